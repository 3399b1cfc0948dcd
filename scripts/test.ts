/**
 * npm test: typecheck, lint, unit + API tests, build, browser tests — in that order, stopping at
 * the first failure — then one summary line "N passed, N failed".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BIN, freePort, ROOT, run } from './lib';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-test-'));
let passed = 0;
let failed = 0;

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Reads the runner's JSON report; returns [passed, failed] test counts. */
  count?: () => [number, number];
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const vitestReport = path.join(reportDir, 'vitest.json');
const vitestPostgresReport = path.join(reportDir, 'vitest-postgres.json');
const playwrightReport = path.join(reportDir, 'playwright.json');
const e2eDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-e2e-data-'));
/** The Studio built by the step below is the one the browser tests edit with (tests/e2e/studio.spec.ts). */
const studioDistDir = path.join(reportDir, 'studio');

const steps: Step[] = [
  { name: 'generated files up to date (typegen, seed dataset)', command: BIN('tsx'), args: ['scripts/check-generated.ts'] },
  { name: 'typecheck (tsc --noEmit)', command: BIN('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint (eslint)', command: BIN('eslint'), args: ['.', '--max-warnings=0'] },
  {
    name: 'unit and API tests (vitest)',
    command: BIN('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    // SQLite here; the PostgreSQL run of the API tests is the next step.
    env: { NODE_ENV: 'test', TEST_DATABASE_URL: '' },
    count: () => {
      const r = readJson<{ numPassedTests: number; numFailedTests: number }>(vitestReport);
      return r ? [r.numPassedTests, r.numFailedTests] : [0, 1];
    },
  },
  // The API suite again on PostgreSQL when a server is given (.ci/run starts one: scripts/ci-postgres.sh).
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'API tests on PostgreSQL (vitest)',
          command: BIN('vitest'),
          args: ['run', 'tests/api', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestPostgresReport}`],
          env: { NODE_ENV: 'test', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
          count: () => {
            const r = readJson<{ numPassedTests: number; numFailedTests: number }>(vitestPostgresReport);
            return r ? [r.numPassedTests, r.numFailedTests] : [0, 1];
          },
        } satisfies Step,
      ]
    : []),
  {
    name: 'studio compiles (sanity build)',
    command: BIN('sanity'),
    args: ['build', '--yes', studioDistDir],
    cwd: path.join(ROOT, 'studio'),
    env: { SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  },
  { name: 'production build (react-router build)', command: BIN('react-router'), args: ['build'], env: { NODE_ENV: 'production' } },
  {
    name: 'browser tests (playwright, system Chromium)',
    command: BIN('playwright'),
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, E2E_DATA_DIR: e2eDataDir, STUDIO_DIST_DIR: studioDistDir },
    count: () => {
      const r = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(playwrightReport);
      return r ? [r.stats.expected + r.stats.flaky, r.stats.unexpected] : [0, 1];
    },
  },
];

// TEST_FROM=<the start of a step's name> resumes a run at that step (a re-run after fixing a later step).
const from = process.env.TEST_FROM;
const firstStep = from ? steps.findIndex((step) => step.name.startsWith(from)) : 0;
if (firstStep < 0) throw new Error(`No step's name starts with TEST_FROM=${from}`);

for (const step of steps.slice(firstStep)) {
  console.log(`\n▶ ${step.name}`);
  const env = { ...process.env, ...step.env };
  if (step.name.startsWith('browser')) env.E2E_PORT ??= String(await freePort());
  const code = await run(step.command, step.args, { env, cwd: step.cwd ?? ROOT });
  if (step.count) {
    const [p, f] = step.count();
    passed += p;
    failed += f;
  } else if (code === 0) {
    passed += 1;
  }
  if (code !== 0) {
    if (!step.count || failed === 0) failed += 1;
    console.log(`\n✖ ${step.name} failed (exit code ${code}).`);
    break;
  }
}

fs.rmSync(e2eDataDir, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
