/**
 * The content endpoint's cost guard: no GROQ query, however written, stalls the server. Expensive
 * queries are stopped at the time limit with Sanity's error shape, the rest of the site keeps
 * answering meanwhile, a client that leaves stops its work, one address cannot run more than a
 * few expensive queries at once (while a page's burst of cheap ones passes), and huge results are
 * refused.
 */
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import { loadConfig, ROOT_DIR } from '../../api/src/config';

const TIMEOUT_MS = 2_000;
const NESTED_SCANS = '*[]{ "a": *[]{ "b": *[]{ _id } } }';
const HUGE_TEXT = 'x'.repeat(11 * 1024 * 1024);

let app: FastifyInstance;
let base: string;
const dirs: string[] = [];
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

const docs = [
  ...Array.from({ length: 300 }, (_, i) => ({ _id: `topic-${i}`, _type: 'topic', title: `Topic ${i}`, order: i })),
  { _id: 'siteSettings', _type: 'siteSettings', productName: 'Jnanam' },
  { _id: 'huge', _type: 'archive', body: HUGE_TEXT },
];

const queryUrl = (query: string, params: Record<string, string> = {}) =>
  `/v2025-02-19/data/query/production?${new URLSearchParams({ query, ...params })}`;

/** A request from its own client address (the server trusts X-Forwarded-For from loopback here). */
const from = (address: string, init: RequestInit = {}) => ({ ...init, headers: { 'x-forwarded-for': address, ...init.headers } });

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

beforeAll(async () => {
  const contentDir = tmp('jnanam-guard-content-');
  fs.mkdirSync(path.join(contentDir, 'images'));
  fs.mkdirSync(path.join(contentDir, 'episodes'));
  fs.copyFileSync(path.join(ROOT_DIR, 'content/episodes/episodes.json'), path.join(contentDir, 'episodes/episodes.json'));
  fs.writeFileSync(path.join(contentDir, 'dataset.ndjson'), docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: tmp('jnanam-guard-data-'),
      CONTENT_DIR: contentDir,
      WEB_DIST_DIR: tmp('jnanam-guard-web-'),
      LOG_REQUESTS: 'false',
      TRUST_PROXY: '127.0.0.1',
      CONTENT_QUERY_TIMEOUT_MS: String(TIMEOUT_MS),
      CONTENT_QUERY_THREADS: '2',
    }),
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  // The workers start with the server; wait until they hold the dataset.
  const warm = await fetch(`${base}${queryUrl('count(*[_type == "topic"])')}`);
  expect((await warm.json()).result).toBe(300);
}, 60_000);

afterAll(async () => {
  await app?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function waitFor(check: () => boolean, withinMs: number) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > withinMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe('the content endpoint under expensive queries', () => {
  it('stops three nested scans at the time limit with a 422 in Sanity\'s error shape', async () => {
    const started = performance.now();
    const res = await fetch(`${base}${queryUrl(NESTED_SCANS)}`, from('10.0.0.1'));
    const elapsed = performance.now() - started;
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.type).toBe('queryExecutionTimeout');
    expect(error.description).toMatch(/2000 ms/);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1_500);
  });

  it('keeps the rest of the site fast while ten such queries run', async () => {
    const abusive = Array.from({ length: 10 }, (_, i) => fetch(`${base}${queryUrl(NESTED_SCANS, { $n: String(i) })}`, from(`10.0.1.${i}`)));
    const latencies: number[] = [];
    const until = Date.now() + TIMEOUT_MS - 300;
    while (Date.now() < until) {
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/user/getAllEpisodesGroupedByCategory`);
      latencies.push(performance.now() - started);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    // Two at a time run to the time limit; those that wait too long for a worker are told the server is busy.
    const statuses = await Promise.all(abusive.map(async (p) => (await p).status));
    expect(statuses.filter((s) => s === 422).length).toBeGreaterThanOrEqual(2);
    expect(statuses.every((s) => s === 422 || s === 503)).toBe(true);
    expect(latencies.length).toBeGreaterThan(5);
    expect(percentile(latencies, 99)).toBeLessThan(500);
    // Workers stopped at the limit are replaced: the pool is whole and answers again.
    expect(await waitFor(() => app.contentQueries.stats().readyThreads === 2, 30_000)).toBe(true);
    const after = await fetch(`${base}${queryUrl('*[_type == "siteSettings"][0].productName')}`);
    expect((await after.json()).result).toBe('Jnanam');
  }, 60_000);

  it('stops the work when the client disconnects', async () => {
    expect(await waitFor(() => app.contentQueries.stats().readyThreads === 2, 30_000)).toBe(true);
    const stoppedBefore = app.contentQueries.stats().workersStopped;
    const leaving = new AbortController();
    const request = fetch(`${base}${queryUrl(NESTED_SCANS, { $leaving: 'true' })}`, from('10.0.2.1', { signal: leaving.signal })).catch(
      (error: unknown) => error,
    );
    expect(await waitFor(() => app.contentQueries.stats().inFlight === 1, 1_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const disconnected = Date.now();
    leaving.abort();
    await request;
    // Long before the time limit would have stopped it, the query is no longer running and its worker is gone.
    expect(await waitFor(() => app.contentQueries.stats().inFlight === 0, 500)).toBe(true);
    expect(await waitFor(() => app.contentQueries.stats().workersStopped > stoppedBefore, 500)).toBe(true);
    expect(Date.now() - disconnected).toBeLessThan(TIMEOUT_MS / 2);
  }, 60_000);

  it('answers 429 when one address runs more than two expensive queries at once', async () => {
    expect(await waitFor(() => app.contentQueries.stats().readyThreads === 2, 30_000)).toBe(true);
    const running = [1, 2].map((n) => fetch(`${base}${queryUrl(NESTED_SCANS, { $try: String(n) })}`, from('10.0.3.1')));
    // Both have been received and running long enough to count as expensive (not a fixed wait: a busy machine takes longer to receive them).
    expect(await waitFor(() => app.contentQueries.stats().expensive === 2, TIMEOUT_MS - 200)).toBe(true);
    const third = await fetch(`${base}${queryUrl(NESTED_SCANS, { $try: '3' })}`, from('10.0.3.1'));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('1');
    const { error } = await third.json();
    expect(error.type).toBe('tooManyConcurrentQueries');
    expect(error.description).toMatch(/at most 2/);
    // Another address is not affected.
    const other = await fetch(`${base}${queryUrl('count(*[_type == "topic" && order > 5])')}`, from('10.0.3.2'));
    expect(other.status).toBe(200);
    expect((await Promise.all(running)).map((res) => res.status)).toEqual([422, 422]);
  }, 60_000);

  it('never refuses a page that sends several cheap queries at once', async () => {
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => fetch(`${base}${queryUrl('*[_type == "topic" && order == $i][0].title', { $i: String(i) })}`, from('10.0.3.3'))),
    );
    expect(burst.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await Promise.all(burst.map(async (res) => (await res.json()).result))).toEqual(['Topic 0', 'Topic 1', 'Topic 2', 'Topic 3', 'Topic 4', 'Topic 5']);
  });

  it('refuses a result larger than 10 MB with a clear 422', async () => {
    const res = await fetch(`${base}${queryUrl('*[_id == "huge"][0]')}`, from('10.0.4.1'));
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.type).toBe('queryResultTooLarge');
    expect(error.description).toMatch(/10\.0 MB/);
    // A slice of the same document is answered.
    const slice = await fetch(`${base}${queryUrl('*[_id == "huge"][0]{ _id, _type }')}`, from('10.0.4.1'));
    expect((await slice.json()).result).toEqual({ _id: 'huge', _type: 'archive' });
  });

  it('answers the same query from the cache without evaluating it again', async () => {
    const query = queryUrl('*[_type == "topic" && order < $n] | order(order desc)[0].title', { $n: '5' });
    const first = await (await fetch(`${base}${query}`)).json();
    const second = await (await fetch(`${base}${query}`)).json();
    expect(first.result).toBe('Topic 4');
    expect(second).toEqual({ ...first, ms: second.ms });
  });
});
