/**
 * Two members meeting in the community: profiles with handles from sign-up on, follows and their
 * counts, posts with hashtags, pictures and audiences, a discussion with stances and replies,
 * stories that last a day (the clock is moved, not waited for), tribes and event RSVPs; a private
 * e-mail address never reaches another member; every bad input is refused with a message and
 * stores nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LAST_ACTIVE_EVERY_MS, POST_BODY_MAX_LENGTH, POST_HASHTAGS_MAX, STORY_LIFETIME_MS, TRIBE_NAME_MAX_LENGTH, TRIBES_PER_MEMBER_PER_DAY } from '../../contracts/communityRules';
import { clock, CLOCK_SHIFT_HEADER } from '../../api/src/clock';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { multipartBody, picture } from './uploadFixtures';

let t: TestApp;
let a: TestMember;
let b: TestMember;
let aHandle: string;
let bHandle: string;

const send = (method: 'PUT' | 'DELETE', url: string, payload: unknown, token?: string) =>
  call(t.app, { method, url: `/api/v1${url}`, payload: payload as string, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function upload(token: string, data: Buffer) {
  const { payload, contentType } = multipartBody([{ filename: 'p.png', data }]);
  return call(t.app, { method: 'POST', url: '/api/v1/uploads', payload, headers: { 'content-type': contentType, authorization: `Bearer ${token}` } });
}

const postBody = (overrides: Record<string, unknown> = {}) => ({ title: 'Morning chant', body: 'Three notes and a lifetime #SamaVeda', ...overrides });
const countRows = async (table: 'posts' | 'stories' | 'follows' | 'event_attendances' | 'comments' | 'tribes') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await startTestApp();
  a = await newMember(t.app, { firstName: 'Asha', lastName: 'Menon' });
  b = await newMember(t.app, { firstName: 'Bala', lastName: 'Krishnan' });
  aHandle = (await get(t.app, '/community/me', a.token)).body.profile.handle;
  bHandle = (await get(t.app, '/community/me', b.token)).body.profile.handle;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => clock.reset());

describe(`Community on ${STORE}`, () => {
  it('gives every member a profile and a handle from their name at sign-up', async () => {
    const row = await t.db.selectFrom('member_profiles').select(['handle']).where('user_id', '=', Number(a.id)).executeTakeFirst();
    expect(row?.handle).toBe(aHandle);
    expect(aHandle).toMatch(/^asha\.menon\d*$/);
    const profile = await get(t.app, `/community/profiles/${aHandle}`);
    expect(profile.status).toBe(200);
    expect(profile.body.profile).toMatchObject({ name: 'Asha Menon', stage: expect.objectContaining({ name: 'Jijnasu', meaning: 'Seeker', label: 'Jijnasu — Seeker', rank: 1 }), email: null, viewer: null });
  });

  it('keeps a private e-mail address from every answer to another member', async () => {
    const saved = await send('PUT', '/community/me', { firstName: 'Asha', lastName: 'Menon', emailPrivate: true, bio: 'Chants at dawn.', quote: 'Yogah karmasu kaushalam' }, a.token);
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ email: a.email, emailPrivate: true, bio: 'Chants at dawn.' });
    await post(t.app, '/community/posts', postBody(), a.token);
    const answers = await Promise.all([
      get(t.app, `/community/profiles/${aHandle}`, b.token),
      get(t.app, '/community/feed', b.token),
      get(t.app, `/community/profiles/${aHandle}/posts`, b.token),
      get(t.app, `/community/search?q=asha`, b.token),
      get(t.app, `/community/profiles/${bHandle}/people?list=followers`, b.token),
    ]);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(a.email);
    const shown = await send('PUT', '/community/me', { firstName: 'Asha', lastName: 'Menon', emailPrivate: false }, a.token);
    expect(shown.status).toBe(200);
    expect((await get(t.app, `/community/profiles/${aHandle}`, b.token)).body.profile.email).toBe(a.email);
    await send('PUT', '/community/me', { firstName: 'Asha', lastName: 'Menon', emailPrivate: true }, a.token);
  });

  it('counts a follow on both profiles and friends once it is mutual', async () => {
    const followed = await send('PUT', `/community/profiles/${aHandle}/follow`, undefined, b.token);
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({ following: true, followee: { followersCount: 1, friendsCount: 0 } });
    const back = await send('PUT', `/community/profiles/${bHandle}/follow`, undefined, a.token);
    expect(back.body).toMatchObject({ followee: { followersCount: 1, friendsCount: 1 }, follower: { friendsCount: 1 } });
    const seen = (await get(t.app, `/community/profiles/${aHandle}`, b.token)).body.profile;
    expect(seen).toMatchObject({ followersCount: 1, friendsCount: 1, viewer: { following: true, followsYou: true, isSelf: false } });
    const friends = await get(t.app, `/community/profiles/${aHandle}/people?list=friends`);
    expect(friends.body.people.map((p: { handle: string }) => p.handle)).toEqual([bHandle]);
    const unfollowed = await send('DELETE', `/community/profiles/${aHandle}/follow`, undefined, b.token);
    expect(unfollowed.body).toMatchObject({ following: false, followee: { followersCount: 0, friendsCount: 0 } });
    await send('PUT', `/community/profiles/${aHandle}/follow`, undefined, b.token);
  });

  it('publishes a post with a title, hashtags and a picture; another member comments with a stance and the author replies', async () => {
    const image = await upload(a.token, await picture.png());
    expect(image.status).toBe(201);
    const created = await post(t.app, '/community/posts', postBody({ body: 'Evening riyaz #NadaYoga #SamaVeda', imageUrl: image.body.upload.url, imageAlt: 'A lotus' }), a.token);
    expect(created.status).toBe(201);
    expect(created.body.post).toMatchObject({ title: 'Morning chant', hashtags: ['NadaYoga', 'SamaVeda'], imageUrl: image.body.upload.url, mine: true });
    const id = created.body.post.id as string;
    const feed = await get(t.app, '/community/feed', b.token);
    expect(feed.body.posts[0].id).toBe(id);
    const tagged = await get(t.app, '/community/hashtags/nadayoga');
    expect(tagged.body.posts.map((p: { id: string }) => p.id)).toContain(id);

    const comment = await post(t.app, `/interactions/post/${id}/comments`, { text: 'I see it differently.', stance: 'disagree' }, b.token);
    expect(comment.status).toBe(201);
    const reply = await post(t.app, `/interactions/post/${id}/comments`, { text: 'Tell me more.', parentId: comment.body.comment._id }, a.token);
    expect(reply.status).toBe(201);
    const discussion = await get(t.app, `/community/posts/${id}/comments?sort=relevant`, a.token);
    expect(discussion.body.comments[0]).toMatchObject({ text: 'I see it differently.', stance: 'disagree', author: { handle: bHandle }, mine: false });
    expect(discussion.body.comments[0].replies[0]).toMatchObject({ text: 'Tell me more.', author: { handle: aHandle }, mine: true });

    const liked = await post(t.app, `/interactions/post/${id}/like`, undefined, b.token);
    expect(liked.body.liked).toBe(true);
    expect((await get(t.app, `/community/posts/${id}`, b.token)).body.post).toMatchObject({ likesCount: 1, commentsCount: 2, liked: true });

    const edited = await send('PUT', `/community/comments/${comment.body.comment._id}`, { text: 'On reflection, I disagree less.' }, b.token);
    expect(edited.body.comment).toMatchObject({ text: 'On reflection, I disagree less.', mine: true });
    expect((await send('PUT', `/community/comments/${comment.body.comment._id}`, { text: 'Not mine' }, a.token)).status).toBe(403);
    expect((await send('DELETE', `/community/posts/${id}`, undefined, b.token)).status).toBe(403);
    expect((await send('DELETE', `/community/posts/${id}`, undefined, a.token)).status).toBe(200);
    expect((await get(t.app, `/community/posts/${id}`)).status).toBe(404);
  });

  it('shows a followers-only post to followers and to nobody else', async () => {
    const c = await newMember(t.app);
    const created = await post(t.app, '/community/posts', postBody({ audience: 'followers' }), a.token);
    const id = created.body.post.id as string;
    expect((await get(t.app, `/community/posts/${id}`, b.token)).status).toBe(200);
    expect((await get(t.app, `/community/posts/${id}`, c.token)).status).toBe(404);
    expect((await get(t.app, `/community/posts/${id}`)).status).toBe(404);
  });

  it('shows a story for a day and then no more', async () => {
    const image = await upload(a.token, await picture.jpeg());
    const story = await post(t.app, '/community/stories', { imageUrl: image.body.upload.url, caption: 'Sunrise at the ghat' }, a.token);
    expect(story.status).toBe(201);
    const mine = (await get(t.app, '/community/stories', b.token)).body.members.find((m: { member: { handle: string } }) => m.member.handle === aHandle);
    expect(mine.stories.map((s: { caption: string }) => s.caption)).toContain('Sunrise at the ghat');
    clock.shift(STORY_LIFETIME_MS + 60 * 60 * 1000);
    const later = (await get(t.app, '/community/stories', b.token)).body.members;
    expect(later.find((m: { member: { handle: string } }) => m.member.handle === aHandle)).toBeUndefined();
  });

  it('deletes a story for its author only', async () => {
    const image = await upload(a.token, await picture.png());
    const story = (await post(t.app, '/community/stories', { imageUrl: image.body.upload.url, caption: 'Evening lamp' }, a.token)).body.story;
    const captions = async () => ((await get(t.app, '/community/stories', b.token)).body.members as { stories: { caption: string }[] }[]).flatMap((m) => m.stories.map((s) => s.caption));
    expect(await send('DELETE', `/community/stories/${story.id}`, undefined, b.token)).toMatchObject({ status: 403, body: { success: false, message: 'Only the member who shared this story can delete it.' } });
    expect(await captions()).toContain('Evening lamp');
    expect((await send('DELETE', `/community/stories/${story.id}`, undefined, a.token)).status).toBe(200);
    expect(await captions()).not.toContain('Evening lamp');
    expect((await send('DELETE', `/community/stories/${story.id}`, undefined, a.token)).body).toMatchObject({ success: false, message: 'No story found with this id.' });
  });

  it('starts a tribe whose founder is its admin and first member, and others join it', async () => {
    const made = await post(t.app, '/community/tribes', { name: 'Upanishad Readers', description: 'One verse a week, slowly.' }, a.token);
    expect(made.status).toBe(201);
    expect(made.body.tribe).toMatchObject({ slug: 'upanishad-readers', name: 'Upanishad Readers', description: 'One verse a week, slowly.', membersCount: 1, joined: true });
    const founder = await t.db.selectFrom('tribe_memberships').innerJoin('tribes', 'tribes.id', 'tribe_memberships.tribe_id').select(['role', 'user_id']).where('slug', '=', 'upanishad-readers').execute();
    expect(founder).toEqual([{ role: 'admin', user_id: Number(a.id) }]);
    const listed = (await get(t.app, '/community/tribes', b.token)).body.tribes.find((tribe: { slug: string }) => tribe.slug === 'upanishad-readers');
    expect(listed).toMatchObject({ membersCount: 1, joined: false });
    expect((await send('PUT', '/community/tribes/upanishad-readers/membership', undefined, b.token)).body.tribe).toMatchObject({ membersCount: 2, joined: true });
  });

  it('keeps "Last active" from any signed-in request, written at most once a minute', async () => {
    const lastActive = async () => (await t.db.selectFrom('member_profiles').select('last_active_at').where('user_id', '=', Number(b.id)).executeTakeFirstOrThrow()).last_active_at;
    await t.db.updateTable('member_profiles').set({ last_active_at: '2020-01-01T00:00:00.000Z' }).where('user_id', '=', Number(b.id)).execute();
    expect((await get(t.app, '/account/settings', b.token)).status).toBe(200);
    const first = await lastActive();
    expect(Date.now() - Date.parse(first!)).toBeLessThan(60_000);
    clock.shift(LAST_ACTIVE_EVERY_MS / 2);
    await get(t.app, '/notifications', b.token);
    expect(await lastActive()).toBe(first);
    clock.shift(LAST_ACTIVE_EVERY_MS);
    await get(t.app, '/notifications', b.token);
    expect(Date.parse((await lastActive())!)).toBeGreaterThan(Date.parse(first!));
  });

  it('leaves members who blocked each other out of the people search, both ways', async () => {
    const c = await newMember(t.app, { firstName: 'Chitra', lastName: 'Blockwell' });
    const found = async (token: string, q: string) => ((await get(t.app, `/community/search?q=${q}`, token)).body.people as { name: string }[]).map((p) => p.name);
    expect(await found(a.token, 'blockwell')).toContain('Chitra Blockwell');
    const cHandle = (await get(t.app, '/community/me', c.token)).body.profile.handle;
    expect((await send('PUT', `/blocks/${cHandle}`, undefined, a.token)).status).toBe(200);
    expect(await found(a.token, 'blockwell')).toEqual([]);
    expect(await found(c.token, 'asha')).not.toContain('Asha Menon');
    expect(await found(b.token, 'blockwell')).toContain('Chitra Blockwell');
    await send('DELETE', `/blocks/${cHandle}`, undefined, a.token);
  });

  it('joins and leaves a tribe, its member count following', async () => {
    const before = (await get(t.app, '/community/tribes', b.token)).body.tribes.find((tribe: { slug: string }) => tribe.slug === 'gita-study-circle');
    const joined = await send('PUT', '/community/tribes/gita-study-circle/membership', undefined, b.token);
    expect(joined.body.tribe).toMatchObject({ joined: true, membersCount: before.membersCount + 1 });
    const left = await send('DELETE', '/community/tribes/gita-study-circle/membership', undefined, b.token);
    expect(left.body.tribe).toMatchObject({ joined: false, membersCount: before.membersCount });
  });

  it('takes an RSVP to an upcoming event, lists the member going and offers a calendar file', async () => {
    const going = await send('PUT', '/community/events/event-gita-jayanti-satsang/attendance', undefined, b.token);
    expect(going.status).toBe(200);
    expect(going.body.event).toMatchObject({ going: true, title: 'Gita Jayanti Satsang' });
    const listed = (await get(t.app, '/community/events', b.token)).body.events[0];
    expect(listed).toMatchObject({ id: 'event-gita-jayanti-satsang', going: true });
    const ics = await get(t.app, '/community/events/event-gita-jayanti-satsang/calendar.ics');
    expect(ics.status).toBe(200);
    expect(String(ics.headers['content-type'])).toContain('text/calendar');
    expect(ics.body).toContain(`DTSTART:${listed.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(ics.body).toContain('SUMMARY:Gita Jayanti Satsang');
    const notGoing = await send('DELETE', '/community/events/event-gita-jayanti-satsang/attendance', undefined, b.token);
    expect(notGoing.body.event.going).toBe(false);
  });

  it('changes a handle once a month and never to a taken one', async () => {
    const profile = (h: string) => ({ firstName: 'Bala', lastName: 'Krishnan', emailPrivate: true, handle: h });
    const taken = await send('PUT', '/community/me', profile(aHandle), b.token);
    expect(taken).toMatchObject({ status: 409, body: { success: false, message: 'This handle is already taken. Please choose another.' } });
    const changed = await send('PUT', '/community/me', profile('bala.sings'), b.token);
    expect(changed.body.profile).toMatchObject({ handle: 'bala.sings' });
    expect(changed.body.profile.handleChangeableFrom).not.toBeNull();
    const again = await send('PUT', '/community/me', profile('bala.again'), b.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/change it again from/);
    bHandle = 'bala.sings';
  });
});

describe(`The sample community on ${STORE}`, () => {
  it('is dated from the first start: stories from the last hours, members active lately, the event still ahead', async () => {
    const stories = (await get(t.app, '/community/stories')).body.members;
    expect(stories.length).toBeGreaterThanOrEqual(6);
    const events = (await get(t.app, '/community/events')).body.events;
    expect(events[0]).toMatchObject({ id: 'event-gita-jayanti-satsang', attendeesCount: 8 });
    expect(Date.parse(events[0].startsAt)).toBeGreaterThan(Date.now());
    const feed = (await get(t.app, '/community/feed')).body.posts as { createdAt: string }[];
    expect(Date.now() - Date.parse(feed.at(-1)!.createdAt)).toBeLessThan(30 * 24 * 60 * 60 * 1000);
  });

  it('moves the clock for one request that asks, on a server started with clock control', async () => {
    process.env.CLOCK_CONTROL = 'header';
    try {
      const later = await call(t.app, { method: 'GET', url: '/api/v1/community/stories', headers: { [CLOCK_SHIFT_HEADER]: String(STORY_LIFETIME_MS + 60 * 60 * 1000) } });
      expect(later.body.members).toEqual([]);
      expect((await get(t.app, '/community/stories')).body.members.length).toBeGreaterThan(0);
    } finally {
      delete process.env.CLOCK_CONTROL;
    }
  });
});

describe(`Community refuses bad input on ${STORE}, storing nothing`, () => {
  const refused = async (answer: Promise<{ status: number; body: { success: boolean; message: string } }>, status: number, message: RegExp, table: Parameters<typeof countRows>[0]) => {
    const before = await countRows(table);
    const { status: got, body } = await answer;
    expect({ got, success: body.success }).toEqual({ got: status, success: false });
    expect(body.message).toMatch(message);
    expect(await countRows(table)).toBe(before);
  };

  it('refuses blank, oversized and over-tagged posts', async () => {
    await refused(post(t.app, '/community/posts', postBody({ body: '   ' }), a.token), 400, /Post text is required/, 'posts');
    await refused(post(t.app, '/community/posts', postBody({ title: '' }), a.token), 400, /Title is required/, 'posts');
    await refused(post(t.app, '/community/posts', postBody({ body: 'x'.repeat(POST_BODY_MAX_LENGTH + 1) }), a.token), 400, /at most 5000/, 'posts');
    const tags = Array.from({ length: POST_HASHTAGS_MAX + 1 }, (_, i) => `#tag${i}`).join(' ');
    await refused(post(t.app, '/community/posts', postBody({ body: tags }), a.token), 400, /at most 30 hashtags/, 'posts');
    expect((await post(t.app, '/community/posts', postBody({ body: 'x'.repeat(POST_BODY_MAX_LENGTH) }), a.token)).status).toBe(201);
  });

  it('refuses blank and oversized comments', async () => {
    const id = (await post(t.app, '/community/posts', postBody(), a.token)).body.post.id;
    await refused(post(t.app, `/interactions/post/${id}/comments`, { text: '  ', stance: 'agree' }, b.token), 400, /Comment text is required/, 'comments');
    await refused(post(t.app, `/interactions/post/${id}/comments`, { text: 'x'.repeat(2001) }, b.token), 400, /at most 2000/, 'comments');
  });

  it('refuses a picture over the limit, and one the member did not upload', async () => {
    const small = await startTestApp({ uploadLimits: { maxFileBytes: 1024 } });
    try {
      const m = await newMember(small.app);
      const { payload, contentType } = multipartBody([{ filename: 'big.png', data: await picture.noisePng(64, 64) }]);
      const big = await call(small.app, { method: 'POST', url: '/api/v1/uploads', payload, headers: { 'content-type': contentType, authorization: `Bearer ${m.token}` } });
      expect(big.status).toBe(413);
    } finally {
      await small.close();
    }
    const others = await upload(b.token, await picture.png());
    await refused(post(t.app, '/community/posts', postBody({ imageUrl: others.body.upload.url }), a.token), 400, /one you uploaded/, 'posts');
    await refused(post(t.app, '/community/stories', { imageUrl: others.body.upload.url }, a.token), 400, /one you uploaded/, 'stories');
  });

  it('refuses a tribe without a name, with a taken or overlong name, from a visitor, and past the day\'s limit', async () => {
    await refused(post(t.app, '/community/tribes', { name: '  ' }, b.token), 400, /Name is required/, 'tribes');
    await refused(post(t.app, '/community/tribes', { name: 'x'.repeat(TRIBE_NAME_MAX_LENGTH + 1) }, b.token), 400, /at most 60/, 'tribes');
    await refused(post(t.app, '/community/tribes', { name: '!?' }, b.token), 400, /at least 3 letters/, 'tribes');
    await refused(post(t.app, '/community/tribes', { name: 'gita study  CIRCLE' }, b.token), 409, /already exists/, 'tribes');
    await refused(post(t.app, '/community/tribes', { name: 'Wanderers' }), 401, /log in/, 'tribes');
    const { token } = await newMember(t.app);
    for (let n = 0; n < TRIBES_PER_MEMBER_PER_DAY; n++) expect((await post(t.app, '/community/tribes', { name: `Circle ${n} ${Date.now()}` }, token)).status).toBe(201);
    await refused(post(t.app, '/community/tribes', { name: `One more ${Date.now()}` }, token), 429, /at most 3 tribes a day/, 'tribes');
  });

  it('answers 404 for an unknown post, member, tribe or event', async () => {
    expect((await get(t.app, '/community/posts/999999')).body).toMatchObject({ success: false, message: 'No post found with this id.' });
    expect((await get(t.app, '/community/posts/not-a-number')).status).toBe(404);
    expect((await get(t.app, '/community/profiles/nobody.here')).status).toBe(404);
    await refused(post(t.app, '/interactions/post/999999/comments', { text: 'Hello' }, b.token), 404, /No post found/, 'comments');
    await refused(send('PUT', '/community/tribes/no-such-tribe/membership', undefined, b.token), 404, /No tribe/, 'posts');
    await refused(send('PUT', '/community/events/no-such-event/attendance', undefined, b.token), 404, /No event/, 'event_attendances');
  });

  it('refuses following oneself and an RSVP to a past event', async () => {
    await refused(send('PUT', `/community/profiles/${aHandle}/follow`, undefined, a.token), 400, /cannot follow yourself/, 'follows');
    const [event] = (await get(t.app, '/community/events')).body.events;
    clock.shift(Date.parse(event.startsAt) - clock.nowMs() + 60_000);
    // Sessions age by the same clock: someone who signs up months later asks.
    const { token } = await newMember(t.app);
    await refused(send('PUT', '/community/events/event-gita-jayanti-satsang/attendance', undefined, token), 409, /already taken place/, 'event_attendances');
  });

  it('refuses writes from visitors and malformed profiles', async () => {
    await refused(post(t.app, '/community/posts', postBody()), 401, /log in/, 'posts');
    const invalid = await send('PUT', '/community/me', { firstName: 'Asha', lastName: 'Menon', emailPrivate: true, bio: 'x'.repeat(501) }, a.token);
    expect(invalid).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Bio must be at most 500/) } });
    const badHandle = await send('PUT', '/community/me', { firstName: 'Asha', lastName: 'Menon', emailPrivate: true, handle: 'A!' }, a.token);
    expect(badHandle.body.message).toMatch(/A handle is 3 to 30/);
  });
});
