/**
 * Two server processes on one PostgreSQL behave as one: what one instance writes or decides (a
 * like, a logout, a rate-limit count) holds on the other. Needs TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, PASSWORD, POSTGRES_URL, signUpBody } from './helpers';
import { bearer, killAllServers, request, type ServerProcess, startServerProcess, tempDataDir } from './processes';

const LOGIN_LIMIT = 6;
const ENQUIRY_LIMIT = 4;

describe.skipIf(!POSTGRES_URL)('several instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let servers: ServerProcess[] = [];
  /** The instance for the n-th call: calls alternate between the two. */
  const on = (n: number) => servers[n % 2]!.baseUrl;
  let nextAddress = 1;
  /** Each test comes from its own client address (the instances trust X-Forwarded-For). */
  const fromAddress = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++}` });

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES_URL!);
    const env = {
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
      ENQUIRY_RATE_LIMIT_PER_HOUR: String(ENQUIRY_LIMIT),
    };
    // Both at once, as after a deploy: Kysely's migration lock lets one migrate while the other waits.
    servers = await Promise.all([0, 1].map(() => startServerProcess({ dataDir: tempDataDir(), databaseUrl: database.url, env })));
  }, 240_000);
  afterAll(async () => {
    await killAllServers();
    servers = [];
    await database?.drop();
  });

  async function member() {
    const address = fromAddress();
    const body = signUpBody();
    expect((await request(on(0), 'POST', '/api/v1/user/register', body, address)).status).toBe(201);
    const login = await request(on(1), 'POST', '/api/v1/user/login', { email: body.email, password: PASSWORD }, address);
    expect(login.status).toBe(200);
    return { token: login.body.data.token as string, id: login.body.data.user._id as string };
  }

  it('an account made on one instance logs in on the other; a like on one is seen on the other', async () => {
    const asha = await member();
    const streamId = 'matsya-the-fish';
    const liked = await request(on(0), 'POST', '/api/v1/user/like-unlike-stream', { streamId }, bearer(asha.token));
    expect(liked.body).toEqual({ success: true, liked: true, likesCount: 1 });
    const seen = await request(on(1), 'GET', `/api/v1/user/getepisode/${streamId}`, undefined, bearer(asha.token));
    expect(seen.body.stream.likes).toEqual([asha.id]);
    expect(seen.body.stream.likesCount).toBe(1);
    const unliked = await request(on(1), 'POST', '/api/v1/user/like-unlike-stream', { streamId }, bearer(asha.token));
    expect(unliked.body).toEqual({ success: true, liked: false, likesCount: 0 });
  });

  it('a token logged out on one instance is refused on the other', async () => {
    const ravi = await member();
    expect((await request(on(1), 'POST', '/api/v1/user/save-unsave-stream', { streamId: 'matsya-the-fish' }, bearer(ravi.token))).status).toBe(200);
    expect((await request(on(0), 'POST', '/api/v1/user/logout', undefined, bearer(ravi.token))).status).toBe(200);
    const after = await request(on(1), 'POST', '/api/v1/user/save-unsave-stream', { streamId: 'matsya-the-fish' }, bearer(ravi.token));
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, message: expect.stringMatching(/log in/i) });
  });

  it('the per-address login limit counts the attempts on both instances together', async () => {
    const address = fromAddress();
    const statuses: number[] = [];
    let last;
    for (let n = 0; n < LOGIN_LIMIT + 2; n += 1) {
      last = await request(on(n), 'POST', '/api/v1/user/login', { email: `nobody${n}@example.com`, password: 'whatever-it-is' }, address);
      statuses.push(last.status);
    }
    // Each instance saw only LOGIN_LIMIT / 2 + 1 attempts; together they are past the limit.
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), 429, 429]);
    expect(last!.body).toEqual({ success: false, message: expect.stringMatching(/Too many login attempts.*wait a minute/) });
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('failed logins for one account are counted across instances', async () => {
    const body = signUpBody();
    const address = fromAddress();
    expect((await request(on(0), 'POST', '/api/v1/user/register', body, fromAddress())).status).toBe(201);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await request(on(n), 'POST', '/api/v1/user/login', { email: body.email, password: `guess-${n}-wrong` }, address)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('the hourly enquiry limit counts the enquiries sent to both instances together', async () => {
    const address = fromAddress();
    const enquiry = { fullName: 'Asha Rao', email: 'asha@example.com', country: 'India', language: 'Hindi', message: 'Namaste. Please tell me more.' };
    const statuses: number[] = [];
    let last;
    for (let n = 0; n < ENQUIRY_LIMIT + 1; n += 1) {
      last = await request(on(n), 'POST', '/api/v1/enquiries', enquiry, address);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array<number>(ENQUIRY_LIMIT).fill(201), 429]);
    expect(last!.body).toEqual({ success: false, message: expect.stringMatching(/wait an hour/i) });
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});

describe.skipIf(POSTGRES_URL)('several instances on one PostgreSQL', () => {
  it.skip('needs PostgreSQL: set TEST_DATABASE_URL (source scripts/ci-postgres.sh) to run two server processes on one database', () => {});
});
