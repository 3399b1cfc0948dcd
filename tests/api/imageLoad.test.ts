/**
 * The image service under a flood of new variants from one address: 200 distinct URLs of the
 * kinds an attacker would send (enlarging, PNG, every quality, made-up fits, crops) while members
 * read the episode list. The list stays fast and every image answer is an image, a 400, a 429 or
 * a 503 — never another 5xx. Runs on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib';
import { createPostgresDatabase, POSTGRES_URL, STORE } from './helpers';
import { killAllServers, startServerProcess, tempDataDir } from './processes';

const VARIANTS = 200;
/** Requests for images in flight at once, as a greedy client would keep them. */
const IMAGE_CLIENTS = 24;
const LIST_READERS = 4;
const LIST = '/api/v1/user/getAllEpisodesGroupedByCategory';

/** The seed's largest pictures: the costliest to resize. */
const SOURCES = fs
  .readdirSync(path.join(ROOT, 'content/images'))
  .map((file) => ({ file, pixels: file.match(/-(\d+)x(\d+)\./)!.slice(1).map(Number).reduce((a, b) => a * b, 1) }))
  .sort((a, b) => b.pixels - a.pixels)
  .slice(0, 8)
  .map(({ file }) => file);

/** Distinct URLs, each a new variant for a naive resizer. */
function attackUrls(): string[] {
  return Array.from({ length: VARIANTS }, (_, i) => {
    const base = `/images/local/production/${SOURCES[i % SOURCES.length]}`;
    switch (i % 5) {
      case 0:
        return `${base}?w=${2000 + i}&h=${2000 + i}&fit=min&fm=png`;
      case 1:
        return `${base}?w=${2400 + i}&fit=max&fm=png&q=${(i % 100) + 1}`;
      case 2:
        return `${base}?w=${1000 + i}&h=${900 + i}&fit=a${i}&fm=jpg`;
      case 3:
        return `${base}?w=${1500 + i}&q=${(i % 100) + 1}&fm=jpg`;
      default:
        return `${base}?rect=${i % 50},0,400,300&w=${2800 + i}&h=${2100 + i}&fit=crop&fm=webp`;
    }
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

describe(`image flood from one address (${STORE})`, () => {
  let dropDatabase = async () => {};
  afterAll(async () => {
    await killAllServers();
    await dropDatabase();
  });

  it('keeps the episode list p99 under 1 s and answers every image with an image, 400, 429 or 503', { timeout: 180_000 }, async () => {
    const database = POSTGRES_URL ? await createPostgresDatabase(POSTGRES_URL) : undefined;
    if (database) dropDatabase = database.drop;
    const server = await startServerProcess({ dataDir: tempDataDir(), databaseUrl: database?.url });
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${server.baseUrl}${LIST}`)).status).toBe(200);

    const urls = attackUrls();
    expect(new Set(urls).size).toBe(VARIANTS);
    const answers: { url: string; status: number; type: string }[] = [];
    let next = 0;
    const imageClient = async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const response = await fetch(`${server.baseUrl}${url}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
        await response.arrayBuffer();
        answers.push({ url, status: response.status, type: response.headers.get('content-type') ?? '' });
      }
    };
    let flooding = true;
    const listTimes: number[] = [];
    const listStatuses = new Set<number>();
    const reader = async () => {
      while (flooding) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}${LIST}`);
        await response.arrayBuffer();
        listTimes.push(performance.now() - started);
        listStatuses.add(response.status);
      }
    };
    const readers = Array.from({ length: LIST_READERS }, reader);
    const started = performance.now();
    await Promise.all(Array.from({ length: IMAGE_CLIENTS }, imageClient));
    const floodMs = performance.now() - started;
    flooding = false;
    await Promise.all(readers);

    const byStatus: Record<number, number> = {};
    for (const { status } of answers) byStatus[status] = (byStatus[status] ?? 0) + 1;
    const p50 = percentile(listTimes, 50);
    const p99 = percentile(listTimes, 99);
    console.log(
      `image flood: ${answers.length} answers in ${Math.round(floodMs)} ms`,
      byStatus,
      `; episode list: ${listTimes.length} reads, p50 ${Math.round(p50)} ms, p99 ${Math.round(p99)} ms`,
    );
    expect(answers).toHaveLength(VARIANTS);
    for (const answer of answers) {
      expect([200, 400, 429, 503], answer.url).toContain(answer.status);
      if (answer.status === 200) expect(answer.type, answer.url).toMatch(/^image\//);
    }
    // The made-up fits are refused, whatever else happens.
    expect(answers.filter((answer) => /fit=a\d/.test(answer.url)).map((answer) => answer.status)).toEqual(Array<number>(VARIANTS / 5).fill(400));
    expect([...listStatuses]).toEqual([200]);
    expect(p99).toBeLessThan(1000);
  });
});
