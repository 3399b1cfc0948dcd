/**
 * npm run bench -- live: the members' live streams. On SQLite (one instance): resident memory per
 * open stream with 500 streams, and a message's send-to-receive latency (p50, p99) while 500 members
 * listen. With PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, e.g. after
 * `source scripts/ci-postgres.sh`): the same latency with two instances, sender and receiver on
 * different ones (LISTEN/NOTIFY between them).
 */
import fs from 'node:fs';
import pg from 'pg';

interface RunningServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}
type StartServer = (env?: NodeJS.ProcessEnv) => Promise<RunningServer>;

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 300);
const PASSWORD = 'saffron-river-42';
// Every stream comes from this one machine, far past the per-address cap that guards a real server.
const SERVER_ENV = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000000', PASSWORD_HASH_MEMORY_KIB: '1024', WRITE_RATE_LIMIT_SCALE: '10000', LIVE_STREAMS_PER_ADDRESS: String(STREAMS + 10) };

interface Member {
  token: string;
  handle: string;
}

const json = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });

async function call<T>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api/v1${path}`, { method, headers: json(token), body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function members(base: string, count: number): Promise<Member[]> {
  const out: Member[] = [];
  const stamp = Date.now();
  for (let start = 0; start < count; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, async (_, i) => {
        const email = `live${stamp}.${start + i}@example.com`;
        await call(base, 'POST', '/user/register', { firstName: 'Live', lastName: `Bench ${start + i}`, email, phone: '+91 98765 43210', country: 'India', password: PASSWORD, confirmPassword: PASSWORD });
        const login = await call<{ data: { token: string } }>(base, 'POST', '/user/login', { email, password: PASSWORD });
        const me = await call<{ profile: { handle: string } }>(base, 'GET', '/community/me', undefined, login.data.token);
        return { token: login.data.token, handle: me.profile.handle };
      }),
    );
    out.push(...batch);
  }
  return out;
}

/** An open stream that resolves `waiters` by message text as events arrive. */
async function listen(base: string, token: string, arrivals: Map<string, (at: number) => void>, controllers: AbortController[]) {
  const controller = new AbortController();
  controllers.push(controller);
  const response = await fetch(`${base}/api/v1/live`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes('event: message\n')) continue;
          const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { message: { text: string; mine: boolean } };
          if (!data.message.mine) arrivals.get(data.message.text)?.(performance.now());
        }
      }
    } catch {
      // closed at the end
    }
  })();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Sends MESSAGES messages, each from one member to its partner on `receiverBase`, a few at a time; answers the latencies in ms. */
async function latencies(pairs: { from: Member; to: Member; conversationId: string; senderBase: string }[], arrivals: Map<string, (at: number) => void>) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < MESSAGES) {
      const n = next++;
      const pair = pairs[n % pairs.length]!;
      const text = `bench ${n} ${Math.random().toString(36).slice(2)}`;
      const arrived = new Promise<number>((resolve) => arrivals.set(text, resolve));
      const started = performance.now();
      await call(pair.senderBase, 'POST', `/messages/conversations/${pair.conversationId}/messages`, { text }, pair.from.token);
      const at = await Promise.race([arrived, new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`message ${n} did not arrive in 10 s`)), 10_000))]);
      arrivals.delete(text);
      times.push(at - started);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return times.sort((a, b) => a - b);
}

/** The server's own process (tsx runs it as its child): its resident memory in MiB. */
function rssMiB(pid: number): number {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  const target = children.length ? Number(children.at(-1)) : pid;
  const line = fs.readFileSync(`/proc/${target}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

async function pairUp(list: Member[], baseFor: (i: number) => string) {
  const pairs: { from: Member; to: Member; conversationId: string; senderBase: string }[] = [];
  for (let i = 0; i + 1 < list.length; i += 2) {
    const [a, b] = [list[i]!, list[i + 1]!];
    const opened = await call<{ conversation: { id: string } }>(baseFor(i), 'POST', '/messages/conversations', { handle: b.handle }, a.token);
    pairs.push({ from: a, to: b, conversationId: opened.conversation.id, senderBase: baseFor(i) });
    pairs.push({ from: b, to: a, conversationId: opened.conversation.id, senderBase: baseFor(i + 1) });
  }
  return pairs;
}

export async function benchLive(startServer: StartServer) {
  const server = await startServer(SERVER_ENV);
  const controllers: AbortController[] = [];
  try {
    const list = await members(server.base, STREAMS);
    const pairs = await pairUp(list, () => server.base);
    const before = rssMiB(server.pid);
    const arrivals = new Map<string, (at: number) => void>();
    for (const member of list) await listen(server.base, member.token, arrivals, controllers);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rssMiB(server.pid);
    const times = await latencies(pairs, arrivals);
    console.log(`SQLite, one instance: ${STREAMS} open streams; resident memory ${before.toFixed(0)} -> ${after.toFixed(0)} MiB, ${(((after - before) * 1024) / STREAMS).toFixed(1)} KiB per stream`);
    console.log(`  send-to-receive over ${times.length} messages with ${STREAMS} listening: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (target p99 <= 100 ms)`);
  } finally {
    controllers.forEach((c) => c.abort());
    await server.stop();
  }

  const baseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    console.log('PostgreSQL, two instances: skipped (set BENCH_DATABASE_URL, or source scripts/ci-postgres.sh first)');
    return;
  }
  const name = `jnanam_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const env = { ...SERVER_ENV, DATABASE_URL: url.toString(), JWT_SECRET: 'bench-only-secret-shared-by-instances-0123456789' };
  const first = await startServer(env);
  const second = await startServer(env);
  const streams: AbortController[] = [];
  try {
    const bases = [first.base, second.base];
    const list = await members(first.base, STREAMS);
    // Each pair's two members are on different instances, so every message crosses between them.
    const pairs = await pairUp(list, (i) => bases[i % 2]!);
    const arrivals = new Map<string, (at: number) => void>();
    for (const [i, member] of list.entries()) await listen(bases[i % 2]!, member.token, arrivals, streams);
    const times = await latencies(pairs, arrivals);
    console.log(`PostgreSQL, two instances: ${STREAMS} open streams split between them; every message sent on one and received on the other`);
    console.log(`  send-to-receive over ${times.length} messages: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (target p99 <= 250 ms)`);
  } finally {
    streams.forEach((c) => c.abort());
    await Promise.all([first.stop(), second.stop()]);
    const drop = new pg.Client({ connectionString: baseUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  }
}
