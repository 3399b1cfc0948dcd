/**
 * The request log never holds what a query string carries: a password-reset token, a receipt key,
 * a payment's proof. Read from the server process's own output, in both log formats.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { prettyLine } from '../../api/src/http/requestLog';
import { createPostgresDatabase, POSTGRES_URL, signUpBody, STORE } from './helpers';
import { linkIn, readOutbox } from './outbox';
import { killAllServers, request, startServerProcess, tempDataDir } from './processes';

const NEW_PASSWORD = 'lotus-monsoon-river-77';

/** A reset (link read, page opened, token posted) and a paid donation's receipt read with its key; what must stay out of the log. */
async function secretFlows(baseUrl: string, dataDir: string): Promise<string[]> {
  const member = signUpBody();
  expect((await request(baseUrl, 'POST', '/api/v1/user/register', member)).status).toBe(201);
  expect((await request(baseUrl, 'POST', '/api/v1/account/password/forgot', { email: member.email })).status).toBe(202);
  const mail = (await readOutbox(dataDir, { to: String(member.email) })).find((message) => message.headers.get('x-jnanam-kind') === 'password-reset');
  const link = new URL(linkIn(mail!, '/reset-password')!);
  const token = link.searchParams.get('token')!;
  await request(baseUrl, 'GET', `${link.pathname}${link.search}`);
  expect((await request(baseUrl, 'POST', '/api/v1/account/password/reset', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);

  const donation = await request(baseUrl, 'POST', '/api/v1/donations', {
    firstName: 'Meera', lastName: 'Iyer', email: `meera.${randomUUID().slice(0, 8)}@example.com`, country: 'India',
    phone: '98765 43210', amountRupees: 501, pan: 'ABCDE1234F', address: '12 Temple Street, Chennai', showName: false,
    causeId: 'donationCause-vedic-research', idempotencyKey: randomUUID(),
  });
  expect(donation.status).toBe(201);
  const orderId: string = donation.body.order.id;
  const key = new URL(donation.body.thankYouPath, baseUrl).searchParams.get('key')!;
  const paid = await fetch(`${baseUrl}/pay/test/${orderId}/pay`, { method: 'POST', redirect: 'manual' });
  const back = new URL(paid.headers.get('location')!, baseUrl);
  await request(baseUrl, 'GET', `${back.pathname}${back.search}`);
  const proof = { paymentId: back.searchParams.get('paymentId')!, signature: back.searchParams.get('signature')! };
  expect((await request(baseUrl, 'POST', `/api/v1/payments/orders/${orderId}/verify`, proof)).status).toBe(200);
  expect((await request(baseUrl, 'GET', `/api/v1/donations/${orderId}?key=${key}`)).status).toBe(200);
  expect((await fetch(`${baseUrl}/api/v1/donations/${orderId}/receipt.pdf?key=${key}`)).status).toBe(200);
  return [token, key, proof.signature];
}

describe(`the request log (${STORE})`, () => {
  const databases: Awaited<ReturnType<typeof createPostgresDatabase>>[] = [];
  afterAll(async () => {
    await killAllServers();
    for (const database of databases) await database.drop();
  });

  async function serverLogging(format: 'json' | 'pretty') {
    const database = POSTGRES_URL ? await createPostgresDatabase(POSTGRES_URL) : undefined;
    if (database) databases.push(database);
    const dataDir = tempDataDir();
    const server = await startServerProcess({ dataDir, databaseUrl: database?.url, env: { LOG_REQUESTS: 'true', LOG_FORMAT: format } });
    return { server, dataDir };
  }

  it('in JSON (production), one line a request with the path only: no token, receipt key or payment proof', { timeout: 180_000 }, async () => {
    const { server, dataDir } = await serverLogging('json');
    const secrets = await secretFlows(server.baseUrl, dataDir);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = server.output();
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/\?(token|key|order)=/);
    const lines = log.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    const receipt = lines.find((line) => (line.req as { url?: string } | undefined)?.url?.endsWith('/receipt.pdf'));
    expect(receipt).toMatchObject({ msg: 'request completed', req: { method: 'GET' }, res: { statusCode: 200 } });
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  });

  it('in a terminal, one readable line a request (method, path, status, time) and no secret', { timeout: 180_000 }, async () => {
    const { server, dataDir } = await serverLogging('pretty');
    const secrets = await secretFlows(server.baseUrl, dataDir);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = server.output();
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toMatch(/^\d\d:\d\d:\d\d POST \/api\/v1\/account\/password\/reset 200 \d+\.\d ms$/m);
    expect(log).toMatch(/^\d\d:\d\d:\d\d GET \/reset-password \d{3} \d+\.\d ms$/m);
    expect(log).not.toMatch(/^\{/m);
  });

  it('shows errors readably, with their stack', () => {
    const line = prettyLine(JSON.stringify({ level: 50, time: 0, reqId: 'r1', msg: 'request failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } }));
    expect(line).toMatch(/ERROR request failed \[r1\]\nError: boom/);
  });
});
