/**
 * The content endpoint's bench sections (scripts/bench.ts runs them):
 *
 *   npm run bench -- content               the site's page queries on the seed, p50/p99
 *   npm run bench -- content --docs 10000  the same on a generated dataset of that many documents
 *   npm run bench -- guard                 the episode list's latency while ten abusive queries run
 */
import autocannon from 'autocannon';
import { evaluate, parse } from 'groq-js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPublished } from '../api/src/content/dataset';
import { DatasetIndex, narrowTree } from '../api/src/content/narrowing';
import { sampleParamsFor } from '../tests/content/sampleParams';
import { ROOT } from './lib';

export type StartServer = (env?: NodeJS.ProcessEnv) => Promise<{ base: string; stop(): Promise<void> }>;

const SEED_DIR = path.join(ROOT, 'content');
const QUERY_PATH = '/v2025-02-19/data/query/production';
const NESTED_SCANS = '*[]{ "a": *[]{ "b": *[]{ _id } } }';

/** Every defineQuery of web/, as typegen lists them in the generated SanityQueries map. */
export function pageQueries(): { name: string; query: string; params: Record<string, unknown> }[] {
  const file = fs.readFileSync(path.join(ROOT, 'schemas/sanity.types.ts'), 'utf8');
  const block = file.slice(file.indexOf('interface SanityQueries {'));
  return [...block.matchAll(/^\s+('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"): (\w+);$/gm)].map((m) => {
    // typegen writes the keys as JS string literals; evaluate them as such
    const query = new Function(`return ${m[1]}`)() as string;
    const typeName = m[2]!.replace(/Result$/, '');
    const name = typeName[0]!.toLowerCase() + typeName.slice(1);
    return { name, query, params: sampleParamsFor(name, query).params };
  });
}

export const queryUrl = (base: string, query: string, params: Record<string, unknown>) =>
  `${base}${QUERY_PATH}?${new URLSearchParams({ query, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [`$${k}`, JSON.stringify(v)])) })}`;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

/** Sequential requests (one client): per-request latency, for `count` requests or `budgetMs`, whichever ends first. */
async function measure(url: string, count: number, budgetMs: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + budgetMs;
  while (latencies.length < count && performance.now() < until) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.status} from ${url.slice(0, 120)}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/**
 * A content directory with the seed plus generated documents up to `total`: copies of the seed's
 * collection documents (types with several documents; singletons and legal pages stay single),
 * with new ids, slugs and titles and the same references.
 */
function generatedContentDir(total: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-bench-content-'));
  fs.cpSync(path.join(SEED_DIR, 'episodes'), path.join(dir, 'episodes'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'images'));
  const seed = fs
    .readFileSync(path.join(SEED_DIR, 'dataset.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown> & { _id: string; _type: string });
  const perType = new Map<string, number>();
  for (const doc of seed) perType.set(doc._type, (perType.get(doc._type) ?? 0) + 1);
  const templates = seed.filter((doc) => doc._type !== 'legalPage' && (perType.get(doc._type) ?? 0) > 1);
  const lines = seed.map((doc) => JSON.stringify(doc));
  for (let n = 0; lines.length < total; n += 1) {
    const template = templates[n % templates.length]!;
    const copy: Record<string, unknown> = { ...structuredClone(template), _id: `${template._id}-g${n}` };
    if (typeof copy.title === 'string') copy.title = `${copy.title} (${n})`;
    const slug = copy.slug as { current?: unknown } | undefined;
    if (slug && typeof slug.current === 'string') copy.slug = { ...slug, current: `${slug.current}-g${n}` };
    lines.push(JSON.stringify(copy));
  }
  fs.writeFileSync(path.join(dir, 'dataset.ndjson'), lines.join('\n') + '\n');
  return dir;
}

const ms = (n: number) => n.toFixed(1).padStart(8);

/**
 * In this process, no HTTP: groq-js over the whole dataset (how the endpoint evaluated before)
 * against the narrowed evaluation; p50 ms of each, within a time budget.
 */
async function evaluationCost(index: DatasetIndex, query: string, params: Record<string, unknown>) {
  const timed = async (narrowed: boolean) => {
    const latencies: number[] = [];
    const until = performance.now() + 3_000;
    while (latencies.length < 50 && (latencies.length < 3 || performance.now() < until)) {
      const started = performance.now();
      const tree = parse(query, { params });
      const value = narrowed
        ? await evaluate(narrowTree(tree, index), { dataset: index.documents, params, dereference: index.dereference })
        : await evaluate(tree, { dataset: index.documents, params });
      JSON.stringify(await value.get());
      latencies.push(performance.now() - started);
    }
    return percentile(latencies, 50);
  };
  return { scan: await timed(false), narrowed: await timed(true) };
}

export async function benchContent(startServer: StartServer, args: string[]) {
  const docsFlag = args.indexOf('--docs');
  const total = docsFlag >= 0 ? Number(args[docsFlag + 1]) : 0;
  if (docsFlag >= 0 && !(Number.isInteger(total) && total > 0)) throw new Error('--docs takes a number of documents, e.g. --docs 10000');
  const contentDir = total ? generatedContentDir(total) : SEED_DIR;
  const documents = fs.readFileSync(path.join(contentDir, 'dataset.ndjson'), 'utf8').split('\n').filter(Boolean).length;
  const queries = pageQueries();
  // Uncached: every request evaluated in the pool (the cache off); cached: what the site sees on repeat visits.
  const servers = {
    evaluated: await startServer({ CONTENT_DIR: contentDir, CONTENT_QUERY_CACHE_ENTRIES: '0' }),
    cached: await startServer({ CONTENT_DIR: contentDir }),
  };
  try {
    const count = Number(process.env.BENCH_REQUESTS ?? 200);
    console.log(`${documents} documents (${total ? 'generated from the seed' : 'the seed'}), ${count} sequential requests per query, one client`);
    console.log(
      `${'query'.padEnd(30)} ${'scan p50'.padStart(8)} ${'narr p50'.padStart(8)} ${'eval p50'.padStart(8)} ${'eval p99'.padStart(8)} ${'hit p50'.padStart(8)} ${'hit p99'.padStart(8)}`,
    );
    const index = new DatasetIndex(readPublished(path.join(contentDir, 'dataset.ndjson')));
    const all = { evaluated: [] as number[], cached: [] as number[] };
    for (const { name, query, params } of [{ name: '(trivial: null)', query: 'null', params: {} }, ...queries]) {
      const cost = await evaluationCost(index, query, params);
      const row = [ms(cost.scan), ms(cost.narrowed)];
      for (const mode of ['evaluated', 'cached'] as const) {
        const url = queryUrl(servers[mode].base, query, params);
        await measure(url, 10, 30_000); // warm: workers' JIT, the cache
        const latencies = await measure(url, count, 15_000);
        if (name !== '(trivial: null)') all[mode].push(...latencies);
        row.push(ms(percentile(latencies, 50)), ms(percentile(latencies, 99)));
      }
      console.log(`${name.padEnd(30)} ${row.join(' ')}`);
    }
    console.log(
      `${'all page queries'.padEnd(30)} ${''.padStart(8)} ${''.padStart(8)} ${ms(percentile(all.evaluated, 50))} ${ms(percentile(all.evaluated, 99))} ${ms(percentile(all.cached, 50))} ${ms(percentile(all.cached, 99))}`,
    );
    console.log('(ms; "scan" = groq-js over every document, as before, and "narr" = narrowed by _type/_id with id dereference,');
    console.log(' both in this process; "eval" = over HTTP on loopback, evaluated in the worker pool; "hit" = from the result cache;');
    console.log(' the trivial query\'s eval − hit is the pool\'s round trip)');
  } finally {
    await servers.evaluated.stop();
    await servers.cached.stop();
    if (contentDir !== SEED_DIR) fs.rmSync(contentDir, { recursive: true, force: true });
  }
}

export async function benchGuard(startServer: StartServer, seconds: number) {
  const { base, stop } = await startServer({ TRUST_PROXY: '127.0.0.1' });
  const listUrl = `${base}/api/v1/user/getAllEpisodesGroupedByCategory`;
  const row = (label: string, result: autocannon.Result) =>
    console.log(
      `${label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx + result.errors).padStart(8)}`,
    );
  try {
    console.log(`${'GET /user/getAllEpisodesGroupedByCategory'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`);
    row('alone', await autocannon({ url: listUrl, connections: 10, duration: seconds }));
    // Ten clients, each from its own address, sending three nested *[] scans again as soon as they are answered.
    let abusing = true;
    const statuses = new Map<number, number>();
    const abusers = Array.from({ length: 10 }, async (_, i) => {
      while (abusing) {
        const res = await fetch(queryUrl(base, NESTED_SCANS, { n: Math.random() }), { headers: { 'x-forwarded-for': `10.9.0.${i}` } });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    row('while ten abusive queries run', await autocannon({ url: listUrl, connections: 10, duration: seconds }));
    abusing = false;
    await Promise.all(abusers);
    const answered = [...statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
    console.log(`(${seconds} s each, 10 connections; the abusive queries were answered: ${answered}; target p99 ≤ 50 ms)`);
  } finally {
    await stop();
  }
}
