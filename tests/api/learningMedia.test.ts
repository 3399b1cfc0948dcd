import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_MESSAGES } from '../../contracts/messages/learning';
import { LEARNING_SEED, VIDEO_SEED } from '../../api/src/learning/seed';
import { clock } from '../../api/src/clock';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { buyPremium } from './learningHelpers';

const messages = LEARNING_MESSAGES;
const PREMIUM_ITEM = 'academyItem-nakshatras';
const FREE_ITEM = 'academyItem-sanskrit-alphabet';
const SPARK = 'spark-the-meaning-of-om-in-40-seconds';

let t: TestApp;
let free: TestMember;
let premium: TestMember;

beforeAll(async () => {
  t = await startTestApp();
  free = await newMember(t.app);
  premium = await newMember(t.app);
  await buyPremium(t, premium);
});
afterAll(async () => t?.close());

const playback = (type: string, id: string, token?: string) => get(t.app, `/learning/${type}/${id}/playback`, token);

describe(`premium and free clips (${STORE})`, () => {
  it('plays a free item, a spark and a video sample from the public media library for anyone', async () => {
    for (const [type, id] of [['academy-item', FREE_ITEM], ['spark', SPARK], ['video-sample', 'videoSample-live-banarasi-handloom']]) {
      const answer = await playback(type!, id!);
      expect(answer.status, id).toBe(200);
      expect(answer.body).toMatchObject({ premium: false, expiresAt: null });
      expect(answer.body.url).toMatch(/^\/media\/learning\/[a-z-]+\.mp4$/);
      const file = await call(t.app, { method: 'GET', url: answer.body.url, headers: { range: 'bytes=0-99' } });
      expect(file.status).toBe(206);
    }
  });

  it('asks a visitor to log in and a free member to upgrade; a premium member gets a signed address that streams ranges', async () => {
    expect(await playback('academy-item', PREMIUM_ITEM)).toMatchObject({ status: 401, body: { message: messages.premiumLogin } });
    expect(await playback('academy-item', PREMIUM_ITEM, free.token)).toMatchObject({ status: 403, body: { message: messages.premiumUpgrade } });
    const answer = await playback('academy-item', PREMIUM_ITEM, premium.token);
    expect(answer.status).toBe(200);
    expect(answer.body.premium).toBe(true);
    expect(answer.body.url).toMatch(/^\/api\/v1\/learning\/academy-item\/academyItem-nakshatras\/media\/\d+\.\w+\.[\w-]+$/);
    // The signed address is all a video element needs: no token header.
    const whole = await call(t.app, { method: 'GET', url: answer.body.url });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['cache-control']).toBe('private, no-store');
    const part = await call(t.app, { method: 'GET', url: answer.body.url, headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 10-19\//);
  });

  it('gives a visitor nothing at a guessed, altered or expired address, and nothing of the premium library under /media', async () => {
    for (const url of ['/media/nakshatras.mp4', '/media/premium-media/nakshatras.mp4', '/media/..%2Fpremium-media%2Fnakshatras.mp4']) {
      expect((await call(t.app, { method: 'GET', url })).status, url).toBe(404);
    }
    const { url } = (await playback('academy-item', PREMIUM_ITEM, premium.token)).body;
    const token = String(url).split('/').pop()!;
    const [member, ends, signature] = token.split('.');
    const base = '/learning/academy-item';
    for (const path of [
      `${base}/${PREMIUM_ITEM}/media/${member}.${(parseInt(ends!, 36) + 3600).toString(36)}.${signature}`,
      `${base}/${PREMIUM_ITEM}/media/${Number(member) + 1}.${ends}.${signature}`,
      `${base}/academyItem-arthashastra-for-founders/media/${token}`,
      `${base}/${PREMIUM_ITEM}/media/nakshatras.mp4`,
      `${base}/${PREMIUM_ITEM}/media/x`,
    ]) {
      expect(await get(t.app, path), path).toMatchObject({ status: 403, body: { message: messages.mediaRefused } });
    }
    clock.shift(16 * 60_000);
    try {
      expect((await call(t.app, { method: 'GET', url })).status).toBe(403);
    } finally {
      clock.shift(-16 * 60_000);
    }
  });

  it('answers 404 for an unknown item, a draft the trust has not released, and a type without clips', async () => {
    expect(await playback('academy-item', 'academyItem-nope')).toMatchObject({ status: 404, body: { message: messages.noItem } });
    expect((await playback('academy-item', 'academyItem-temple-geometry')).status).toBe(404);
    expect((await playback('academy-item', SPARK)).status).toBe(404);
    expect((await playback('episode', 'matsya-the-fish')).status).toBe(404);
  });
});

describe(`seeded interactions and daily views (${STORE})`, () => {
  it('seeds the items’ sample ratings and likes once, as members’ interactions', async () => {
    const summary = (await get(t.app, `/interactions/academy-item/${PREMIUM_ITEM}`)).body.interactions;
    expect(summary.ratingCount).toBeGreaterThan(5);
    expect(summary.ratingAverage).toBeGreaterThanOrEqual(4.5);
    expect(summary.likesCount).toBeGreaterThan(5);
    expect(await t.db.selectFrom('seed_runs').select('name').where('name', '=', LEARNING_SEED).execute()).toHaveLength(1);
  });

  it('seeds the video samples’ rating, likes, forwards and views once, as members’ interactions', async () => {
    const summary = (await get(t.app, '/interactions/video-sample/videoSample-surya-namaskar-science')).body.interactions;
    expect(summary).toMatchObject({ sharesCount: 2 });
    expect(summary.ratingAverage).toBeCloseTo(4.5, 1);
    expect(summary.likesCount).toBeGreaterThan(5);
    const trending = (await get(t.app, '/interactions/video-sample/videoSample-trending-sanskrit-and-ai')).body.interactions;
    expect(trending.viewsCount).toBeGreaterThan(summary.viewsCount);
    expect(await t.db.selectFrom('seed_runs').select('name').where('name', '=', VIDEO_SEED).execute()).toHaveLength(1);
  });

  it('plays a premium video sample for a premium member only', async () => {
    const id = 'videoSample-trending-kautilya-leadership';
    expect((await playback('video-sample', id)).status).toBe(401);
    expect((await playback('video-sample', id, free.token)).status).toBe(403);
    const answer = await playback('video-sample', id, premium.token);
    expect(answer.body.url).toMatch(/^\/api\/v1\/learning\/video-sample\//);
    expect((await call(t.app, { method: 'GET', url: answer.body.url })).status).toBe(200);
  });

  it('counts a member’s and a browser’s views once a day', async () => {
    const path = `/interactions/spark/spark-bathing-at-sunrise`;
    const member = await newMember(t.app);
    const visitorId = randomUUID();
    // Yesterday: however often they look, one view each.
    clock.shift(-24 * 3_600_000);
    try {
      expect((await post(t.app, `${path}/view`, {}, member.token)).body.viewsCount).toBe(1);
      expect((await post(t.app, `${path}/view`, {}, member.token)).body.viewsCount).toBe(1);
      expect((await post(t.app, `${path}/visitor-view`, { visitorId })).body.viewsCount).toBe(2);
      expect((await post(t.app, `${path}/visitor-view`, { visitorId })).body.viewsCount).toBe(2);
    } finally {
      clock.shift(24 * 3_600_000);
    }
    // Today they count again.
    expect((await post(t.app, `${path}/view`, {}, member.token)).body.viewsCount).toBe(3);
    expect((await post(t.app, `${path}/visitor-view`, { visitorId })).body.viewsCount).toBe(4);
    expect((await post(t.app, `${path}/view`, {}, member.token)).body.viewsCount).toBe(4);
    expect(await post(t.app, `${path}/visitor-view`, { visitorId: 'short' })).toMatchObject({ status: 400 });
    expect((await post(t.app, `/interactions/spark/spark-nope/visitor-view`, { visitorId })).status).toBe(404);
  });
});
