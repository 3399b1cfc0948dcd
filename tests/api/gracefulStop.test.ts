/**
 * SIGTERM stops the server the way a rolling restart needs: requests already accepted finish with
 * their answers, new connections are refused, the process exits 0. Also checks that log lines
 * carry the request id.
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpBody } from './helpers';
import { killAllServers, request, startServerProcess, tempDataDir } from './processes';

/** Logins in flight at the stop, each for its own account (one account's would be throttled). */
const LOGINS = 12;

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

describe('stopping with SIGTERM', () => {
  afterAll(killAllServers);

  it('finishes the logins in flight, refuses new connections and exits 0', { timeout: 60_000 }, async () => {
    // OWASP's argon2 cost (not the tests' cheap one), so that the logins take a while.
    const server = await startServerProcess({ dataDir: tempDataDir(), env: { PASSWORD_HASH_MEMORY_KIB: '19456', LOG_REQUESTS: 'true' } });
    const accounts = Array.from({ length: LOGINS }, () => signUpBody());
    const signUps = await Promise.all(
      accounts.map((body, n) => request(server.baseUrl, 'POST', '/api/v1/user/register', body, { 'x-request-id': `sign-up.trace-${n}` })),
    );
    expect(signUps.map((answer) => answer.status)).toEqual(Array<number>(LOGINS).fill(201));
    expect(signUps[0]!.headers.get('x-request-id')).toBe('sign-up.trace-0');

    let answered = 0;
    const logins = accounts.map((body) =>
      request(server.baseUrl, 'POST', '/api/v1/user/login', { email: body.email, password: PASSWORD }).then(
        (answer) => {
          answered += 1;
          return answer.status;
        },
        (error: Error & { cause?: { code?: string } }) => `failed: ${error.cause?.code ?? error.message}`,
      ),
    );
    // Once one login has been answered the server is busy with the others: stop it now.
    while (answered === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    server.child.kill('SIGTERM');
    const answeredAtStop = answered;

    // A connection that reached the kernel's queue just as the listener closed is reset (ECONNRESET),
    // one made before the close is accepted: both are the moment of the stop, so try again until the
    // port answers with a refusal.
    let outcome = await connectOutcome(server.baseUrl);
    for (let tries = 0; (outcome === 'connected' || outcome === 'ECONNRESET') && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      outcome = await connectOutcome(server.baseUrl);
    }
    expect(outcome).toBe('refused');

    const results = await Promise.all(logins);
    expect(results).toEqual(Array<number>(LOGINS).fill(200));
    expect(answeredAtStop).toBeLessThan(LOGINS);
    expect(await server.exited).toBe(0);
    const log = server.output();
    expect(log).toMatch(/SIGTERM received/);
    expect(log).toMatch(/"reqId":"sign-up\.trace-0"/);
  });
});
