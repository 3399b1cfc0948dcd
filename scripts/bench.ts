/**
 * npm run bench: performance figures, one section after another. Each section prints its own
 * table; add a section by appending to `sections`.
 *
 *   npm run bench              all sections
 *   npm run bench -- api       only the sections whose name contains "api"
 *   BENCH_SECONDS=5 npm run bench
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BIN, freePort, ROOT } from './lib';

interface BenchSection {
  name: string;
  run(): Promise<void>;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// API: the /api/v1 server in a second process (SQLite in a temp DATA_DIR, seeded on start).

async function benchApi() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(BIN('tsx'), ['api/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_REQUESTS: 'false',
      NODE_ENV: 'production',
      // One client logs in thousands of times here: lift the per-address login limit.
      AUTH_RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
    },
  });
  try {
    const listUrl = `${base}/api/v1/user/getAllEpisodesGroupedByCategory`;
    for (let i = 0; ; i += 1) {
      if (server.exitCode !== null) throw new Error('the API server exited before it was ready');
      if (i > 300) throw new Error('the API server did not start within 60 s');
      const ok = await fetch(listUrl).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(200);
    }

    const json = { 'content-type': 'application/json' };
    const credentials = { email: 'bench@example.com', password: 'saffron-river-42' };
    await fetch(`${base}/api/v1/user/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Mark',
        phone: '+91 98765 43210',
        ...credentials,
        confirmPassword: credentials.password,
      }),
    });
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
        options: { url: `${base}/api/v1/user/login`, method: 'POST', headers: json, body: JSON.stringify(credentials) },
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
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const sections: BenchSection[] = [{ name: 'API', run: benchApi }];

const only = process.argv[2]?.toLowerCase();
for (const section of sections) {
  if (only && !section.name.toLowerCase().includes(only)) continue;
  console.log(`\n== ${section.name} ==`);
  await section.run();
}
