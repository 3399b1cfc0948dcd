/**
 * Production defaults: a production server refuses to start with the embedded test payments (unless
 * PAYMENTS_TEST_MODE=true says so) or without PUBLIC_ORIGIN; links in e-mails never come from a
 * request header; the Studio's backend refuses anonymous callers before reading their bodies.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMember, post, startTestApp, STORE, type TestApp } from './helpers';
import { linkIn, readOutbox } from './outbox';
import { killAllServers, startServerProcess, tempDataDir } from './processes';

/** Starts a server process and resolves with what it printed when it exited (or 'started'). */
async function startOutcome(env: Record<string, string>): Promise<string> {
  try {
    const server = await startServerProcess({ dataDir: tempDataDir(), env });
    await server.stop();
    return 'started';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('starting in production', () => {
  afterAll(killAllServers);

  it('refuses without Razorpay keys unless PAYMENTS_TEST_MODE=true, in one line naming both', { timeout: 180_000 }, async () => {
    const refused = await startOutcome({ PAYMENTS_TEST_MODE: '' });
    const line = refused.split('\n').find((text) => text.includes('RAZORPAY_KEY_ID'));
    expect(line).toMatch(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.*PAYMENTS_TEST_MODE=true/);
    expect(refused).not.toMatch(/Jnanam is running/);
  });

  it('refuses without PUBLIC_ORIGIN', { timeout: 180_000 }, async () => {
    const refused = await startOutcome({ PUBLIC_ORIGIN: '' });
    expect(refused).toMatch(/Refusing to start: NODE_ENV=production needs PUBLIC_ORIGIN/);
  });

  it('starts outside production with neither (npm start keeps test payments), and in production with both set', { timeout: 180_000 }, async () => {
    expect(await startOutcome({ NODE_ENV: '', PAYMENTS_TEST_MODE: '', PUBLIC_ORIGIN: '' })).toBe('started');
    expect(await startOutcome({})).toBe('started');
  });
});

describe(`links in e-mails and the test checkout (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: true });
  });
  afterAll(async () => t.close());

  it('builds reset links on the listening address, whatever Host or X-Forwarded-Host the request names', async () => {
    const member = await newMember(t.app);
    const headers = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' };
    const asked = await call(t.app, { method: 'POST', url: '/api/v1/account/password/forgot', payload: { email: member.email }, headers });
    expect(asked.status).toBe(202);
    const mails = await readOutbox(t.config.dataDir, { to: member.email });
    const mail = mails.find((message) => message.headers.get('x-jnanam-kind') === 'password-reset');
    expect(mails.map((message) => message.text).join('\n')).not.toContain('attacker.example');
    expect(linkIn(mail!, '/reset-password')).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  });

  it('says "test mode" on the test checkout page', async () => {
    const member = await newMember(t.app);
    const order = await post(t.app, '/memberships/orders', { planId: 'membershipPlan-divyajnanam', period: 'yearly', idempotencyKey: 'production-defaults-0001' }, member.token);
    const page = await call(t.app, { method: 'GET', url: order.body.checkout.url });
    expect(page.body).toContain('test mode');
  });
});

describe(`the Studio's backend (${STORE})`, () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  it('answers an anonymous upload 401 before its body has arrived', { timeout: 15_000 }, async () => {
    const status = await new Promise<number | string>((resolve) => {
      const req = http.request(`${origin}/studio-api/v2025-02-19/assets/images/production`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', 'content-length': String(20 * 1024 * 1024) },
      });
      req.on('response', (response) => resolve(response.statusCode ?? 'none'));
      req.on('error', () => resolve('error'));
      // One kilobyte of twenty megabytes: a server that waits for the body never answers.
      req.write(Buffer.alloc(1024));
      setTimeout(() => {
        resolve('no answer before the body');
        req.destroy();
      }, 3_000);
    });
    expect(status).toBe(401);
  });
});
