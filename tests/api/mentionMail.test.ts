/**
 * @mentions e-mail the mentioned, so they are where a post could turn the site into a relay:
 * three posts naming ten members each once sent thirty e-mails quoting an outside link. Now a post
 * or comment names at most 5 members, one member's mentions notify at most 20 members an hour,
 * a member gets at most one mention e-mail an hour (the rest folded into the next), and no link a
 * member wrote can be opened from an e-mail.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../api/src/clock';
import { createMailer, DEFAULT_MAIL_FROM } from '../../api/src/email';
import { createSafety } from '../../api/src/safety';
import { MENTIONED_MEMBERS_PER_HOUR, MENTIONS_PER_ITEM } from '../../contracts/rules';
import { get, newMember, PASSWORD, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { readOutbox, type ReceivedEmail } from './outbox';

const HOUR = 60 * 60 * 1000;
const LINK = 'https://evil.example/login';

describe(`mention e-mails (${STORE})`, () => {
  let t: TestApp;
  let author: TestMember;
  let meera: TestMember;
  let meeraHandle: string;
  const handleOf = async (member: TestMember) => (await get(t.app, '/community/me', member.token)).body.profile.handle as string;
  /** Members are e-mailed only while away from the site; these have been away for a day. */
  const away = (member: TestMember) => t.db.updateTable('member_profiles').set({ last_active_at: '2020-01-01T00:00:00.000Z' }).where('user_id', '=', Number(member.id)).execute();
  const mentionMails = async (member: TestMember): Promise<ReceivedEmail[]> =>
    (await readOutbox(t.config.dataDir, { to: member.email })).filter((mail) => mail.headers.get('x-jnanam-kind') === 'notification-mention');
  const postAs = (member: TestMember, body: string) => post(t.app, '/community/posts', { title: 'Morning notes', body }, member.token);
  /** After the clock has moved past the access token's life: a fresh login. */
  const logInAgain = async (member: TestMember) => {
    member.token = (await post(t.app, '/user/login', { email: member.email, password: PASSWORD })).body.data.token;
  };

  beforeAll(async () => {
    t = await startTestApp();
    author = await newMember(t.app, { firstName: 'Visit', lastName: 'evil.example' });
    meera = await newMember(t.app, { firstName: 'Meera' });
    meeraHandle = await handleOf(meera);
    await away(meera);
  });
  afterEach(() => clock.reset());
  afterAll(async () => t.close());

  it(`refuses a post or comment that names more than ${MENTIONS_PER_ITEM} members, and stores nothing`, async () => {
    const many = Array.from({ length: MENTIONS_PER_ITEM + 1 }, (_, i) => `@reader${i}`).join(' ');
    const refused = await postAs(author, `Hello ${many}`);
    expect(refused).toMatchObject({ status: 400, body: { success: false, message: `Post text may mention at most ${MENTIONS_PER_ITEM} members.` } });
    const comment = await post(t.app, '/interactions/episode/matsya-the-fish/comments', { text: many }, author.token);
    expect(comment).toMatchObject({ status: 400, body: { message: `Comment text may mention at most ${MENTIONS_PER_ITEM} members.` } });
    expect(await t.db.selectFrom('posts').select('id').where('author_id', '=', Number(author.id)).execute()).toEqual([]);
  });

  it('quotes the post without a link anyone could open, in plain text only', async () => {
    expect((await postAs(author, `@${meeraHandle} log in at ${LINK} or www.evil.example now`)).status).toBe(201);
    const [mail] = await mentionMails(meera);
    expect(mail).toBeDefined();
    expect(mail!.html).toBeUndefined();
    expect(mail!.subject).toBe('Visit evil[.]example mentioned you in a post');
    expect(mail!.text).toContain('https[:]//evil[.]example/login');
    expect(mail!.text).toContain('www[.]evil[.]example');
    expect(mail!.text).not.toMatch(/evil\.example/);
    // The site's own link stays a link.
    expect(mail!.text).toMatch(/Open it: http:\/\/\S+\/\S*social\?post=\d+/);
  });

  it('sends one mention e-mail an hour, and folds the mentions that waited into the next', async () => {
    expect((await postAs(author, `Second note for @${meeraHandle}`)).status).toBe(201);
    expect((await postAs(author, `Third note for @${meeraHandle}`)).status).toBe(201);
    expect(await mentionMails(meera)).toHaveLength(1);
    const bell = await get(t.app, '/notifications', meera.token);
    expect(bell.body.notifications.filter((n: { kind: string }) => n.kind === 'mention')).toHaveLength(3);
    await away(meera);

    clock.shift(HOUR + 60_000);
    await logInAgain(author);
    expect((await postAs(author, `Fourth note for @${meeraHandle}`)).status).toBe(201);
    const mails = await mentionMails(meera);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('You were mentioned 3 times on Jnanam');
    expect(mails[1]!.text).toContain('Second note');
    expect(mails[1]!.text).toContain('Third note');
    expect(mails[1]!.text).toContain('Fourth note');
  });

  it('sends what waited from the hourly job when no later mention comes', async () => {
    clock.shift(3 * HOUR);
    await logInAgain(author);
    expect((await postAs(author, `Fifth note for @${meeraHandle}`)).status).toBe(201);
    expect((await postAs(author, `Sixth note for @${meeraHandle}`)).status).toBe(201);
    expect(await mentionMails(meera)).toHaveLength(3);
    const safety = createSafety({
      db: t.db,
      mailer: createMailer({ from: DEFAULT_MAIL_FROM, dataDir: t.config.dataDir }),
      siteOrigin: () => 'http://localhost',
      secret: 'test-secret',
      log: { error: () => undefined },
    });
    expect(await safety.notifier.foldMentions()).toBe(0);
    clock.shift(HOUR + 60_000);
    expect(await safety.notifier.foldMentions()).toBe(1);
    const mails = await mentionMails(meera);
    expect(mails).toHaveLength(4);
    expect(mails[3]!.subject).toBe('Visit evil[.]example mentioned you in a post');
    expect(mails[3]!.text).toContain('Sixth note');
    expect(await safety.notifier.foldMentions()).toBe(0);
  });

  it(`lets one member's mentions notify at most ${MENTIONED_MEMBERS_PER_HOUR} members an hour`, async () => {
    const crowd: string[] = [];
    for (let i = 0; i < MENTIONED_MEMBERS_PER_HOUR + 5; i += 1) crowd.push(await handleOf(await newMember(t.app, {}, { confirmed: false })));
    const loud = await newMember(t.app);
    for (let i = 0; i < crowd.length; i += MENTIONS_PER_ITEM) {
      expect((await postAs(loud, crowd.slice(i, i + MENTIONS_PER_ITEM).map((handle) => `@${handle}`).join(' '))).status).toBe(201);
    }
    const notified = await t.db.selectFrom('notifications').select('recipient_id').where('actor_id', '=', Number(loud.id)).where('kind', '=', 'mention').execute();
    expect(notified).toHaveLength(MENTIONED_MEMBERS_PER_HOUR);
  });
});
