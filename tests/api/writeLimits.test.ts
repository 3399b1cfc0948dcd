/**
 * Every write endpoint is under a per-address and, for members, a per-member limit (the database's
 * counters); a 429 says when to try again, in words and in Retry-After.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_LIMITS, unclassifiedWrites } from '../../api/src/auth/writeLimits';
import { EPISODE_ID, newMember, post, startTestApp, STORE, type TestApp } from './helpers';

const donation = () => ({
  firstName: 'Meera', lastName: 'Iyer', email: `meera.${randomUUID().slice(0, 8)}@example.com`, country: 'India',
  phone: '98765 43210', amountRupees: 501, pan: 'ABCDE1234F', address: '12 Temple Street, Chennai', showName: false,
  causeId: 'donationCause-vedic-research', idempotencyKey: randomUUID(),
});

describe('the write limits', () => {
  it('give every write endpoint of the contracts a kind', () => {
    expect(unclassifiedWrites()).toEqual([]);
  });
});

describe(`limits on writes (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      writeLimitScale: 1,
      writeLimits: {
        orders: { perAddress: 3, perMember: 100, windowMs: 60 * 60_000 },
        posts: { perAddress: 100, perMember: 2, windowMs: 60 * 60_000 },
        marks: { perAddress: 4, perMember: 100, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => t.close());

  it('stops anonymous donations from one address, saying when to try again, and leaves other addresses alone', async () => {
    const from = (remoteAddress: string) => post(t.app, '/donations', donation(), undefined, { remoteAddress });
    for (let n = 0; n < 3; n += 1) expect((await from('203.0.113.7')).status).toBe(201);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/^Too many orders and donations from your network .*try again in (60 minutes|1 hour)\.$/) });
    expect(await t.db.selectFrom('donations').select('id').execute()).toHaveLength(3);
    expect((await from('203.0.113.8')).status).toBe(201);
  });

  it("stops one member's comments from any address, but not another member's", async () => {
    const [asha, ravi] = [await newMember(t.app), await newMember(t.app)];
    const comment = (token: string, remoteAddress: string) =>
      post(t.app, `/interactions/episode/${EPISODE_ID}/comments`, { text: `A thought ${randomUUID()}` }, token, { remoteAddress });
    expect((await comment(asha.token, '198.51.100.1')).status).toBe(201);
    expect((await comment(asha.token, '198.51.100.2')).status).toBe(201);
    const refused = await comment(asha.token, '198.51.100.3');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body.message).toMatch(/comments, reviews and uploads from your account/);
    expect((await comment(ravi.token, '198.51.100.3')).status).toBe(201);
  });

  it('counts the members behind one address together, with Retry-After within the minute', async () => {
    const members = [await newMember(t.app), await newMember(t.app)];
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const member of members) {
        statuses.push((await post(t.app, `/interactions/episode/${EPISODE_ID}/save`, {}, member.token, { remoteAddress: '192.0.2.44' })).status);
      }
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    const refused = await post(t.app, `/interactions/episode/${EPISODE_ID}/like`, {}, members[0]!.token, { remoteAddress: '192.0.2.44' });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body.message).toMatch(/try again in (\d+ seconds?|1 minute)\.$/);
  });

  it('has defaults that a person never meets and a busy page of the tests stays under', () => {
    expect(DEFAULT_WRITE_LIMITS.posts.perMember).toBeGreaterThanOrEqual(55);
    expect(DEFAULT_WRITE_LIMITS.orders.perAddress).toBeGreaterThanOrEqual(DEFAULT_WRITE_LIMITS.orders.perMember);
  });
});
