import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_MESSAGES as messages } from '../../contracts/messages/learning';
import { clock } from '../../api/src/clock';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { buyPremium } from './learningHelpers';

/** Every seeded clip is 3 seconds long. */
const FREE_ITEM = 'academyItem-sanskrit-alphabet';
const PREMIUM_ITEM = 'academyItem-nakshatras';
const DRAFT_ITEM = 'academyItem-temple-geometry';

let t: TestApp;
let free: TestMember;

beforeAll(async () => {
  t = await startTestApp();
  free = await newMember(t.app);
});
afterEach(() => clock.reset());
afterAll(async () => t?.close());

const start = async (member: TestMember, id = FREE_ITEM) => {
  const answer = await post(t.app, `/learning/academy-item/${id}/playbacks`, {}, member.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.playbackId as string;
};
const report = (member: TestMember, playbackId: string, watched: unknown) => post(t.app, `/learning/playbacks/${playbackId}/progress`, { watched }, member.token);
const complete = (member: TestMember, playbackId: string, id = FREE_ITEM) => post(t.app, `/learning/academy-item/${id}/completion`, { playbackId }, member.token);
const completions = (member: TestMember) => t.db.selectFrom('completions').selectAll().where('member_id', '=', Number(member.id)).execute();

describe(`completing an academy item (${STORE})`, () => {
  it('completes an item watched to 90 % in plausible time, once per member', async () => {
    const member = await newMember(t.app);
    const playbackId = await start(member);
    clock.shift(1_000);
    expect((await report(member, playbackId, [[0, 1.2]])).body).toMatchObject({ watchedPercent: 40, completed: false });
    expect(await complete(member, playbackId)).toMatchObject({ status: 422, body: { message: messages.notWatchedEnough(90) } });
    clock.shift(1_000);
    // Played again from the start and on to 2.8 s: the parts join, the first second is not counted twice.
    expect((await report(member, playbackId, [[0, 2.8]])).body).toMatchObject({ watchedSeconds: 2.8, watchedPercent: 93, completed: true });
    const first = await complete(member, playbackId);
    expect(first).toMatchObject({ status: 200, body: { firstTime: true } });
    clock.shift(60_000);
    const again = await complete(member, await start(member));
    expect(again.status).toBe(422);
    expect(await complete(member, playbackId)).toMatchObject({ status: 200, body: { firstTime: false, completedAt: first.body.completedAt } });
    expect(await completions(member)).toHaveLength(1);
  });

  it('refuses a playback that claims more than could have been watched since it started, storing nothing', async () => {
    const member = await newMember(t.app);
    const playbackId = await start(member);
    expect(await report(member, playbackId, [[0, 2.5]])).toMatchObject({ status: 422, body: { message: messages.implausible } });
    expect(await complete(member, playbackId)).toMatchObject({ status: 422 });
    // Half a second later, two seconds is what double speed and the leeway allow at most.
    clock.shift(500);
    expect((await report(member, playbackId, [[0, 2.9]])).status).toBe(422);
    expect((await report(member, playbackId, [[0, 1]])).status).toBe(200);
    const row = await t.db.selectFrom('playback_sessions').select('watched').where('id', '=', playbackId).executeTakeFirstOrThrow();
    expect(JSON.parse(row.watched)).toEqual([[0, 1]]);
    expect(await completions(member)).toHaveLength(0);
  });

  it('answers bad input with the reason and changes nothing', async () => {
    const playbackId = await start(free);
    clock.shift(5_000);
    for (const watched of [[[2, 1]], [[-1, 1]], [['0', '1']], 'all', [[0, 1, 2]], Array.from({ length: 201 }, (_, i) => [i / 100, i / 100 + 0.001]), [[0, 9]]]) {
      const answer = await report(free, playbackId, watched);
      expect(answer.status, JSON.stringify(watched)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect(await report(free, '00000000-0000-4000-8000-000000000000', [[0, 1]])).toMatchObject({ status: 404, body: { message: messages.noPlayback } });
    expect(await report(free, 'nope', [[0, 1]])).toMatchObject({ status: 404, body: { message: messages.noPlayback } });
    // Another member's playback is not theirs to report on or complete from.
    const other = await newMember(t.app);
    expect((await report(other, playbackId, [[0, 1]])).status).toBe(404);
    expect((await complete(other, playbackId)).status).toBe(404);
    // A playback of one item does not complete another.
    expect(await complete(free, playbackId, 'academyItem-surya-namaskar')).toMatchObject({ status: 409, body: { message: messages.playbackOfAnother } });
    for (const id of ['academyItem-nope', DRAFT_ITEM]) expect(await post(t.app, `/learning/academy-item/${id}/playbacks`, {}, free.token)).toMatchObject({ status: 404, body: { message: messages.noItem } });
    expect((await post(t.app, `/learning/spark/spark-temple-bells-and-the-mind/completion`, { playbackId }, free.token)).status).toBe(404);
    expect((await post(t.app, `/learning/academy-item/${FREE_ITEM}/completion`, {}, free.token)).status).toBe(400);
    expect((await post(t.app, `/learning/academy-item/${FREE_ITEM}/playbacks`, {})).status).toBe(401);
    expect((await post(t.app, `/learning/academy-item/${FREE_ITEM}/completion`, { playbackId })).status).toBe(401);
    expect(await completions(free)).toHaveLength(0);
  });

  it('lets only a premium member play a premium item', async () => {
    expect(await post(t.app, `/learning/academy-item/${PREMIUM_ITEM}/playbacks`, {}, free.token)).toMatchObject({ status: 403, body: { message: messages.premiumUpgrade } });
    const premium = await newMember(t.app);
    await buyPremium(t, premium);
    await start(premium, PREMIUM_ITEM);
  });
});

describe(`the Academy's figures (${STORE})`, () => {
  it('lists the published items only, with trending from the last day filled up from the week', async () => {
    const answer = await get(t.app, '/learning/academy');
    expect(answer.status).toBe(200);
    const ids = answer.body.items.map((item: { id: string }) => item.id);
    expect(ids).toHaveLength(5);
    expect(ids).not.toContain(DRAFT_ITEM);
    const nakshatras = answer.body.items.find((item: { id: string }) => item.id === PREMIUM_ITEM);
    expect(nakshatras.ratingAverage).toBeGreaterThanOrEqual(4.5);
    expect(nakshatras).toMatchObject({ liked: false, saved: false, completed: false, watchedPercent: 0 });
    expect(answer.body.trending).toHaveLength(3);
    expect(answer.body.trending[0]).toMatchObject({ id: PREMIUM_ITEM, window: 'day' });
    expect(answer.body.trending.slice(1).map((entry: { window: string }) => entry.window)).toEqual(['week', 'week']);
    // A visitor's recommendations: by members' ratings alone.
    expect(answer.body.recommended[0]).toBe(PREMIUM_ITEM);
    expect(answer.body.followedAuthors).toEqual([]);
  });

  it('ranks by the last week alone when nothing was acted on in the last day', async () => {
    clock.shift(30 * 3_600_000);
    const { trending } = (await get(t.app, '/learning/academy')).body;
    expect(trending.map((entry: { window: string }) => entry.window)).toEqual(['week', 'week', 'week']);
  });

  it("shows a member's progress, and recommends what they have not completed, nearest their liked topics first", async () => {
    const member = await newMember(t.app);
    const playbackId = await start(member);
    clock.shift(3_000);
    await report(member, playbackId, [[0, 3]]);
    await complete(member, playbackId);
    // Music and arts: the Sama Veda item's topics.
    expect((await post(t.app, `/interactions/academy-item/academyItem-sama-veda-chant/save`, {}, member.token)).status).toBe(200);
    const follow = await call(t.app, { method: 'PUT', url: '/api/v1/insights/authors/person-meera-iyer/follow', headers: { authorization: `Bearer ${member.token}` } });
    expect(follow.status).toBe(200);
    const answer = (await get(t.app, '/learning/academy', member.token)).body;
    expect(answer.items.find((item: { id: string }) => item.id === FREE_ITEM)).toMatchObject({ completed: true, watchedPercent: 100 });
    expect(answer.items.find((item: { id: string }) => item.id === 'academyItem-sama-veda-chant')).toMatchObject({ saved: true });
    expect(answer.recommended).not.toContain(FREE_ITEM);
    expect(answer.recommended[0]).toBe('academyItem-sama-veda-chant');
    expect(answer.followedAuthors).toEqual(['person-meera-iyer']);
  });
});
