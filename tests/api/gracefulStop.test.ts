/**
 * SIGTERM stops the server the way a rolling restart needs: /readyz turns 503 at once, but for the
 * drain period (SHUTDOWN_DRAIN_MS) the server goes on accepting and answering, so nothing a load
 * balancer sends before it notices is refused or reset; then new connections are refused, requests
 * in flight finish, and the process exits 0. Also checks that log lines carry the request id. Runs on
 * PostgreSQL too when TEST_DATABASE_URL is set.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, PASSWORD, POSTGRES_URL, signUpBody, STORE } from './helpers';
import { killAllServers, request, startServerProcess, tempDataDir } from './processes';

/** Short, so the test is quick; long enough for the 40 requests to be answered within it. */
const DRAIN_MS = 2500;
/** Logins in flight at the stop, each for its own account (one account's would be throttled). */
const LOGINS = 12;
const REQUESTS = 40;
/** Kept-alive connections the client spreads its requests over, as a load balancer's pool does. */
const CONNECTIONS = 8;
const LIST = '/api/v1/user/getAllEpisodesGroupedByCategory';

interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
}

/** One request on `agent`'s kept-alive connections; a network failure is an outcome too. */
function send(agent: http.Agent, baseUrl: string, method: string, path: string, body?: unknown): Promise<Outcome> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = http.request(
      { agent, host: hostname, port, method, path, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection }));
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    outgoing.end(payload);
  });
}

function connectOutcome(baseUrl: string): Promise<'connected' | 'refused' | string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? 'error')));
  });
}

describe(`stopping with SIGTERM (${STORE})`, () => {
  let dropDatabase = async () => {};
  afterAll(async () => {
    await killAllServers();
    await dropDatabase();
  });

  it('answers all 40 requests around the signal on kept-alive connections, turns not-ready at once, then exits 0', { timeout: 180_000 }, async () => {
    // OWASP's argon2 cost (not the tests' cheap one), so that the logins take a while.
    const database = POSTGRES_URL ? await createPostgresDatabase(POSTGRES_URL) : undefined;
    if (database) dropDatabase = database.drop;
    const server = await startServerProcess({
      dataDir: tempDataDir(),
      databaseUrl: database?.url,
      env: { PASSWORD_HASH_MEMORY_KIB: '19456', LOG_REQUESTS: 'true', SHUTDOWN_DRAIN_MS: String(DRAIN_MS) },
    });
    const accounts = Array.from({ length: LOGINS }, () => signUpBody());
    const signUps = await Promise.all(
      accounts.map((body, n) => request(server.baseUrl, 'POST', '/api/v1/user/register', body, { 'x-request-id': `sign-up.trace-${n}` })),
    );
    expect(signUps.map((answer) => answer.status)).toEqual(Array<number>(LOGINS).fill(201));
    expect(signUps[0]!.headers.get('x-request-id')).toBe('sign-up.trace-0');

    // The connections are open and idle when the signal comes, as a load balancer's would be.
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const warm = await Promise.all(Array.from({ length: CONNECTIONS }, () => send(agent, server.baseUrl, 'GET', LIST)));
    expect(warm.map((outcome) => outcome.status)).toEqual(Array<number>(CONNECTIONS).fill(200));

    let answered = 0;
    const nth = (n: number) => {
      const work = n % 3 === 0 && n / 3 < LOGINS
        ? send(agent, server.baseUrl, 'POST', '/api/v1/user/login', { email: accounts[n / 3]!.email, password: PASSWORD })
        : send(agent, server.baseUrl, 'GET', LIST);
      return work.then((outcome) => {
        answered += 1;
        return outcome;
      });
    };
    const before = Array.from({ length: REQUESTS / 2 }, (_, n) => nth(n));
    // Once one has been answered the server is busy with the rest: stop it now, and send as many again.
    while (answered === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    server.child.kill('SIGTERM');
    // performance.now(): durations that a change of the system clock cannot bend.
    const signalledAt = performance.now();
    const after = Array.from({ length: REQUESTS / 2 }, (_, n) => nth(REQUESTS / 2 + n));

    // Not ready at once, on a new connection that is still accepted.
    let readiness = await send(new http.Agent(), server.baseUrl, 'GET', '/readyz');
    while (readiness.status === 200 && performance.now() - signalledAt < DRAIN_MS) readiness = await send(new http.Agent(), server.baseUrl, 'GET', '/readyz');
    const notReadyAfterMs = performance.now() - signalledAt;
    expect(readiness.status).toBe(503);
    expect(notReadyAfterMs).toBeLessThan(DRAIN_MS / 2);

    const outcomes = await Promise.all([...before, ...after]);
    expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array<number>(REQUESTS).fill(200));
    // Answers from the stop on close their connection, so none is left idle to be cut.
    expect(outcomes.filter((outcome) => outcome.connection === 'close').length).toBeGreaterThan(0);
    const answeredWithinMs = performance.now() - signalledAt;
    expect(answeredWithinMs).toBeLessThan(DRAIN_MS);

    // After the drain, new connections are refused. (One that reached the kernel's queue just as
    // the listener closed is reset: that is the moment of the close, so try again until refused.)
    let outcome = await connectOutcome(server.baseUrl);
    while ((outcome === 'connected' || outcome === 'ECONNRESET') && performance.now() - signalledAt < DRAIN_MS + 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      outcome = await connectOutcome(server.baseUrl);
    }
    expect(outcome).toBe('refused');
    expect(performance.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS - 100);

    expect(await server.exited).toBe(0);
    const stoppedAfterMs = performance.now() - signalledAt;
    expect(stoppedAfterMs).toBeLessThan(DRAIN_MS + 10_000);
    agent.destroy();
    console.log(`SIGTERM: not ready after ${Math.round(notReadyAfterMs)} ms, ${REQUESTS} answered within ${Math.round(answeredWithinMs)} ms, process gone after ${Math.round(stoppedAfterMs)} ms (drain ${DRAIN_MS} ms)`);
    const log = server.output();
    expect(log).toMatch(/SIGTERM received/);
    expect(log).toMatch(/"reqId":"sign-up\.trace-0"/);
  });
});
