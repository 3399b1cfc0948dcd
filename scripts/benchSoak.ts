/**
 * The soak: many members using the site at once for minutes on end (episode list, an episode, a
 * content query, likes and saves, comments, logins), to show that nothing fails under sustained
 * load and that the server's memory settles instead of growing. Every request must succeed; any
 * other status, timeout or reset is counted as an error.
 */
import fs from 'node:fs';
import os from 'node:os';
import { Pool } from 'undici';

const PASSWORD = 'saffron-river-42';
const REQUEST_TIMEOUT_MS = 30_000;
const SAMPLE_EVERY_MS = 5_000;

type Kind = 'list' | 'episode' | 'content' | 'like' | 'save' | 'comment' | 'login';
/** Mostly reading, as on the real site; each toggle or comment is one member's click. */
const WEIGHTS: Record<Kind, number> = { list: 25, episode: 25, content: 20, like: 10, save: 8, comment: 8, login: 4 };
const KINDS = Object.keys(WEIGHTS) as Kind[];

export interface SoakOptions {
  base: string;
  pid: number;
  minutes: number;
  connections: number;
  /** Paths (with query strings) of the content endpoint's page queries. */
  contentQueries: string[];
}

interface Member {
  email: string;
  token: string;
}

function pickKind(): Kind {
  const total = KINDS.reduce((sum, kind) => sum + WEIGHTS[kind], 0);
  let roll = Math.random() * total;
  for (const kind of KINDS) {
    roll -= WEIGHTS[kind];
    if (roll < 0) return kind;
  }
  return 'list';
}

/** Resident memory (KiB) of the server: the largest process in the tree started as `pid`. */
function serverRssKib(pid: number): number {
  const rss = (p: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
  const children = (p: number): number[] => {
    try {
      return fs
        .readdirSync(`/proc/${p}/task`)
        .flatMap((task) => fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
    } catch {
      return [];
    }
  };
  let largest = 0;
  const visit = (p: number) => {
    try {
      largest = Math.max(largest, rss(p));
    } catch {
      return;
    }
    children(p).forEach(visit);
  };
  visit(pid);
  return largest;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0);
const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;

export async function soak({ base, pid, minutes, connections, contentQueries }: SoakOptions) {
  const pool = new Pool(base, { connections, pipelining: 1, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });
  const json = { 'content-type': 'application/json' };
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => {
    const answer = await pool.request({
      method,
      path,
      headers: { ...(body === undefined ? {} : json), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.body.text();
    return { status: answer.statusCode, text };
  };

  // One member per connection, so that the per-account login throttle never sees two attempts at once.
  console.log(`setting up ${connections} members …`);
  const members: Member[] = [];
  const stamp = Date.now().toString(36);
  for (let start = 0; start < connections; start += 8) {
    const batch = Array.from({ length: Math.min(8, connections - start) }, (_, i) => `soak${start + i}.${stamp}@example.com`);
    members.push(
      ...(await Promise.all(
        batch.map(async (email) => {
          await call('POST', '/api/v1/user/register', { firstName: 'Soak', lastName: 'Test', phone: '+91 98765 43210', email, password: PASSWORD, confirmPassword: PASSWORD });
          const login = await call('POST', '/api/v1/user/login', { email, password: PASSWORD });
          if (login.status !== 200) throw new Error(`login failed during setup: ${login.status} ${login.text}`);
          return { email, token: (JSON.parse(login.text) as { data: { token: string } }).data.token };
        }),
      )),
    );
  }
  const list = JSON.parse((await call('GET', '/api/v1/user/getAllEpisodesGroupedByCategory')).text) as { data: { episodes: { _id: string }[] }[] };
  const episodeIds = list.data.flatMap((category) => category.episodes.map((episode) => episode._id));
  const anyOf = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
  // A live server has warm caches: answer each page query and episode once before the clock starts.
  for (const path of contentQueries) await call('GET', path);
  for (const id of episodeIds) await call('GET', `/api/v1/user/getepisode/${encodeURIComponent(id)}`);

  const latencies = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
  const errors: Record<string, number> = {};
  const countError = (label: string) => (errors[label] = (errors[label] ?? 0) + 1);

  async function once(kind: Kind, member: Member) {
    switch (kind) {
      case 'list':
        return call('GET', '/api/v1/user/getAllEpisodesGroupedByCategory', undefined, Math.random() < 0.5 ? member.token : undefined);
      case 'episode':
        return call('GET', `/api/v1/user/getepisode/${encodeURIComponent(anyOf(episodeIds))}`, undefined, member.token);
      case 'content':
        return call('GET', anyOf(contentQueries));
      case 'like':
        return call('POST', '/api/v1/user/like-unlike-stream', { streamId: anyOf(episodeIds) }, member.token);
      case 'save':
        return call('POST', '/api/v1/user/save-unsave-stream', { streamId: anyOf(episodeIds) }, member.token);
      case 'comment':
        return call('POST', '/api/v1/user/add-comment-to-stream', { streamId: anyOf(episodeIds), text: `A soak comment at ${new Date().toISOString()}` }, member.token);
      case 'login': {
        const answer = await call('POST', '/api/v1/user/login', { email: member.email, password: PASSWORD });
        if (answer.status === 200) member.token = (JSON.parse(answer.text) as { data: { token: string } }).data.token;
        return answer;
      }
    }
  }

  const startedAt = Date.now();
  const endsAt = startedAt + minutes * 60_000;
  const warmUpMs = Math.min(60_000, (minutes * 60_000) / 2);
  const rss: { atMs: number; kib: number }[] = [];
  const sampler = setInterval(() => {
    rss.push({ atMs: Date.now() - startedAt, kib: serverRssKib(pid) });
    const done = latencies.list.length + latencies.episode.length + latencies.content.length;
    process.stdout.write(`  ${((Date.now() - startedAt) / 1000).toFixed(0)} s: ${mib(rss.at(-1)!.kib)} resident, ${done} reads so far\n`);
  }, SAMPLE_EVERY_MS);

  console.log(`soak: ${connections} connections for ${minutes} min against ${base} (SQLite, ${os.cpus().length} CPU cores)`);
  await Promise.all(
    members.map(async (member) => {
      while (Date.now() < endsAt) {
        const kind = pickKind();
        const started = performance.now();
        try {
          const { status, text } = await once(kind, member);
          latencies[kind].push(performance.now() - started);
          if (status < 200 || status >= 300) countError(`${kind}: ${status} ${text.slice(0, 80)}`);
        } catch (error) {
          countError(`${kind}: ${(error as { code?: string }).code ?? (error as Error).message}`);
        }
      }
    }),
  );
  clearInterval(sampler);
  const afterLoadKib = serverRssKib(pid);
  await pool.close();

  const seconds = (Date.now() - startedAt) / 1000;
  const total = KINDS.reduce((sum, kind) => sum + latencies[kind].length, 0);
  const errorCount = Object.values(errors).reduce((sum, n) => sum + n, 0);
  console.log(`\n${'kind'.padEnd(9)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const kind of KINDS) {
    const sorted = latencies[kind].sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(9)} ${String(sorted.length).padStart(9)} ${(sorted.length / seconds).toFixed(0).padStart(7)} ${percentile(sorted, 0.5).toFixed(0).padStart(8)} ${percentile(sorted, 0.99).toFixed(0).padStart(8)}`,
    );
  }
  console.log(`${total} requests in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(0)} req/s), ${errorCount} errors`);
  for (const [label, n] of Object.entries(errors)) console.log(`  ${n}× ${label}`);
  // Resident memory jumps with each garbage collection: compare the median of three samples under
  // load right after the warm-up with the median of the last three under load.
  const median = (samples: { kib: number }[]) => [...samples].sort((a, b) => a.kib - b.kib)[Math.floor(samples.length / 2)]?.kib ?? 0;
  const warmIndex = Math.max(0, rss.findIndex((sample) => sample.atMs >= warmUpMs));
  const afterWarmUp = median(rss.slice(warmIndex, warmIndex + 3));
  const end = median(rss.slice(-3));
  const growth = ((end - afterWarmUp) / afterWarmUp) * 100;
  console.log(
    `resident memory under load: ${mib(afterWarmUp)} after ${(warmUpMs / 1000).toFixed(0)} s of warm-up, ${mib(end)} at the end, growth ${growth.toFixed(1)} % (target ≤ 10 %); peak ${mib(Math.max(...rss.map((s) => s.kib)))}, ${mib(afterLoadKib)} once the load stopped`,
  );
  if (errorCount > 0 || growth > 10) process.exitCode = 1;
}
