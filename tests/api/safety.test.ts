/**
 * Members report and block, moderators act, and everyone hears of what concerns them: a block
 * refuses comments and follows and hides the two members from each other, a mute empties the feed
 * of someone, a moderator (a role given only on the server) hides an item for all but its author,
 * dismisses reports, suspends a member (whose sessions end at once and whose login says until
 * when), and can undo each decision; notifications gather likes, e-mail a member who is away once
 * per event, stop with the link in the e-mail, and a weekly digest tells a member of their circle.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../api/src/clock';
import { loadJwtSecret } from '../../api/src/auth/tokens';
import { createMailer } from '../../api/src/email';
import { createSafety } from '../../api/src/safety';
import { createDigest } from '../../api/src/safety/digest';
import { postCommentPath } from '../../contracts/postCommentPath';
import { postPath } from '../../contracts/routes';
import { call, EPISODE_ID, get, memberCommand, newMember, PASSWORD, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { openLive } from './liveClient';
import { confirmAddress, linkIn, readOutbox } from './outbox';

let t: TestApp;
let a: TestMember;
let b: TestMember;
let c: TestMember;
let m: TestMember;
const handles: Record<string, string> = {};

const send = (method: 'PUT' | 'DELETE', url: string, token?: string) =>
  call(t.app, { method, url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
const newPost = async (token: string, body = 'Three notes and a lifetime') => (await post(t.app, '/community/posts', { title: 'Morning chant', body }, token)).body.post.id as string;
const comment = (token: string, postId: string, text: string, parentId?: string) =>
  post(t.app, `/interactions/post/${postId}/comments`, { text, ...(parentId ? { parentId } : {}) }, token);
const count = async (table: 'comments' | 'follows' | 'reports' | 'notifications') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const notificationsOf = async (member: TestMember) => (await get(t.app, '/notifications', member.token)).body;
/** The member was last on the site long ago, so e-mails reach them. */
const away = (member: TestMember) =>
  t.db.updateTable('member_profiles').set({ last_active_at: '2020-01-01T00:00:00.000Z' }).where('user_id', '=', Number(member.id)).execute();

/** The server's safety module over the test's database, outbox and secret, for what no endpoint starts. */
const sameSafety = () =>
  createSafety({
    db: t.db,
    mailer: createMailer({ from: 'Jnanam <no-reply@jnanam.local>', dataDir: t.config.dataDir }),
    siteOrigin: () => 'http://localhost:3000',
    secret: loadJwtSecret(t.config.dataDir, t.config.jwtSecret),
    log: { error: () => undefined },
  });

async function login(member: TestMember) {
  const answer = await post(t.app, '/user/login', { email: member.email, password: PASSWORD });
  if (answer.status === 200) member.token = answer.body.data.token;
  return answer;
}

beforeAll(async () => {
  t = await startTestApp();
  a = await newMember(t.app, { firstName: 'Asha', lastName: 'Menon' });
  b = await newMember(t.app, { firstName: 'Bala', lastName: 'Krishnan' });
  c = await newMember(t.app, { firstName: 'Chitra', lastName: 'Iyer' });
  m = await newMember(t.app, { firstName: 'Mohan', lastName: 'Das' }, { confirmed: false });
  for (const [key, member] of Object.entries({ a, b, c, m })) handles[key] = (await get(t.app, '/community/me', member.token)).body.profile.handle;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => clock.reset());

describe(`The moderator role on ${STORE}`, () => {
  it('is given only by the member command, only to a confirmed address, and the database refuses any other role', { timeout: 60_000 }, async () => {
    const refused = await memberCommand(t.config, 'role', m.email, 'moderator');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('has not confirmed its e-mail address, so it cannot be given the moderator role');
    await confirmAddress(t.app, t.config.dataDir, m.email);
    const given = await memberCommand(t.config, 'role', m.email, 'moderator');
    expect(given.code).toBe(0);
    expect(given.output).toContain('is now a moderator');
    await login(m);
    await expect(t.db.updateTable('users').set({ role: 'admin' as never }).where('id', '=', Number(a.id)).execute()).rejects.toThrow();
  });

  it('refuses the moderation endpoints to visitors (401), members and staff (403)', async () => {
    await t.db.updateTable('users').set({ role: 'staff' }).where('id', '=', Number(c.id)).execute();
    for (const token of [undefined, a.token, c.token]) {
      const answers = [
        await get(t.app, '/moderation/reports', token),
        await get(t.app, '/moderation/decisions', token),
        await post(t.app, '/moderation/items/post/1/decision', { action: 'hide', reason: 'x' }, token),
        await post(t.app, `/moderation/members/${handles.b}/suspension`, { reason: 'x', days: 1 }, token),
        await post(t.app, '/moderation/decisions/1/reverse', { reason: 'x' }, token),
      ];
      for (const answer of answers) expect(answer.status).toBe(token ? 403 : 401);
    }
    await t.db.updateTable('users').set({ role: 'member' }).where('id', '=', Number(c.id)).execute();
    expect((await get(t.app, '/moderation/reports', m.token)).status).toBe(200);
  });
});

describe(`Reports and blocks on ${STORE}`, () => {
  it('refuses reports of unknown items and of one\'s own, takes one open report per member and item, and tells the reporter it was received', async () => {
    const postId = await newPost(b.token);
    expect((await post(t.app, '/reports', { itemType: 'post', itemId: '999999', reason: 'spam' }, a.token)).status).toBe(404);
    expect((await post(t.app, '/reports', { itemType: 'member', itemId: 'nobody-here', reason: 'spam' }, a.token)).status).toBe(404);
    const own = await post(t.app, '/reports', { itemType: 'post', itemId: postId, reason: 'spam' }, b.token);
    expect(own).toMatchObject({ status: 400, body: { message: 'You cannot report something of your own.' } });
    const vague = await post(t.app, '/reports', { itemType: 'post', itemId: postId, reason: 'other' }, a.token);
    expect(vague.status).toBe(400);
    expect(vague.body.message).toContain('what is wrong');
    const before = await count('reports');
    const made = await post(t.app, '/reports', { itemType: 'post', itemId: postId, reason: 'misinformation', details: 'Wrong about the Sama Veda' }, a.token);
    expect(made.status).toBe(201);
    expect(made.body.message).toContain('received');
    expect((await post(t.app, '/reports', { itemType: 'post', itemId: postId, reason: 'spam' }, a.token)).status).toBe(409);
    expect(await count('reports')).toBe(before + 1);
    const told = await notificationsOf(a);
    expect(told.notifications[0]).toMatchObject({ kind: 'report', text: 'Your report of a post was received', read: false });
    expect((await get(t.app, '/reports/mine', a.token)).body.reports[0]).toMatchObject({ itemType: 'post', itemId: postId, status: 'open' });
  });

  it('after B blocks A: A cannot comment on B\'s post, answer B\'s comment or follow B (nothing stored), and neither sees the other\'s posts or profile', async () => {
    await send('PUT', `/community/profiles/${handles.b}/follow`, a.token);
    const bPost = await newPost(b.token, 'From Bala');
    const aPost = await newPost(a.token, 'From Asha');
    const bComment = (await comment(b.token, aPost, 'A comment by Bala')).body.comment._id as string;
    const blocked = await send('PUT', `/blocks/${handles.a}`, b.token);
    expect(blocked).toMatchObject({ status: 200, body: { on: true } });
    expect((await get(t.app, '/blocks', b.token)).body.members.map((card: { handle: string }) => card.handle)).toEqual([handles.a]);

    const comments = await count('comments');
    const refused = await comment(a.token, bPost, 'Let me in');
    expect(refused).toMatchObject({ status: 403, body: { message: 'You cannot comment here: one of you has blocked the other.' } });
    expect((await comment(a.token, aPost, 'Answering Bala', bComment)).status).toBe(403);
    expect(await count('comments')).toBe(comments);
    const follows = await count('follows');
    expect((await send('PUT', `/community/profiles/${handles.b}/follow`, a.token)).status).toBe(403);
    expect(await count('follows')).toBe(follows);

    const idsIn = (answer: { body: { posts: { id: string }[] } }) => answer.body.posts.map((p) => p.id);
    expect(idsIn(await get(t.app, '/community/feed', b.token))).not.toContain(aPost);
    expect(idsIn(await get(t.app, '/community/feed', a.token))).not.toContain(bPost);
    expect((await get(t.app, `/community/posts/${bPost}`, a.token)).status).toBe(404);
    expect((await get(t.app, `/community/profiles/${handles.b}`, a.token)).status).toBe(404);
    expect((await get(t.app, `/community/profiles/${handles.a}`, b.token)).status).toBe(404);
    // Visitors and others still see both.
    expect((await get(t.app, `/community/posts/${bPost}`, c.token)).status).toBe(200);

    expect((await send('DELETE', `/blocks/${handles.a}`, b.token)).body.on).toBe(false);
    expect((await comment(a.token, bPost, 'Thank you for unblocking')).status).toBe(201);
    expect((await get(t.app, `/community/profiles/${handles.b}`, a.token)).status).toBe(200);
  });

  it('takes reports of a member\'s article, and tells its author of comments and likes on it', async () => {
    const now = new Date().toISOString();
    const article = await t.db
      .insertInto('member_articles')
      .values({ author_id: Number(c.id), title: 'The Quiet Mind', body: '[]', status: 'published', created_at: now, updated_at: now, published_at: now, excerpt: 'On stillness', read_minutes: 1, image_url: null, image_alt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = String(article.id);
    expect((await post(t.app, '/reports', { itemType: 'article', itemId: id, reason: 'misinformation' }, b.token)).status).toBe(201);
    expect((await post(t.app, '/reports', { itemType: 'article', itemId: id, reason: 'spam' }, c.token)).status).toBe(400);
    await post(t.app, `/interactions/member-article/${id}/comments`, { text: 'Well put' }, b.token);
    await post(t.app, `/interactions/member-article/${id}/like`, undefined, b.token);
    // (Beside the Karmic Points they earned, told in their own notification.)
    const texts = (await notificationsOf(c)).notifications.filter((n: { kind: string }) => n.kind !== 'karma').slice(0, 2).map((n: { text: string; href: string }) => [n.text, n.href]);
    expect(texts).toEqual([
      ['Bala Krishnan liked your article', `/reading-blog?article=article-m${id}`],
      ['Bala Krishnan commented on your article', `/reading-blog?article=article-m${id}`],
    ]);
  });

  it('a mute takes a member\'s posts out of the feed and refuses nothing', async () => {
    const cPost = await newPost(c.token, 'From Chitra');
    expect((await send('PUT', `/mutes/${handles.c}`, a.token)).status).toBe(200);
    const feed = (await get(t.app, '/community/feed', a.token)).body.posts.map((p: { id: string }) => p.id);
    expect(feed).not.toContain(cPost);
    expect((await get(t.app, `/community/posts/${cPost}`, a.token)).status).toBe(200);
    expect((await comment(a.token, cPost, 'Still allowed')).status).toBe(201);
    await send('DELETE', `/mutes/${handles.c}`, a.token);
    expect((await get(t.app, '/community/feed', a.token)).body.posts.map((p: { id: string }) => p.id)).toContain(cPost);
    expect((await send('PUT', `/blocks/${handles.a}`, a.token)).status).toBe(400);
  });
});

describe(`Moderation on ${STORE}`, () => {
  it('lists open reports by item; hiding a comment removes it for others, marks it for its author and tells the reporter; reversing shows it again', async () => {
    const cPost = await newPost(c.token, 'A question for everyone');
    const bComment = (await comment(b.token, cPost, 'Something unkind')).body.comment._id as string;
    expect((await post(t.app, '/reports', { itemType: 'comment', itemId: bComment, reason: 'harassment' }, a.token)).status).toBe(201);
    expect((await post(t.app, '/reports', { itemType: 'comment', itemId: bComment, reason: 'hate' }, c.token)).status).toBe(201);

    const queue = (await get(t.app, '/moderation/reports', m.token)).body.groups as { item: { id: string; type: string; excerpt: string; context: string; author: { handle: string } }; reports: unknown[] }[];
    const group = queue.find((g) => g.item.type === 'comment' && g.item.id === bComment)!;
    expect(group.reports).toHaveLength(2);
    expect(group.item).toMatchObject({ excerpt: 'Something unkind', context: 'On the post "Morning chant"', author: { handle: handles.b } });

    const hidden = await post(t.app, `/moderation/items/comment/${bComment}/decision`, { action: 'hide', reason: 'Harassment of another member' }, m.token);
    expect(hidden.status).toBe(201);
    expect(hidden.body.decision).toMatchObject({ action: 'hide', moderator: { handle: handles.m }, member: { handle: handles.b }, reversible: true });
    const texts = async (token: string) =>
      (await get(t.app, `/community/posts/${cPost}/comments`, token)).body.comments as { id: string; hiddenReason?: string }[];
    expect((await texts(a.token)).map((x) => x.id)).not.toContain(bComment);
    expect((await texts(b.token)).find((x) => x.id === bComment)?.hiddenReason).toBe('Harassment of another member');
    const episodeStyle = await get(t.app, `/interactions/post/${cPost}/comments`, a.token);
    expect(episodeStyle.body.comments.map((x: { _id: string }) => x._id)).not.toContain(bComment);

    expect((await notificationsOf(a)).notifications[0]).toMatchObject({ kind: 'report', text: 'A moderator acted on your report of a comment: it is hidden' });
    expect((await notificationsOf(b)).notifications[0].text).toBe('A moderator hid your comment: Harassment of another member');
    expect((await get(t.app, '/moderation/reports', m.token)).body.groups.some((g: { item: { id: string } }) => g.item.id === bComment)).toBe(false);

    const reversed = await post(t.app, `/moderation/decisions/${hidden.body.decision.id}/reverse`, { reason: 'On a second reading it is fair criticism' }, m.token);
    expect(reversed.body.decision).toMatchObject({ action: 'unhide', reversible: false });
    expect((await texts(a.token)).map((x) => x.id)).toContain(bComment);
    expect((await post(t.app, `/moderation/decisions/${hidden.body.decision.id}/reverse`, { reason: 'again' }, m.token)).status).toBe(409);
    const record = (await get(t.app, '/moderation/decisions', m.token)).body.decisions.map((d: { action: string }) => d.action);
    expect(record.slice(0, 2)).toEqual(['unhide', 'hide']);
  });

  it("shows a reported item as members saw it: a post's picture, the post a comment is on, the messages around a message, the reporter's note", async () => {
    const picture = { url: '/images/uploads/members/1-800x600.webp', alt: 'A lamp at dusk' };
    const withPicture = await newPost(c.token, 'Look at this');
    await t.db.updateTable('posts').set({ image_url: picture.url, image_alt: picture.alt }).where('id', '=', Number(withPicture)).execute();
    const onIt = (await comment(b.token, withPicture, 'A rude remark')).body.comment._id as string;
    await post(t.app, '/reports', { itemType: 'post', itemId: withPicture, reason: 'other', details: 'The picture is not what the title says' }, a.token);
    await post(t.app, '/reports', { itemType: 'comment', itemId: onIt, reason: 'harassment' }, a.token);

    const conversation = await post(t.app, '/messages/conversations', { handle: handles.a }, b.token);
    const conversationId = String(conversation.body.conversation.id);
    const sent: string[] = [];
    for (const text of ['one', 'two', 'three', 'four', 'the bad one', 'six', 'seven', 'eight', 'nine']) {
      sent.push(String((await post(t.app, `/messages/conversations/${conversationId}/messages`, { text }, b.token)).body.message.id));
    }
    const bad = sent[4]!;
    await post(t.app, '/reports', { itemType: 'message', itemId: bad, reason: 'harassment', details: 'He keeps writing' }, a.token);

    const groups = (await get(t.app, '/moderation/reports', m.token)).body.groups as { item: Record<string, unknown> & { id: string; type: string }; reports: { details: string | null; reporter: string | null }[] }[];
    const postGroup = groups.find((g) => g.item.type === 'post' && g.item.id === withPicture)!;
    expect(postGroup.item.pictures).toEqual([picture]);
    expect(postGroup.reports[0]).toMatchObject({ details: 'The picture is not what the title says', reporter: 'Asha Menon' });
    const commentGroup = groups.find((g) => g.item.type === 'comment' && g.item.id === onIt)!;
    expect(commentGroup.item.parent).toEqual({ title: 'Morning chant', text: 'Look at this', pictures: [picture], href: postPath(withPicture) });
    const messageGroup = groups.find((g) => g.item.type === 'message' && g.item.id === bad)!;
    const around = messageGroup.item.conversation as { id: string; text: string; sender: string; reported: boolean }[];
    expect(around.map((x) => x.text)).toEqual(['two', 'three', 'four', 'the bad one', 'six', 'seven', 'eight']);
    expect(around.filter((x) => x.reported).map((x) => x.id)).toEqual([bad]);
    expect(around[0]!.sender).toBe('Bala Krishnan');
    // Members who are not moderators get none of it.
    expect((await get(t.app, '/moderation/reports', a.token)).status).toBe(403);
  });

  it('dismisses reports (the reporter is told) and reopens them when the dismissal is reversed', async () => {
    const bPost = await newPost(b.token, 'A harmless post');
    await post(t.app, '/reports', { itemType: 'post', itemId: bPost, reason: 'spam' }, c.token);
    expect((await post(t.app, `/moderation/items/post/${bPost}/decision`, { action: 'dismiss', reason: 'Not spam' }, m.token)).status).toBe(201);
    expect((await notificationsOf(c)).notifications[0].text).toBe('A moderator looked at your report of a post and left it up');
    expect((await post(t.app, `/moderation/items/post/${bPost}/decision`, { action: 'dismiss', reason: 'Again' }, m.token)).status).toBe(409);
    const decision = (await get(t.app, '/moderation/decisions', m.token)).body.decisions[0];
    await post(t.app, `/moderation/decisions/${decision.id}/reverse`, { reason: 'Looking again' }, m.token);
    expect((await get(t.app, '/moderation/reports', m.token)).body.groups.some((g: { item: { id: string } }) => g.item.id === bPost)).toBe(true);
  });

  it('suspends a member: their open session stops at once, every write is refused, login says until when in IST, and it ends by its date or on reversal', async () => {
    const bPost = await newPost(b.token, 'Before the suspension');
    const suspended = await post(t.app, `/moderation/members/${handles.b}/suspension`, { reason: 'Repeated harassment', days: 3 }, m.token);
    expect(suspended.status).toBe(201);
    const until = suspended.body.decision.suspendedUntil as string;
    const writes = [
      await post(t.app, '/community/posts', { title: 'x', body: 'y' }, b.token),
      await comment(b.token, bPost, 'still here?'),
      await post(t.app, `/interactions/post/${bPost}/like`, undefined, b.token),
      await send('PUT', `/community/profiles/${handles.a}/follow`, b.token),
      await post(t.app, '/reports', { itemType: 'member', itemId: handles.a, reason: 'spam' }, b.token),
      await send('PUT', `/blocks/${handles.a}`, b.token),
      await post(t.app, '/notifications/read-all', undefined, b.token),
    ];
    for (const answer of writes) expect(answer.status).toBe(401);
    const refused = await login(b);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Your account is suspended until \d{1,2} \w+ \d{4}(,| at) \d\d:\d\d IST\. The moderator's reason: Repeated harassment\. To appeal, raise a grievance with our Grievance Officer, .+, at \S+@\S+\. Grievances are acknowledged within \d+ hours? and resolved within \d+ days?\.$/);
    // The member is e-mailed the same: why, until when, and how to appeal (they can no longer log in to read it).
    const mails = (await readOutbox(t.config.dataDir, { to: b.email })).filter((mail) => mail.headers.get('x-jnanam-kind') === 'suspension');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Jnanam account is suspended');
    expect(mails[0]!.text).toContain('Repeated harassment');
    expect(mails[0]!.text).toMatch(/until \d{1,2} \w+ \d{4}(,| at) \d\d:\d\d IST/);
    expect(mails[0]!.text).toContain('raise a grievance with our Grievance Officer');
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(2.9 * 24 * 3600 * 1000);
    // Suspending a moderator is refused.
    expect((await post(t.app, `/moderation/members/${handles.m}/suspension`, { reason: 'x', days: 1 }, m.token)).status).toBe(400);

    clock.shift(3 * 24 * 3600 * 1000 + 60_000);
    expect((await login(b)).status).toBe(200);
    clock.reset();
    await post(t.app, `/moderation/members/${handles.b}/suspension`, { reason: 'For good', days: null }, m.token);
    expect((await login(b)).body.message).toMatch(/^Your account has been suspended for good by a moderator\. The moderator's reason: For good\. To appeal, /);
    const decision = (await get(t.app, '/moderation/decisions', m.token)).body.decisions[0];
    await post(t.app, `/moderation/decisions/${decision.id}/reverse`, { reason: 'Appeal accepted' }, m.token);
    expect((await login(b)).status).toBe(200);
  });
});

describe(`Notifications on ${STORE}`, () => {
  it('tells C of a comment on their post, e-mails C once when C is away and not when C is on the site', async () => {
    const cPost = await newPost(c.token, 'What does Om mean to you?');
    await away(c);
    const made = await comment(a.token, cPost, 'The first sound');
    expect(made.status).toBe(201);
    const list = await notificationsOf(c);
    // It leads to the post opened at that comment.
    expect(list.notifications[0]).toMatchObject({ kind: 'comment', text: 'Asha Menon commented on your post', href: postCommentPath(cPost, String(made.body.comment._id)), read: false });
    expect(list.unreadCount).toBeGreaterThan(0);
    const mails = (await readOutbox(t.config.dataDir, { to: c.email })).filter((mail) => mail.headers.get('x-jnanam-kind') === 'notification-comment');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Asha Menon commented on your post');
    expect(mails[0]!.text).toContain('The first sound');
    expect(linkIn(mails[0]!, '/unsubscribe')).toBeTruthy();

    // C is on the site now: the bell is enough.
    await get(t.app, '/community/feed', c.token);
    await comment(b.token, cPost, 'The last sound too');
    expect((await readOutbox(t.config.dataDir, { to: c.email })).filter((mail) => mail.headers.get('x-jnanam-kind') === 'notification-comment')).toHaveLength(1);
  });

  it('sends a new notification on the member\'s live stream with the unread count', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openLive(baseUrl, c.token);
    try {
      const cPost = await newPost(c.token, 'Live, please');
      await comment(b.token, cPost, 'Heard it live');
      const event = await stream.nextOf('notification');
      expect(event.data.notification).toMatchObject({ kind: 'comment', text: 'Bala Krishnan commented on your post', read: false });
      expect(event.data.unreadCount).toBe((await get(t.app, '/notifications/unread-count', c.token)).body.unreadCount);
    } finally {
      stream.close();
    }
  });

  it('sends an event once however often it is reported, and a reply reaches the comment\'s author', async () => {
    const safety = sameSafety();
    await away(c);
    const event = { recipientId: Number(c.id), kind: 'follow' as const, actorId: Number(a.id), itemType: 'member', itemId: handles.a, eventKey: 'test-event-once' };
    const [first, second] = await Promise.all([safety.notifier.notify(event), safety.notifier.notify(event)]);
    expect([first, second].filter((id) => id !== null)).toHaveLength(1);
    expect((await readOutbox(t.config.dataDir, { to: c.email })).filter((mail) => mail.headers.get('x-jnanam-kind') === 'notification-follow')).toHaveLength(1);

    const aPost = await newPost(a.token, 'Replies welcome');
    const cComment = (await comment(c.token, aPost, 'A thought')).body.comment._id as string;
    await comment(b.token, aPost, 'Answering @' + handles.c, cComment);
    const kinds = (await notificationsOf(c)).notifications.slice(0, 2).map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual(expect.arrayContaining(['reply', 'mention']));
  });

  it('tells the author of an episode comment of a reply, and refuses the reply between members who blocked each other', async () => {
    const made = await post(t.app, '/user/add-comment-to-stream', { streamId: EPISODE_ID, text: 'Matsya saves the Vedas' }, c.token);
    expect(made.status).toBe(201);
    await post(t.app, '/user/add-reply-to-stream-comment', { commentId: made.body.comment._id, text: 'And Manu' }, m.token);
    expect((await notificationsOf(c)).notifications[0]).toMatchObject({ kind: 'reply', text: 'Mohan Das replied to your comment', href: `/video-player/${EPISODE_ID}` });
    await send('PUT', `/blocks/${handles.m}`, c.token);
    const refused = await post(t.app, '/user/add-reply-to-stream-comment', { commentId: made.body.comment._id, text: 'Again' }, m.token);
    expect(refused).toMatchObject({ status: 403, body: { message: 'You cannot comment here: one of you has blocked the other.' } });
    await send('DELETE', `/blocks/${handles.m}`, c.token);
  });

  it('gathers likes of one item into one entry, and marks one or all read', async () => {
    const cPost = await newPost(c.token, 'Like me');
    await post(t.app, '/notifications/read-all', undefined, c.token);
    await post(t.app, `/interactions/post/${cPost}/like`, undefined, a.token);
    await post(t.app, `/interactions/post/${cPost}/like`, undefined, b.token);
    await post(t.app, `/interactions/post/${cPost}/like`, undefined, m.token);
    let list = await notificationsOf(c);
    // The likes, gathered into one entry, and the day's Karmic Points they earned.
    expect(list.unreadCount).toBe(2);
    expect(list.notifications[0]).toMatchObject({ kind: 'like', text: 'Mohan Das and 2 others liked your post', othersCount: 2 });
    expect(list.notifications.filter((n: { kind: string }) => n.kind === 'karma')).toHaveLength(1);
    // A like taken back is no longer counted.
    await post(t.app, `/interactions/post/${cPost}/like`, undefined, m.token);
    list = await notificationsOf(c);
    const likes = list.notifications.find((n: { kind: string }) => n.kind === 'like');
    expect(likes.text).toBe('Bala Krishnan and 1 other liked your post');
    expect((await post(t.app, `/notifications/${likes.id}/read`, undefined, c.token)).body.unreadCount).toBe(1);
    expect((await post(t.app, `/notifications/${likes.id}/read`, undefined, a.token)).status).toBe(404);
    await send('PUT', `/community/profiles/${handles.c}/follow`, m.token);
    expect((await get(t.app, '/notifications/unread-count', c.token)).body.unreadCount).toBe(2);
    expect((await post(t.app, '/notifications/read-all', undefined, c.token)).body.unreadCount).toBe(0);
  });

  it('turns an e-mail kind off with the link in the e-mail, without logging in; a forged link is refused', async () => {
    const mail = (await readOutbox(t.config.dataDir, { to: c.email })).find((x) => x.headers.get('x-jnanam-kind') === 'notification-comment')!;
    const token = new URL(linkIn(mail, '/unsubscribe')!).searchParams.get('token')!;
    const done = await post(t.app, '/notifications/unsubscribe', { token });
    expect(done).toMatchObject({ status: 200, body: { topic: 'replies' } });
    expect((await get(t.app, '/account/settings', c.token)).body.data.emailPreferences.replies).toBe(false);
    expect((await post(t.app, '/notifications/unsubscribe', { token: `${token.split('.')[0]}.forged` })).status).toBe(400);
    expect((await post(t.app, '/notifications/unsubscribe', { token: `${Buffer.from(`${a.id}.digest`).toString('base64url')}.${token.split('.')[1]}` })).status).toBe(400);
  });

  it('writes the weekly digest of a member\'s circle once a week', async () => {
    const safety = sameSafety();
    const content = { published: () => [] };
    const digest = createDigest({ db: t.db, notifier: safety.notifier, content, siteOrigin: () => 'http://localhost:3000' });
    await send('PUT', `/community/profiles/${handles.a}/follow`, m.token);
    await post(t.app, '/community/posts', { title: 'Notes from the retreat', body: 'Silence, mostly' }, a.token);
    expect(await digest.writeFor(Number(m.id))).toBe(true);
    expect(await digest.writeFor(Number(m.id))).toBe(false);
    const [mail] = (await readOutbox(t.config.dataDir, { to: m.email })).filter((x) => x.headers.get('x-jnanam-kind') === 'weekly-digest');
    expect(mail!.text).toContain('Asha Menon: Notes from the retreat');
    expect(linkIn(mail!, '/unsubscribe')).toBeTruthy();
    // Only members who confirmed their address get it from the weekly run; M has.
    clock.shift(7 * 24 * 3600 * 1000);
    expect(await digest.writeAll()).toBeGreaterThanOrEqual(0);
  });

  it('exports a member\'s reports and notifications, and erasure removes them', async () => {
    const data = (await get(t.app, '/account/data', a.token)).body;
    const parts = data.parts ?? data.data?.parts;
    expect(parts.reports.length).toBeGreaterThan(0);
    expect(parts.notifications.length).toBeGreaterThan(0);
    const erased = await post(t.app, '/account/delete', { password: PASSWORD }, a.token);
    expect(erased.status).toBe(200);
    expect(await t.db.selectFrom('notifications').select('id').where('recipient_id', '=', Number(a.id)).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('reports').select('id').where('reporter_id', '=', Number(a.id)).execute()).toHaveLength(0);
  });
});
