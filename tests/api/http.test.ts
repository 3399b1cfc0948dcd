import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, newMember, PASSWORD, post, RELAXED_LIMITS, signUpBody, startTestApp, STORE, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  // Real limits, small enough to reach in a test.
  t = await startTestApp({
    authLimits: { perIpPerMinute: 8, registerPerEmailPerHour: 3, failuresPerAccountAndIp: 3, failuresPerAccount: 6 },
  });
});
afterAll(async () => {
  await t?.close();
});

const ip = (n: number) => `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
let nextIp = 0;
const freshIp = () => ip(nextIp++);

describe(`rate limits (${STORE})`, () => {
  it('limits login attempts per client address with 429 and Retry-After', async () => {
    const address = freshIp();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 10; i += 1) {
      last = await post(t.app, '/user/login', { email: `someone${i}@example.com`, password: 'whatever-it-is' }, undefined, {
        remoteAddress: address,
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
    expect(last!.body).toEqual({ success: false, message: expect.stringMatching(/Too many login attempts.*wait a minute/) });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected
    expect(
      (
        await post(t.app, '/user/login', { email: 'x@example.com', password: 'whatever-it-is' }, undefined, {
          remoteAddress: freshIp(),
        })
      ).status,
    ).toBe(401);
  });

  it('does not let a client pick its own address with X-Forwarded-For', async () => {
    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const spoofed = { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` }, remoteAddress: address };
      statuses.push(
        (await post(t.app, '/user/login', { email: 'spoof@example.com', password: 'whatever-it-is' }, undefined, spoofed)).status,
      );
    }
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('limits sign-ups per client address', async () => {
    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1)
      statuses.push(
        (await post(t.app, '/user/register', signUpBody({ password: 'x' }), undefined, { remoteAddress: address })).status,
      );
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits sign-ups per e-mail address across client addresses', async () => {
    const body = signUpBody({ password: 'short' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post(t.app, '/user/register', body, undefined, { remoteAddress: freshIp() })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('counts failures per account and address: a guesser is stopped, the owner is not locked out', async () => {
    const owner = await newMember(t.app);
    const guesser = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (
          await post(t.app, '/user/login', { email: owner.email, password: `guess-${i}-wrong` }, undefined, {
            remoteAddress: guesser,
          })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
    // even the right password is refused from the guessing address while the window lasts
    const blocked = await post(t.app, '/user/login', { email: owner.email, password: PASSWORD }, undefined, {
      remoteAddress: guesser,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/failed login attempts.*wait 15 minutes/);
    // the owner, elsewhere, still logs in
    expect(
      (await post(t.app, '/user/login', { email: owner.email, password: PASSWORD }, undefined, { remoteAddress: freshIp() }))
        .status,
    ).toBe(200);
  });

  it('a burst of simultaneous guesses gets no more tries than the per-account limit', async () => {
    const burst = await startTestApp({ authLimits: { ...RELAXED_LIMITS, failuresPerAccountAndIp: 3 } });
    try {
      const owner = await newMember(burst.app);
      const guesser = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(burst.app, '/user/login', { email: owner.email, password: `guess-${i}-wrong` }, undefined, {
            remoteAddress: guesser,
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
      expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
      // the owner, elsewhere, still logs in
      const login = await post(burst.app, '/user/login', { email: owner.email, password: PASSWORD }, undefined, {
        remoteAddress: freshIp(),
      });
      expect(login.status).toBe(200);
    } finally {
      await burst.close();
    }
  });

  it('under a distributed attack, addresses that failed are stopped while a clean one still gets in', async () => {
    const owner = await newMember(t.app);
    const attackers = [freshIp(), freshIp(), freshIp()];
    for (const address of attackers) {
      for (let i = 0; i < 2; i += 1)
        await post(t.app, '/user/login', { email: owner.email, password: 'wrong-guess-x' }, undefined, {
          remoteAddress: address,
        });
    }
    expect(
      (
        await post(t.app, '/user/login', { email: owner.email, password: 'wrong-guess-y' }, undefined, {
          remoteAddress: attackers[0],
        })
      ).status,
    ).toBe(429);
    expect(
      (await post(t.app, '/user/login', { email: owner.email, password: PASSWORD }, undefined, { remoteAddress: freshIp() }))
        .status,
    ).toBe(200);
  });
});

describe(`HTTP edge (${STORE})`, () => {
  it('answers 413 for a body over 64 KiB', async () => {
    const member = await newMember(t.app);
    const answer = await post(
      t.app,
      '/user/add-comment-to-stream',
      { streamId: 'matsya-the-fish', text: 'x'.repeat(70 * 1024) },
      member.token,
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: expect.stringMatching(/too large/) });
  });

  it('answers 400 for malformed JSON, and for an empty JSON body', async () => {
    for (const payload of ['{"email": ', '{bad json}', '']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('answers an address the router cannot read in the same JSON shape, without echoing it', async () => {
    const broken = await t.app.inject({ method: 'GET', url: '/api/v1/user/getepisode/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: 'The address is not valid.' });
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/user/getepisode/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, message: 'The address is too long.' });
  });

  it('answers 404 as JSON for an unknown API address', async () => {
    const answer = await get(t.app, '/user/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body.success).toBe(false);
  });

  it('sends the security headers, with a CSP that allows only own scripts', async () => {
    const answer = await get(t.app, '/user/getAllEpisodesGroupedByCategory');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toBeDefined();
  });

  it('never puts internals in a 500 answer', async () => {
    const broken = await startTestApp();
    try {
      const member = await newMember(broken.app);
      // Moving away a table the app needs makes its next query fail inside the database (renamed,
      // not dropped: PostgreSQL refuses to drop it under the episode_likes view without CASCADE).
      await broken.db.schema.alterTable('reactions').renameTo('reactions_gone').execute();
      const answer = await post(broken.app, '/user/like-unlike-stream', { streamId: 'matsya-the-fish' }, member.token);
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
      expect(JSON.stringify(answer.body)).not.toMatch(/reactions|SQL|stack/i);
    } finally {
      await broken.close();
    }
  });
});
