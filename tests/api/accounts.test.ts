/**
 * A member's control over the account, over HTTP: a forgotten password, the settings, "my data" and deleting the account, with
 * every bad input the issue names, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../contracts/messages/account';
import { wantsEmail } from '../../api/src/accounts/preferences';
import { ROUTES } from '../../contracts/routes';
import {
  EPISODE_ID,
  get,
  newMember,
  PASSWORD,
  post,
  signUpBody,
  startTestApp,
  STORE,
  type TestApp,
  type TestMember,
} from './helpers';
import { linkIn, readOutbox } from './outbox';

const NEW_PASSWORD = 'monsoon-lantern-copper-7';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ accountLimits: { resetsPerIpPerHour: 10_000, attemptsPerIpPerMinute: 10_000 } });
});
afterAll(async () => t?.close());

/** The token of the latest e-mail of this kind to this address. */
async function tokenFromOutbox(to: string, kind: string, path: string): Promise<string> {
  const messages = (await readOutbox(t.config.dataDir, { to })).filter(
    (message) => message.headers.get('x-jnanam-kind') === kind,
  );
  const link = messages.at(-1) && linkIn(messages.at(-1)!, path);
  if (!link) throw new Error(`no ${kind} link for ${to}`);
  return new URL(link).searchParams.get('token') ?? '';
}

async function resetToken(member: TestMember) {
  expect((await post(t.app, '/account/password/forgot', { email: member.email })).status).toBe(202);
  return tokenFromOutbox(member.email, 'password-reset', ROUTES.resetPassword);
}

const logIn = (email: string, password: string) => post(t.app, '/user/login', { email, password });
const reset = (token: string, password = NEW_PASSWORD) =>
  post(t.app, '/account/password/reset', { token, password, confirmPassword: password });

describe(`forgot password (${STORE})`, () => {
  it('gives the same answer for an unknown address as for a member, and mails each', async () => {
    const member = await newMember(t.app);
    const known = await post(t.app, '/account/password/forgot', { email: member.email.toUpperCase() });
    const unknown = await post(t.app, '/account/password/forgot', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(202);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    const [toNobody] = await readOutbox(t.config.dataDir, { to: 'nobody-here@example.com' });
    expect(toNobody?.text).toMatch(/no account uses it/);
    expect(linkIn(toNobody!, ROUTES.resetPassword)).toBeUndefined();
  });

  it('sets a new password with the link, logs in, and refuses the old password and every older session', async () => {
    const member = await newMember(t.app);
    const token = await resetToken(member);
    const row = await t.db
      .selectFrom('account_links')
      .select('token_hash')
      .where('user_id', '=', Number(member.id))
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token); // only a hash is stored
    const answer = await reset(token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.email).toBe(member.email);
    expect((await get(t.app, '/account/settings', answer.body.data.token)).status).toBe(200);
    expect((await get(t.app, '/account/settings', member.token)).status).toBe(401);
    expect((await logIn(member.email, PASSWORD)).status).toBe(401);
    expect((await logIn(member.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a reused, an expired and a forged link, each with its own message, changing nothing', async () => {
    const member = await newMember(t.app);
    const used = await resetToken(member);
    expect((await reset(used)).status).toBe(200);
    expect(await reset(used, 'another-fine-phrase-9')).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.linkUsed },
    });

    const expired = await resetToken(member);
    await t.db
      .updateTable('account_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    expect(await reset(expired, 'another-fine-phrase-9')).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.linkExpired },
    });

    const forged = `${(await resetToken(member)).slice(0, -2)}xx`;
    expect(await reset(forged, 'another-fine-phrase-9')).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.linkForged },
    });
    expect((await logIn(member.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a weak new password and leaves the link usable', async () => {
    const member = await newMember(t.app);
    const token = await resetToken(member);
    const weak = await reset(token, 'password');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/too common|easy to guess/);
    expect((await reset(token, 'short')).body.message).toMatch(/at least 8/);
    expect((await reset(token)).status).toBe(200);
  });

  it('answers 429 with a clear message past five requests an hour for one address, known or not', async () => {
    for (const email of [(await newMember(t.app)).email, 'stranger@example.net']) {
      for (let i = 0; i < 5; i += 1) expect((await post(t.app, '/account/password/forgot', { email })).status).toBe(202);
      const sixth = await post(t.app, '/account/password/forgot', { email });
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe(ACCOUNT_MESSAGES.resetsPerAccount(5));
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe(`settings (${STORE})`, () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await newMember(t.app);
  });

  it('changes the password with the current one: this session gets a fresh token, the others end', async () => {
    const other = (await logIn(member.email, PASSWORD)).body.data.token as string;
    const wrong = await post(
      t.app,
      '/account/password',
      { currentPassword: 'not-it-at-all', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      member.token,
    );
    expect(wrong).toMatchObject({ status: 403, body: { message: ACCOUNT_MESSAGES.currentPasswordWrong } });
    const weak = await post(
      t.app,
      '/account/password',
      { currentPassword: PASSWORD, password: 'qwerty123', confirmPassword: 'qwerty123' },
      member.token,
    );
    expect(weak.status).toBe(400);
    expect((await logIn(member.email, PASSWORD)).status).toBe(200); // nothing changed

    const changed = await post(
      t.app,
      '/account/password',
      { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      member.token,
    );
    expect(changed.status).toBe(200);
    expect((await get(t.app, '/account/settings', other)).status).toBe(401);
    expect((await get(t.app, '/account/settings', member.token)).status).toBe(401);
    member.token = changed.body.data.token;
    expect((await get(t.app, '/account/settings', member.token)).status).toBe(200);
    expect(
      (await readOutbox(t.config.dataDir, { to: member.email })).some(
        (m) => m.headers.get('x-jnanam-kind') === 'password-changed',
      ),
    ).toBe(true);
  });

  it('changes the e-mail through a link to the new address, tells the old one, and refuses a taken one', async () => {
    const taken = await newMember(t.app);
    const body = (newEmail: string, currentPassword = NEW_PASSWORD) => ({ newEmail, currentPassword });
    expect(await post(t.app, '/account/email', body(taken.email.toUpperCase()), member.token)).toMatchObject({
      status: 409,
      body: { message: ACCOUNT_MESSAGES.emailTaken },
    });
    expect((await post(t.app, '/account/email', body('fresh@example.org', 'wrong-password'), member.token)).status).toBe(403);
    expect((await post(t.app, '/account/email', body('Fresh@Example.org'), member.token)).status).toBe(202);
    expect((await get(t.app, '/account/settings', member.token)).body.data).toMatchObject({
      email: member.email,
      pendingEmail: 'fresh@example.org',
    });

    const token = await tokenFromOutbox('fresh@example.org', 'email-change-confirm', ROUTES.confirmEmail);
    const confirmed = await post(t.app, '/account/email/confirm', { token });
    expect(confirmed).toMatchObject({ status: 200, body: { data: { email: 'fresh@example.org' } } });
    const toOld = (await readOutbox(t.config.dataDir, { to: member.email })).find(
      (m) => m.headers.get('x-jnanam-kind') === 'email-changed',
    );
    expect(toOld?.text).toContain('fresh@example.org');
    expect((await post(t.app, '/account/email/confirm', { token })).body.message).toBe(ACCOUNT_MESSAGES.linkUsed);
    expect((await logIn('fresh@example.org', NEW_PASSWORD)).status).toBe(200);
    member.email = 'fresh@example.org';
  });

  it('saves e-mail preferences, and logging out everywhere ends this session too', async () => {
    const saved = await post(
      t.app,
      '/account/email-preferences',
      { replies: false, messages: true, receipts: true, follows: true, digest: false },
      member.token,
    );
    expect(saved.body.data).toEqual({ replies: false, messages: true, receipts: true, follows: true, digest: false });
    expect((await get(t.app, '/account/settings', member.token)).body.data.emailPreferences.replies).toBe(false);
    // What features that send e-mail ask before sending.
    expect(await wantsEmail(t.db, Number(member.id), 'replies')).toBe(false);
    expect(await wantsEmail(t.db, Number(member.id), 'receipts')).toBe(true);
    expect(
      (await post(t.app, '/account/email-preferences', { replies: 'no', messages: true, receipts: true, follows: true, digest: true }, member.token)).status,
    ).toBe(400);
    expect((await post(t.app, '/account/sessions/end-all', {}, member.token)).status).toBe(200);
    expect((await get(t.app, '/account/settings', member.token)).status).toBe(401);
  });
});

describe(`my data and deleting the account (${STORE})`, () => {
  let asha: TestMember;
  let ravi: TestMember;
  const comment = (who: TestMember, text: string, parentId?: string) =>
    post(t.app, `/interactions/episode/${EPISODE_ID}/comments`, { text, ...(parentId ? { parentId } : {}) }, who.token);
  const thread = async () => (await get(t.app, `/interactions/episode/${EPISODE_ID}/comments`)).body;

  beforeAll(async () => {
    asha = await newMember(t.app, { firstName: 'Ashwini' });
    ravi = await newMember(t.app, { firstName: 'Ravindra' });
    await comment(asha, 'Asha alone: the fish grew in every vessel.');
    const answered = await comment(asha, 'Asha asks: why a fish?');
    await comment(ravi, 'Ravi answers: it swims in every water.', answered.body.comment._id);
    await comment(ravi, 'Ravi on his own.');
    await post(t.app, `/interactions/episode/${EPISODE_ID}/like`, {}, asha.token);
    await post(t.app, `/interactions/episode/${EPISODE_ID}/save`, {}, ravi.token);
    // Enquiries are the member's because the address is proven (newMember opened the e-mailed link).
    await post(t.app, '/enquiries', { fullName: 'Asha Rao', email: asha.email, message: 'Namaste. Please tell me more.' });
  });

  it("holds the member's own comments, like and enquiries, as a download, and nothing of another member", async () => {
    const answer = await get(t.app, '/account/data', asha.token);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="jnanam-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const { parts } = answer.body;
    expect(parts.account).toMatchObject({ first_name: 'Ashwini', email: asha.email });
    expect(parts.account).not.toHaveProperty('password_hash');
    expect(parts.comments.map((c: { text: string }) => c.text)).toEqual([
      'Asha alone: the fish grew in every vessel.',
      'Asha asks: why a fish?',
    ]);
    expect(parts.likes).toEqual([expect.objectContaining({ target_type: 'episode', target_id: EPISODE_ID })]);
    expect(parts.saves).toEqual([]);
    expect(parts.enquiries).toHaveLength(1);
    expect(JSON.stringify(answer.body)).not.toMatch(/Ravi|Ravindra/);
    expect((await get(t.app, '/account/data')).status).toBe(401);
  });

  it('refuses deletion with a wrong password, deleting nothing', async () => {
    expect(await post(t.app, '/account/delete', { password: 'not-my-password' }, asha.token)).toMatchObject({
      status: 403,
      body: { message: ACCOUNT_MESSAGES.passwordWrong },
    });
    expect((await get(t.app, '/account/settings', asha.token)).status).toBe(200);
  });

  it('says beforehand what goes, then deletes: a comment others answered stays as "a former member"; the address is free', async () => {
    const likes = async () => (await get(t.app, `/interactions/episode/${EPISODE_ID}`)).body.interactions.likesCount as number;
    const likesBefore = await likes();
    const plan = await get(t.app, '/account/erasure', asha.token);
    expect(plan.body.data.parts.map((p: { part: string }) => p.part)).toEqual(
      expect.arrayContaining(['account', 'comments', 'likes', 'uploads', 'enquiries']),
    );
    const deleted = await post(t.app, '/account/delete', { password: PASSWORD }, asha.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toMatch(/deleted/);
    expect(deleted.body.data.parts).toEqual(plan.body.data.parts);

    const texts = (await thread()).comments.map((c: { text: string; userName: string }) => `${c.userName}: ${c.text}`);
    expect(texts.join('\n')).not.toMatch(/Asha alone|Ashwini/);
    expect(texts).toContain(`${ACCOUNT_MESSAGES.formerMember}: Asha asks: why a fish?`);
    const kept = (await thread()).comments.find((c: { text: string }) => c.text === 'Asha asks: why a fish?');
    expect(kept.replies.map((r: { text: string }) => r.text)).toEqual(['Ravi answers: it swims in every water.']);
    expect(await likes()).toBe(likesBefore - 1);
    expect(await t.db.selectFrom('enquiries').select('id').where('email', '=', asha.email).execute()).toEqual([]);

    expect((await get(t.app, '/account/settings', asha.token)).status).toBe(401);
    expect((await logIn(asha.email, PASSWORD)).status).toBe(401);
    const again = await post(t.app, '/user/register', signUpBody({ email: asha.email }));
    expect(again.status).toBe(201);
    expect((await get(t.app, '/account/data', ravi.token)).body.parts.saves).toHaveLength(1);
  });
});

describe(`the community's tables in my data and deleting the account (${STORE})`, () => {
  it('downloads follows, posts, tribes, messages and events, and deletes them while the other side keeps theirs', async () => {
    const meera = await newMember(t.app, { firstName: 'Meera' });
    const gopal = await newMember(t.app, { firstName: 'Gopal' });
    const [me, other] = [Number(meera.id), Number(gopal.id)];
    const at = new Date().toISOString();
    await t.db
      .insertInto('follows')
      .values([
        { follower_id: me, followee_id: other, created_at: at },
        { follower_id: other, followee_id: me, created_at: at },
      ])
      .execute();
    const { id: postId } = await t.db
      .insertInto('posts')
      .values({ author_id: me, body: 'Meera on the Gita', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('post_hashtags').values({ post_id: postId, hashtag: 'gita', position: 0 }).execute();
    const { id: tribeId } = await t.db
      .insertInto('tribes')
      .values({ slug: `meera-${me}`, name: 'Readers of the Gita', created_by: me, created_at: at, last_active_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('tribe_memberships')
      .values([
        { tribe_id: tribeId, user_id: me, role: 'admin', joined_at: at },
        { tribe_id: tribeId, user_id: other, role: 'member', joined_at: at },
      ])
      .execute();
    const { id: conversationId } = await t.db
      .insertInto('conversations')
      .values({ created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('conversation_participants')
      .values([
        { conversation_id: conversationId, user_id: me, joined_at: at },
        { conversation_id: conversationId, user_id: other, joined_at: at },
      ])
      .execute();
    await t.db
      .insertInto('messages')
      .values([
        { conversation_id: conversationId, sender_id: me, text: 'Meera says hello', sent_at: at },
        { conversation_id: conversationId, sender_id: other, text: 'Gopal answers', sent_at: at },
      ])
      .execute();
    await t.db.insertInto('event_attendances').values({ event_id: 'event-gita-jayanti', user_id: me, created_at: at }).execute();

    const { parts } = (await get(t.app, '/account/data', meera.token)).body;
    expect(parts.follows).toEqual({
      following: [expect.objectContaining({ first_name: 'Gopal' })],
      followers: [expect.objectContaining({ first_name: 'Gopal' })],
    });
    expect(parts.posts.posts).toEqual([expect.objectContaining({ body: 'Meera on the Gita', hashtags: ['gita'] })]);
    expect(parts.tribes).toEqual([expect.objectContaining({ name: 'Readers of the Gita', role: 'admin' })]);
    expect(parts.messages.map((m: { text: string }) => m.text)).toEqual(['Meera says hello']);
    expect(parts.events).toEqual([expect.objectContaining({ event_id: 'event-gita-jayanti' })]);

    expect((await post(t.app, '/account/delete', { password: PASSWORD }, meera.token)).status).toBe(200);
    expect(await t.db.selectFrom('follows').selectAll().where('followee_id', '=', other).execute()).toEqual([]);
    expect(await t.db.selectFrom('posts').selectAll().where('author_id', '=', me).execute()).toEqual([]);
    expect(
      (await t.db.selectFrom('messages').select('text').where('conversation_id', '=', conversationId).execute()).map(
        (m) => m.text,
      ),
    ).toEqual(['Gopal answers']);
    expect(await t.db.selectFrom('tribes').select(['name', 'created_by']).where('id', '=', tribeId).executeTakeFirst()).toEqual({
      name: 'Readers of the Gita',
      created_by: null,
    });
    expect((await get(t.app, '/account/data', gopal.token)).body.parts.messages.map((m: { text: string }) => m.text)).toEqual([
      'Gopal answers',
    ]);
  });
});
