/**
 * A visitor may share a public item: each browser (its random id) counts once per item, members'
 * presses each count, and the shares from one address are limited like any other write.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPISODE_ID, get, newMember, post, startTestApp, STORE, type TestApp } from './helpers';

const SHARE = `/interactions/episode/${EPISODE_ID}/visitor-share`;
const browserId = () => randomUUID();
const episodeShares = async (app: TestApp['app']) => (await get(app, `/user/getepisode/${EPISODE_ID}`)).body.stream.shareCount as number;

describe(`visitors' shares (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('count once per browser, beside every press of a member, in the episode and the summary', async () => {
    const before = await episodeShares(t.app);
    const browser = browserId();
    const first = await post(t.app, SHARE, { visitorId: browser });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, sharesCount: before + 1 });
    expect((await post(t.app, SHARE, { visitorId: browser })).body).toEqual({ success: true, sharesCount: before + 1 });
    expect((await post(t.app, SHARE, { visitorId: browserId() })).body.sharesCount).toBe(before + 2);

    const member = await newMember(t.app);
    await post(t.app, '/user/share-stream', { streamId: EPISODE_ID }, member.token);
    await post(t.app, '/user/share-stream', { streamId: EPISODE_ID }, member.token);
    expect(await episodeShares(t.app)).toBe(before + 4);
    expect((await get(t.app, `/interactions/episode/${EPISODE_ID}`)).body.interactions.sharesCount).toBe(before + 4);
  });

  it('keep only a hash of the browser id, and no member', async () => {
    const browser = browserId();
    await post(t.app, SHARE, { visitorId: browser });
    const rows = await t.db.selectFrom('shares').select(['member_id', 'visitor_hash']).where('visitor_hash', 'is not', null).execute();
    expect(rows.every((row) => row.member_id === null && /^[0-9a-f]{64}$/.test(row.visitor_hash ?? ''))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(browser);
  });

  it('twenty simultaneous shares from one browser count once', async () => {
    const browser = browserId();
    const target = '/interactions/spark/spark-bathing-at-sunrise/visitor-share';
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(t.app, target, { visitorId: browser })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const { sharesCount } = (await get(t.app, '/interactions/spark/spark-bathing-at-sunrise')).body.interactions;
    expect(answers.map((answer) => answer.body.sharesCount)).toContain(sharesCount);
    expect((await post(t.app, target, { visitorId: browser })).body.sharesCount).toBe(sharesCount);
  });

  it('refuse a missing or malformed browser id and an unknown item, saying why', async () => {
    for (const body of [{}, { visitorId: 'short' }, { visitorId: 'has spaces and more than sixteen' }, { visitorId: 42 }]) {
      const refused = await post(t.app, SHARE, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/visitor id/i) });
    }
    const unknown = await post(t.app, '/interactions/episode/no-such-episode/visitor-share', { visitorId: browserId() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
  });
});

describe(`visitors' shares under the write limit (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ writeLimitScale: 1, writeLimits: { marks: { perAddress: 3, perMember: 100, windowMs: 60_000 } } });
  });
  afterAll(async () => t?.close());

  it('stop new browser ids from one address past the limit, and leave other addresses alone', async () => {
    const from = (remoteAddress: string) => post(t.app, SHARE, { visitorId: browserId() }, undefined, { remoteAddress });
    for (let n = 0; n < 3; n += 1) expect((await from('203.0.113.9')).status).toBe(200);
    const refused = await from('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/^Too many .* from your network/) });
    expect((await from('203.0.113.10')).status).toBe(200);
  });
});
