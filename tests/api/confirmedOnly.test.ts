/**
 * A member whose address nobody has proven may read, like, save and follow, but not put words
 * before other members (posts, comments, reviews, tribes, messages — and so no @mention e-mails):
 * otherwise a throw-away address could make the site e-mail strangers. Opening the link lifts it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMED_ONLY, undeclaredConfirmedOnly } from '../../api/src/accounts/confirmedOnly';
import { ACCOUNT_MESSAGES } from '../../contracts/messages/account';
import { call, EPISODE_ID, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { confirmAddress, readOutbox } from './outbox';

describe(`what an unconfirmed address may do (${STORE})`, () => {
  let t: TestApp;
  let fresh: TestMember;
  let other: TestMember;
  let otherHandle: string;
  beforeAll(async () => {
    t = await startTestApp();
    fresh = await newMember(t.app, {}, { confirmed: false });
    other = await newMember(t.app);
    otherHandle = (await get(t.app, '/community/me', other.token)).body.profile.handle;
  });
  afterAll(async () => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token: string) =>
    call(t.app, { method, url: `/api/v1${url}`, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
  const refused = { status: 403, body: { success: false, message: '' } };

  it('lists only endpoints the contracts declare with a 403 answer', () => {
    expect(undeclaredConfirmedOnly()).toEqual([]);
    expect(CONFIRMED_ONLY.length).toBeGreaterThan(10);
  });

  it('refuses posts, comments, replies, reviews, tribes and messages with words that say how to confirm', async () => {
    refused.body.message = ACCOUNT_MESSAGES.confirmToWrite(fresh.email);
    const attempts: [string, 'POST' | 'PUT', string, unknown][] = [
      ['post', 'POST', '/community/posts', { title: 'Hello', body: `Visit https://evil.example @${otherHandle}` }],
      ['story', 'POST', '/community/stories', { imageUrl: '/images/uploads/members/x.webp' }],
      ['tribe', 'POST', '/community/tribes', { name: 'Readers' }],
      ['episode comment', 'POST', '/user/add-comment-to-stream', { streamId: EPISODE_ID, text: `@${otherHandle} see evil.example` }],
      ['comment', 'POST', `/interactions/episode/${EPISODE_ID}/comments`, { text: `@${otherHandle} hi` }],
      ['review', 'PUT', '/books/book-yoga-of-breath/my-review', { stars: 5, title: 'Good', text: 'A good book.' }],
      ['conversation', 'POST', '/messages/conversations', { handle: otherHandle }],
    ];
    for (const [what, method, url, body] of attempts) {
      const answer = await send(method, url, body, fresh.token);
      expect(answer, what).toMatchObject(refused);
    }
    expect(await readOutbox(t.config.dataDir, { to: other.email }).then((mail) => mail.filter((m) => /notification/.test(String(m.headers.get('x-jnanam-kind')))))).toEqual([]);
    const posts = await t.db.selectFrom('posts').select('id').where('author_id', '=', Number(fresh.id)).execute();
    expect(posts).toEqual([]);
  });

  it('still lets the member read, like, save and follow', async () => {
    expect((await post(t.app, '/user/like-unlike-stream', { streamId: EPISODE_ID }, fresh.token)).status).toBe(200);
    expect((await post(t.app, '/user/save-unsave-stream', { streamId: EPISODE_ID }, fresh.token)).status).toBe(200);
    expect((await send('PUT', `/community/profiles/${otherHandle}/follow`, undefined, fresh.token)).status).toBe(200);
    expect((await get(t.app, '/community/feed', fresh.token)).status).toBe(200);
  });

  it('tells a bad input what is wrong before it speaks of the address', async () => {
    const answer = await send('POST', '/community/posts', { title: '', body: '' }, fresh.token);
    expect(answer.status).toBe(400);
  });

  it('opens posting, commenting and messaging once the e-mailed link is opened', async () => {
    await confirmAddress(t.app, t.config.dataDir, fresh.email);
    expect((await send('POST', '/community/posts', { title: 'Hello', body: 'My first post' }, fresh.token)).status).toBe(201);
    expect((await send('POST', `/interactions/episode/${EPISODE_ID}/comments`, { text: 'Lovely telling' }, fresh.token)).status).toBe(201);
    const opened = await send('POST', '/messages/conversations', { handle: otherHandle }, fresh.token);
    expect(opened.status).toBe(200);
    expect((await send('POST', `/messages/conversations/${opened.body.conversation.id}/messages`, { text: 'Namaste' }, fresh.token)).status).toBe(201);
  });

  it('counts the seeded sample members as confirmed', async () => {
    const samples = await t.db.selectFrom('users').select(['email', 'email_confirmed_at']).where('email', 'like', '%@members.example.org').execute();
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.filter((sample) => !sample.email_confirmed_at)).toEqual([]);
  });
});
