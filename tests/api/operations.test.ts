/** Health and readiness, request ids, and live streams at shutdown (in-process server). */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthAnswer, readinessAnswer } from '../../contracts/health';
import { buildApp } from '../../api/src/app';
import { loadConfig, ROOT_DIR } from '../../api/src/config';
import { call, post, startTestApp, STORE, type TestApp } from './helpers';

/** A content folder like the real one, whose dataset file a test may take away. */
function copyOfContentDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-content-'));
  const source = path.join(ROOT_DIR, 'content');
  for (const entry of fs.readdirSync(source)) {
    if (entry === 'dataset.ndjson') fs.copyFileSync(path.join(source, entry), path.join(dir, entry));
    else fs.symlinkSync(path.join(source, entry), path.join(dir, entry));
  }
  return dir;
}

describe(`health and readiness (${STORE})`, () => {
  let t: TestApp;
  let contentDir: string;
  beforeAll(async () => {
    contentDir = copyOfContentDir();
    t = await startTestApp({ contentDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  it('GET /healthz answers 200 {status:"ok"}', async () => {
    const answer = await call(t.app, { method: 'GET', url: '/healthz' });
    expect(answer.status).toBe(200);
    expect(healthAnswer.parse(answer.body)).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz answers 200 when the database, migrations and dataset are all there, naming no secrets', async () => {
    const answer = await call(t.app, { method: 'GET', url: '/readyz' });
    expect(answer.status).toBe(200);
    expect(readinessAnswer.parse(answer.body)).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', dataset: 'ok', accepting: 'ok' },
    });
    const text = JSON.stringify(answer.body);
    for (const secret of [t.config.dataDir, contentDir, 'postgres', 'sqlite', process.version]) expect(text).not.toContain(secret);
  });

  it('answers 503 naming the failed check when a migration is missing or the dataset is gone', async () => {
    const [newest] = await t.db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never, 'desc').limit(1).execute();
    const name = (newest as unknown as { name: string }).name;
    await t.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', name as never).execute();
    const unmigrated = await call(t.app, { method: 'GET', url: '/readyz' });
    expect(unmigrated.status).toBe(503);
    expect(unmigrated.body).toEqual({ status: 'not-ready', checks: { database: 'ok', migrations: 'failed', dataset: 'ok', accepting: 'ok' } });
    await t.db.insertInto('kysely_migration' as never).values({ name, timestamp: new Date().toISOString() } as never).execute();

    fs.renameSync(path.join(contentDir, 'dataset.ndjson'), path.join(contentDir, 'dataset.away'));
    const noDataset = await call(t.app, { method: 'GET', url: '/readyz' });
    fs.renameSync(path.join(contentDir, 'dataset.away'), path.join(contentDir, 'dataset.ndjson'));
    expect(noDataset.status).toBe(503);
    expect(noDataset.body.checks).toEqual({ database: 'ok', migrations: 'ok', dataset: 'failed', accepting: 'ok' });
    expect((await call(t.app, { method: 'GET', url: '/readyz' })).status).toBe(200);
  });
});

describe(`request ids (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('keeps a sane incoming X-Request-Id and answers with it, errors included, body unchanged', async () => {
    const ok = await call(t.app, { method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.9_x' } });
    expect(ok.headers['x-request-id']).toBe('lb-7f3a.9_x');
    const bad = await post(t.app, '/user/login', { email: 'not-an-email' }, undefined, { headers: { 'x-request-id': 'trace-42' } });
    expect(bad.status).toBe(400);
    expect(bad.headers['x-request-id']).toBe('trace-42');
    expect(Object.keys(bad.body).sort()).toEqual(['message', 'success']);
    const missing = await call(t.app, { method: 'GET', url: '/api/v1/nothing-here', headers: { 'x-request-id': 'trace-43' } });
    expect([missing.status, missing.headers['x-request-id']]).toEqual([404, 'trace-43']);
    const badUrl = await call(t.app, { method: 'GET', url: '/api/v1/user/getepisode/%E0%A4%A', headers: { 'x-request-id': 'trace-44' } });
    expect([badUrl.status, badUrl.headers['x-request-id']]).toEqual([400, 'trace-44']);
  });

  it('replaces a missing, long or odd X-Request-Id with a generated one', async () => {
    const ids = new Set<string>();
    for (const incoming of [undefined, 'x'.repeat(65), 'has space', 'line\u2028break', 'a"b', '']) {
      const answer = await call(t.app, { method: 'GET', url: '/healthz', headers: incoming === undefined ? {} : { 'x-request-id': incoming } });
      const id = String(answer.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(6);
  });
});

describe('live streams at shutdown', () => {
  it('are told when to reconnect and ended, so closing does not wait for them', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-stream-test-'));
    const app = await buildApp({ ...loadConfig({ NODE_ENV: 'test' }), dataDir, webDistDir: path.join(dataDir, 'none'), logRequests: false });
    // A stand-in for a live-update route: SSE headers, one event, then held open.
    app.get('/test-stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write('data: hello\n\n');
      app.liveStreams.track(reply.raw);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const received = await new Promise<{ stream: Promise<string> }>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/test-stream' }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        const stream = new Promise<string>((done) => response.on('end', () => done(text)));
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('hello')) resolve({ stream });
        });
      }).on('error', reject);
    });
    expect(app.liveStreams.size).toBe(1);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await received.stream).toBe('data: hello\n\nretry: 2000\n\n');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
