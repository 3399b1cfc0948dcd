/**
 * npm run bench: performance figures, one section after another. Each section prints its own
 * table; add a section by appending to `sections`.
 *
 *   npm run bench              all sections
 *   npm run bench -- api       only the sections whose name contains "api"
 *   npm run bench -- guide     the guide's recall@5 and answer time
 *   npm run bench -- content --docs 10000   (section arguments follow its name; see benchContent.ts)
 *   npm run bench -- fuzz [--runs 10000]     the API fuzz test at 10,000 cases per endpoint   } only when
 *   npm run bench -- soak [--minutes 10]     200 connections of mixed traffic for 10 minutes } named
 *   BENCH_SECONDS=5 npm run bench
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { benchContent, benchGuard, queryUrl } from './benchContent';
import { benchGuide } from './benchGuide';
import { benchLive } from './benchLive';
import { benchMarketFilters } from './benchMarket';
import { clientDirOf, formatBuildSizes, measureBuild } from './bundleSizes';
import { benchFuzz, benchSoak } from './benchReliability';
import { BIN, buildWeb, freePort, ROOT, run, webBuildIsStale } from './lib';
import { articlePath, bookPath, episodePath, ROUTES } from '../contracts/routes';

interface BenchSection {
  name: string;
  run(): Promise<void>;
  /** Long sections (many minutes) run only when asked for by name. */
  onlyWhenNamed?: boolean;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// API: the /api/v1 server in a second process (SQLite in a temp DATA_DIR, seeded on start).

interface RunningServer {
  base: string;
  /** The process started (tsx, which runs the server in a child process). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts the real server in a second process on a free port with a temp DATA_DIR; waits until it answers. */
async function startServerProcess(env: NodeJS.ProcessEnv = {}, cwd = ROOT): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(path.join(cwd, 'node_modules', '.bin', 'tsx'), ['api/src/main.ts'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_REQUESTS: 'false',
      NODE_ENV: 'production',
      // A production server needs these; the benchmarks pay in test mode and may write fast.
      PAYMENTS_TEST_MODE: 'true',
      PUBLIC_ORIGIN: base,
      WRITE_RATE_LIMIT_SCALE: '10000',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i += 1) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    if (i > 300) {
      await stop();
      throw new Error('the server did not start within 60 s');
    }
    const ok = await fetch(`${base}/api/v1/user/getAllEpisodesGroupedByCategory`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(200);
  }
  return { base, pid: server.pid!, stop };
}

async function benchApi() {
  // One client logs in thousands of times here: lift the per-address login limit.
  const { base, stop } = await startServerProcess({ AUTH_RATE_LIMIT_PER_MINUTE: String(1_000_000_000) });
  try {
    const listUrl = `${base}/api/v1/user/getAllEpisodesGroupedByCategory`;
    const json = { 'content-type': 'application/json' };
    // Many members logging in, one connection each: the per-account throttle counts attempts in
    // flight, so one account hammered by ten connections would measure the throttle, not login.
    const members = Array.from({ length: 10 }, (_, i) => ({ email: `bench${i}@example.com`, password: 'saffron-river-42' }));
    const credentials = members[0]!;
    let nextMember = 0;
    for (const member of members) {
      await fetch(`${base}/api/v1/user/register`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: 'Mark',
          phone: '+91 98765 43210',
          ...member,
          confirmPassword: member.password,
        }),
      });
    }
    const login = (await (
      await fetch(`${base}/api/v1/user/login`, { method: 'POST', headers: json, body: JSON.stringify(credentials) })
    ).json()) as {
      data: { token: string };
    };
    const auth = { ...json, authorization: `Bearer ${login.data.token}` };
    const streamId = 'matsya-the-fish';
    // A realistic episode page: a few comments with replies.
    for (let i = 0; i < 5; i += 1) {
      const comment = (await (
        await fetch(`${base}/api/v1/user/add-comment-to-stream`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ streamId, text: `Comment ${i}` }),
        })
      ).json()) as { comment: { _id: string } };
      await fetch(`${base}/api/v1/user/add-reply-to-stream-comment`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ commentId: comment.comment._id, text: 'A reply' }),
      });
    }

    const cases: { label: string; options: autocannon.Options }[] = [
      { label: 'GET  /user/getAllEpisodesGroupedByCategory', options: { url: listUrl } },
      {
        label: `GET  /user/getepisode/${streamId}`,
        options: { url: `${base}/api/v1/user/getepisode/${streamId}`, headers: auth },
      },
      {
        label: 'POST /user/login (argon2id, OWASP cost)',
        options: {
          url: `${base}/api/v1/user/login`,
          method: 'POST',
          headers: json,
          body: JSON.stringify(credentials),
          // Each connection logs in as its own member.
          setupClient: (client: autocannon.Client) => client.setBody(JSON.stringify(members[nextMember++ % members.length])),
        },
      },
      {
        label: 'POST /user/like-unlike-stream',
        options: {
          url: `${base}/api/v1/user/like-unlike-stream`,
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ streamId }),
        },
      },
    ];
    console.log(
      `${'endpoint'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`,
    );
    for (const { label, options } of cases) {
      const result = await autocannon({ connections: 10, duration: SECONDS, ...options });
      console.log(
        `${label.padEnd(46)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx + result.errors).padStart(8)}`,
      );
    }
    console.log(`(${SECONDS} s each, 10 connections, SQLite, one server process, ${os.cpus().length} CPU cores)`);
  } finally {
    await stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Bundle: the production build's JavaScript and CSS, raw and compressed, per chunk.

async function benchBundle() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-bundle-'));
  const code = await buildWeb(outDir, { stdio: 'ignore' });
  if (code !== 0) throw new Error('react-router build failed');
  const assets = path.join(clientDirOf(outDir), 'assets');
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(9);
  const rows = fs
    .readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const body = fs.readFileSync(path.join(assets, f));
      return {
        file: f,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        brotli: zlib.brotliCompressSync(body).length,
      };
    })
    .sort((a, b) => b.raw - a.raw);
  console.log(`${'chunk'.padEnd(44)} ${'raw KiB'.padStart(9)} ${'gzip KiB'.padStart(9)} ${'br KiB'.padStart(9)}`);
  for (const r of rows.slice(0, 14)) console.log(`${r.file.padEnd(44)} ${kb(r.raw)} ${kb(r.gzip)} ${kb(r.brotli)}`);
  const totalJs = rows.filter((r) => r.file.endsWith('.js')).reduce((total, r) => total + r.brotli, 0);
  console.log(`all JavaScript, brotli: ${kb(totalJs)} KiB in ${rows.filter((r) => r.file.endsWith('.js')).length} chunks`);
  console.log(`\nper page (what tests/e2e/budgets.spec.ts checks):\n${formatBuildSizes(measureBuild(outDir))}`);
  fs.rmSync(outDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse: mobile emulation (simulated slow 4G, 4x CPU slowdown) against the real server.

/** The targets for every page (mobile, simulated throttling). */
const LIGHTHOUSE_TARGETS = { performance: 95, otherScores: 100, lcpMs: 2000, cls: 0.02, tbtMs: 200 };

/** Every page of the route table; the player with a real episode's id (the first published one), a book page with a real book, the reading page with a real article. */
async function lighthousePages(base: string): Promise<string[]> {
  const answer = (await (await fetch(`${base}/api/v1/user/getAllEpisodesGroupedByCategory`)).json()) as {
    data?: { episodes?: { _id: string }[] }[];
  };
  const episodeId = answer.data?.flatMap((group) => group.episodes ?? [])[0]?._id;
  const book = (await (
    await fetch(queryUrl(base, '*[_type == "book" && defined(slug.current)][0].slug.current', {}))
  ).json()) as { result?: string };
  const article = (await (
    await fetch(queryUrl(base, '*[_type == "article" && defined(slug.current)][0].slug.current', {}))
  ).json()) as { result?: string };
  return Object.values(ROUTES).flatMap((route) => {
    if (route === ROUTES.videoPlayer) return episodeId ? [episodePath(episodeId)] : [];
    if (route === ROUTES.bookDetail) return book.result ? [bookPath(book.result)] : [];
    if (route === ROUTES.readingBlog) return article.result ? [articlePath(article.result)] : [];
    return [route];
  });
}

type LighthouseReport = {
  runtimeError?: { code: string };
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number; details?: { items?: { url?: string; duration?: number }[] } }>;
};

const LIGHTHOUSE_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/** One Lighthouse run of one address (run again once when Lighthouse loses the trace, NO_NAVSTART). */
async function lighthouseRun(url: string, out: string, chrome: string): Promise<LighthouseReport | undefined> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const code = await run(
      BIN('lighthouse'),
      [url, '--quiet', `--chrome-flags=${LIGHTHOUSE_FLAGS}`, '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility,best-practices,seo'],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: 'ignore' },
    );
    const answer = code === 0 ? (JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport) : undefined;
    if (answer && !answer.runtimeError) return answer;
  }
  return undefined;
}

/** A report's row and whether it meets the targets. */
function lighthouseRow(label: string, report: LighthouseReport) {
  const scoreOf = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100);
  const value = (k: string) => report.audits[k]?.numericValue ?? 0;
  const score = (k: string) => String(scoreOf(k)).padStart(5);
  const ms = (k: string) => `${(value(k) / 1000).toFixed(2)}s`.padStart(7);
  const t = LIGHTHOUSE_TARGETS;
  const meets =
    scoreOf('performance') >= t.performance &&
    ['accessibility', 'best-practices', 'seo'].every((k) => scoreOf(k) >= t.otherScores) &&
    value('largest-contentful-paint') <= t.lcpMs &&
    value('cumulative-layout-shift') <= t.cls &&
    value('total-blocking-time') <= t.tbtMs;
  const row = `${label.padEnd(44)} ${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')} ${ms('first-contentful-paint')} ${ms('largest-contentful-paint')} ${`${Math.round(value('total-blocking-time'))}ms`.padStart(7)} ${value('cumulative-layout-shift').toFixed(3).padStart(6)} ${meets ? 'yes' : 'no'}`;
  const longTasks = (report.audits['long-tasks']?.details?.items ?? []).slice(0, 4);
  const why = meets ? '' : `\n${''.padEnd(44)} long tasks: ${longTasks.map((task) => `${Math.round(task.duration ?? 0)} ms ${task.url?.split('/').pop() || task.url}`).join(', ')}`;
  return { meets, text: row + why };
}

/**
 * Every page on this build; with LIGHTHOUSE_COMPARE_DIR (another checkout, built, with its own
 * node_modules), each page on that build too, right after, so both are measured in one run on one machine.
 */
async function benchLighthouse() {
  const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chrome)) {
    console.log(`skipped: no Chromium at ${chrome}`);
    return;
  }
  if (webBuildIsStale()) await buildWeb(undefined, { stdio: 'ignore' });
  const compareDir = process.env.LIGHTHOUSE_COMPARE_DIR;
  const servers = [{ label: '', server: await startServerProcess() }];
  if (compareDir) servers.push({ label: ` [${path.basename(compareDir)}]`, server: await startServerProcess({}, path.resolve(compareDir)) });
  try {
    console.log(
      `${'page'.padEnd(44)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'seo'.padStart(5)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} targets`,
    );
    const pages = await lighthousePages(servers[0]!.server.base);
    const missed = servers.map(() => [] as string[]);
    // Every report is kept, to read why a page missed (its long tasks, its LCP element).
    const reportsDir = path.join(os.tmpdir(), 'jnanam-lighthouse');
    fs.mkdirSync(reportsDir, { recursive: true });
    for (const page of pages) {
      for (const [index, { label, server }] of servers.entries()) {
        const out = path.join(reportsDir, `${index}-${page.replace(/[^a-z0-9-]+/gi, '_')}.json`);
        const report = await lighthouseRun(`${server.base}${page}`, out, chrome);
        if (!report) {
          console.log(`${(page + label).padEnd(44)} lighthouse failed twice`);
          missed[index]!.push(page);
          continue;
        }
        const row = lighthouseRow(page + label, report);
        if (!row.meets) missed[index]!.push(page);
        console.log(row.text);
      }
    }
    console.log(`reports: ${reportsDir}`);
    const t = LIGHTHOUSE_TARGETS;
    console.log(`targets: performance >= ${t.performance}, the other scores ${t.otherScores}, LCP <= ${t.lcpMs / 1000} s, CLS <= ${t.cls}, TBT <= ${t.tbtMs} ms`);
    for (const [index, { label }] of servers.entries()) {
      const count = missed[index]!.length;
      console.log(`${label.trim() || 'this build'}: ${count ? `missed on ${count} of ${pages.length} pages` : `met on all ${pages.length} pages`}`);
    }
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()));
  }
}

const sections: BenchSection[] = [
  { name: 'Bundle', run: benchBundle },
  { name: 'API', run: benchApi },
  { name: 'Lighthouse', run: benchLighthouse },
  // The content endpoint: page queries (`-- content --docs 10000` on a generated dataset), and the cost guard.
  { name: 'Content', run: () => benchContent(startServerProcess, process.argv.slice(3)) },
  { name: 'Guard', run: () => benchGuard(startServerProcess, SECONDS) },
  // The marketplace's filter change in Chromium, click to new result count.
  { name: 'Market', run: () => benchMarketFilters(startServerProcess) },
  // Members' live streams: memory per stream, send-to-receive latency on SQLite and on two PostgreSQL instances.
  { name: 'Live', run: () => benchLive(startServerProcess) },
  // The AI guide: recall@5 over tests/guide/questions.json and the answer time, without a model and with a local stub.
  { name: 'Guide', run: () => benchGuide(startServerProcess) },
  { name: 'Fuzz', run: () => benchFuzz(process.argv.slice(3)), onlyWhenNamed: true },
  { name: 'Soak', run: () => benchSoak(startServerProcess, process.argv.slice(3)), onlyWhenNamed: true },
];

const only = process.argv[2]?.toLowerCase();
for (const section of sections) {
  if (only ? !section.name.toLowerCase().includes(only) : section.onlyWhenNamed) continue;
  console.log(`\n== ${section.name} ==`);
  await section.run();
}
