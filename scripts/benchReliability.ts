/**
 * The reliability sections of `npm run bench`:
 *
 *   npm run bench -- fuzz [--runs 10000]   the API fuzz test (tests/api/fuzz.test.ts) at 10,000 cases
 *                                          per endpoint; on PostgreSQL when TEST_DATABASE_URL is set
 *   npm run bench -- soak [--minutes 10]   a mixed workload at 200 connections against a server
 *                                          process on SQLite: errors, latency per kind, memory growth
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BIN, run } from './lib';
import { pageQueries, queryUrl } from './benchContent';
import { soak } from './benchSoak';

/** The value after `--name` among a section's arguments, as a positive number. */
export function numberArgument(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`);
  return value;
}

interface FuzzReport {
  runs: number;
  store: string;
  statuses: Record<string, Record<string, number>>;
}

export async function benchFuzz(args: string[]) {
  const runs = numberArgument(args, 'runs', 10_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-fuzz-'));
  const reportFile = path.join(dir, 'statuses.json');
  const vitestFile = path.join(dir, 'vitest.json');
  const started = performance.now();
  const code = await run(BIN('vitest'), ['run', 'tests/api/fuzz.test.ts', '--reporter=dot', '--reporter=json', `--outputFile.json=${vitestFile}`], {
    env: { ...process.env, NODE_ENV: 'test', FUZZ_RUNS: String(runs), FUZZ_REPORT: reportFile, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
  });
  const seconds = (performance.now() - started) / 1000;
  const read = <T>(file: string) => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined);
  const report = read<FuzzReport>(reportFile);
  const vitest = read<{ numFailedTests: number; numTotalTests: number }>(vitestFile);
  fs.rmSync(dir, { recursive: true, force: true });
  if (!report) throw new Error(`the fuzz test wrote no report (vitest exit code ${code})`);

  console.log(`${'endpoint'.padEnd(46)} ${'cases'.padStart(7)}  answers by status`);
  let cases = 0;
  for (const [endpoint, statuses] of Object.entries(report.statuses)) {
    const count = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    cases += count;
    const spread = Object.entries(statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(`${endpoint.padEnd(46)} ${String(count).padStart(7)}  ${spread}`);
  }
  const failures = vitest?.numFailedTests ?? (code === 0 ? 0 : 1);
  console.log(
    `${cases} cases, ${Object.keys(report.statuses).length} endpoints, ${failures} failing endpoints, ${seconds.toFixed(0)} s (${report.store}, ${runs} cases per endpoint)`,
  );
  if (failures > 0 || code !== 0) process.exitCode = 1;
}

export interface SoakServer {
  base: string;
  /** The process started; the server may be a child of it (tsx runs node in a second process). */
  pid: number;
  stop(): Promise<void>;
}

export async function benchSoak(startServer: (env?: NodeJS.ProcessEnv) => Promise<SoakServer>, args: string[]) {
  const minutes = numberArgument(args, 'minutes', 10);
  const server = await startServer({
    // Every connection comes from 127.0.0.1: lift the per-address limits, keep everything else as in production.
    AUTH_RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
    CONTENT_QUERY_MAX_IN_FLIGHT: String(1_000),
  });
  try {
    const queries = pageQueries().map(({ query, params }) => queryUrl('', query, params));
    await soak({ base: server.base, pid: server.pid, minutes, connections: 200, contentQueries: queries });
  } finally {
    await server.stop();
  }
}
