/**
 * Runs the real server as a child process, for the tests that kill, stop or duplicate it:
 * durability, graceful stop, several instances, backups. Every process started here is killed by
 * `killAllServers()` (call it in afterAll), even when a test fails.
 *
 * The server runs as `node --import tsx api/src/main.ts`, one process, rather than through the
 * `tsx` command: that one runs the server in a second process and, when it gets SIGTERM, relays
 * it and SIGKILLs the server unless the server confirms within 30 ms, which a busy machine misses.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from '../../scripts/lib';
import { latestTo, linkIn } from './outbox';

// A server starts in ~5 s on an idle machine; a CI machine running two browser workers beside it can take minutes.
const STARTUP_TIMEOUT_MS = 120_000;
/** A JWT secret shared by instances that must accept each other's tokens (tests only). */
export const SHARED_JWT_SECRET = 'test-only-secret-shared-by-instances-0123456789';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends a signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

const running = new Set<ChildProcess>();
const tempDirs: string[] = [];

/** A fresh DATA_DIR, removed by killAllServers(). */
export function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-proc-test-'));
  tempDirs.push(dir);
  return dir;
}

export interface ServerProcessOptions {
  dataDir: string;
  databaseUrl?: string;
  /** More environment (limits, LOG_REQUESTS, ...). */
  env?: Record<string, string>;
  /** How long to wait for /healthz (the browser tests' servers also load the built site). */
  startupTimeoutMs?: number;
  /**
   * `npm start`: the command a newcomer runs (scripts/start.ts, which builds what is stale first), in
   * its default environment (no NODE_ENV=production, nor the settings production requires; the data
   * folder makes its own JWT secret).
   */
  asNpmStart?: boolean;
}

export async function startServerProcess({ dataDir, databaseUrl, env = {}, startupTimeoutMs = STARTUP_TIMEOUT_MS, asNpmStart = false }: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const emptyWebDist = path.join(dataDir, 'no-web-build');
  const production = { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, JWT_SECRET: SHARED_JWT_SECRET };
  const child = spawn(process.execPath, ['--import', 'tsx', asNpmStart ? 'scripts/start.ts' : 'api/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // As in production, which refuses to start without payments' test mode or keys and without
      // PUBLIC_ORIGIN (api/src/startupChecks.ts); instances share one JWT secret.
      ...(asNpmStart ? {} : production),
      LOG_REQUESTS: 'false',
      WEB_DIST_DIR: emptyWebDist,
      PASSWORD_HASH_MEMORY_KIB: '1024',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ENQUIRY_RATE_LIMIT_PER_HOUR: '100000',
      WRITE_RATE_LIMIT_SCALE: '10000',
      // A stop keeps serving this long before it closes the listener; tests that stop servers need not wait 5 s.
      SHUTDOWN_DRAIN_MS: '100',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    baseUrl,
    dataDir,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };

  const deadline = Date.now() + startupTimeoutMs;
  let ended = false;
  void exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`The server did not start within ${startupTimeoutMs / 1000} s:\n${output}`);
}

/** Kills every server process still running and removes the temp DATA_DIRs (afterAll). */
export async function killAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  body: any;
}

/** A JSON call to a server process; a network failure rejects. */
export async function request(baseUrl: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Opens the confirmation link the server e-mailed to `email` (into its data directory's outbox), as
 * the /confirm-email page does: a member posts, comments and writes messages only after this.
 */
export async function confirmOnServer(server: Pick<ServerProcess, 'baseUrl' | 'dataDir'>, email: string): Promise<void> {
  const mail = await latestTo(server.dataDir, email, 'email-confirm');
  const link = mail && linkIn(mail, '/confirm-email');
  if (!link) throw new Error(`no confirmation link was sent to ${email}`);
  const answer = await request(server.baseUrl, 'POST', '/api/v1/account/email/confirm', { token: new URL(link).searchParams.get('token') });
  if (answer.status !== 200) throw new Error(`confirming ${email} failed: ${JSON.stringify(answer.body)}`);
}
