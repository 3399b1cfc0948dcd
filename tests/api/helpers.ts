/**
 * Test harness for /api/v1: every test file gets its own app with its own temp DATA_DIR, and —
 * when TEST_DATABASE_URL (or DATABASE_URL) points at PostgreSQL — its own throw-away database,
 * so files run in parallel on either store.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { safeParse } from 'zod/v4/core';
import { API_ENDPOINTS } from '../../contracts/api';
import { API_PREFIX, type Endpoint, errorAnswer } from '../../contracts/endpoint';
import { HEALTH_ENDPOINTS } from '../../contracts/health';
import { buildApp } from '../../api/src/app';
import { type AppConfig, loadConfig } from '../../api/src/config';
import { openDatabase } from '../../api/src/db/connection';
import type { Database } from '../../api/src/db/schema';
import { ROOT } from '../../scripts/lib';
import { confirmAddress } from './outbox';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
export const STORE = POSTGRES_URL ? 'PostgreSQL' : 'SQLite';

/** Cheap argon2id for tests only; production uses OWASP's parameters. */
export const TEST_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
/** Limits high enough not to get in the way; the limits test sets its own. */
export const RELAXED_LIMITS = {
  perIpPerMinute: 100_000,
  registerPerEmailPerHour: 100_000,
  failuresPerAccountAndIp: 100_000,
  failuresPerAccount: 100_000,
};

export const PASSWORD = 'saffron-river-42';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** A second connection to the same database, for arranging and checking state directly. */
  db: Kysely<Database>;
  close(): Promise<void>;
}

/** A throw-away PostgreSQL database next to `baseUrl`'s, dropped by `drop()`. */
export async function createPostgresDatabase(baseUrl: string) {
  const name = `jnanam_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Each test app's DATA_DIR, where newMember finds the confirmation e-mail the app sent. */
const dataDirs = new WeakMap<FastifyInstance, string>();

export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  existing?: { dataDir: string; databaseUrl?: string },
): Promise<TestApp> {
  const dataDir = existing?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-api-test-'));
  const postgres = !existing && POSTGRES_URL ? await createPostgresDatabase(POSTGRES_URL) : undefined;
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    databaseUrl: existing ? existing.databaseUrl : postgres?.url,
    webDistDir: path.join(dataDir, 'no-web-build'),
    logRequests: false,
    passwordHashing: TEST_HASHING,
    authLimits: RELAXED_LIMITS,
    // Tests write far faster than people; writeLimits.test.ts checks the limits themselves.
    writeLimitScale: 10_000,
    ...overrides,
  };
  const app = checkingAnswers(await buildApp(config));
  await app.ready();
  dataDirs.set(app, dataDir);
  const db = openDatabase(config);
  return {
    app,
    config,
    db,
    async close() {
      await app.close();
      await db.destroy();
      if (!existing) {
        await postgres?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  body: any;
}

/** The contract endpoint that a method and address reach (`:name` segments match any one segment). */
function endpointFor(method: string, url: string) {
  const pathname = (url.split('?')[0] ?? '').slice(API_PREFIX.length);
  return API_ENDPOINTS.find((endpoint) => {
    if (endpoint.method !== method) return false;
    const pattern = endpoint.path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    return new RegExp(`^${pattern.join('/')}$`).test(pathname);
  });
}

/** The health probes, at the server's root: their answers have a contract too. */
const PROBES: readonly Endpoint[] = Object.values(HEALTH_ENDPOINTS);

/**
 * Every /api/v1 (and health probe) answer a test sees must match its contract: the endpoint's schema for that status,
 * or the error shape for addresses no endpoint serves. A mismatch fails the test right here.
 */
function assertFollowsContract(method: string, url: string, status: number, body: unknown) {
  const probe = PROBES.find((endpoint) => endpoint.method === method && endpoint.path === url.split('?')[0]);
  if (!probe && (!url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}/openapi.json`))) return;
  const endpoint = probe ?? endpointFor(method, url);
  const schema = endpoint ? endpoint.responses[status] : status >= 400 ? errorAnswer : undefined;
  if (!schema) throw new Error(`${method} ${url} answered ${status}, which its contract does not declare: ${JSON.stringify(body)}`);
  const result = safeParse(schema, body);
  if (!result.success) {
    throw new Error(`${method} ${url} answered ${status} outside its contract: ${JSON.stringify(result.error.issues)}\n${JSON.stringify(body)}`);
  }
}

/** Makes `app.inject({...})` check each answer against the contract, for every test that calls it. */
function checkingAnswers(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app);
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const { method = 'GET', url = '' } = typeof options === 'string' ? { url: options } : options;
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // not JSON (media, the API reference page): only JSON answers have a contract
      if (!String(response.headers['content-type'] ?? '').includes('json')) return response;
    }
    assertFollowsContract(String(method).toUpperCase(), typeof url === 'string' ? url : String(url.pathname ?? ''), response.statusCode, body);
    return response;
  };
  app.inject = ((options?: InjectOptions | string) => (options === undefined ? inject() : checked(options))) as typeof app.inject;
  return app;
}

export async function call(app: FastifyInstance, options: InjectOptions): Promise<ApiAnswer> {
  const response = await app.inject(options);
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // not JSON (e.g. media): keep the text
  }
  return { status: response.statusCode, headers: response.headers, body };
}

export function post(app: FastifyInstance, url: string, payload?: unknown, token?: string, extra: Partial<InjectOptions> = {}) {
  return call(app, {
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as InjectOptions['payload'],
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(extra.headers ?? {}) },
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
}

export function get(app: FastifyInstance, url: string, token?: string) {
  return call(app, { method: 'GET', url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

let counter = 0;
export function signUpBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Asha',
    lastName: `Rao${counter}`,
    email: `member${counter}.${randomUUID().slice(0, 8)}@example.com`,
    phone: '+91 98765 43210',
    country: 'India',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

export interface TestMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  token: string;
}

/**
 * Registers and logs in a new member who has opened the confirmation link the app e-mailed (as a
 * member who posts, comments or sends messages must have); `{ confirmed: false }` leaves it unopened.
 */
export async function newMember(app: FastifyInstance, overrides: Record<string, unknown> = {}, { confirmed = true } = {}): Promise<TestMember> {
  const body = signUpBody(overrides);
  const registered = await post(app, '/user/register', body);
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  if (confirmed) {
    const dataDir = dataDirs.get(app);
    if (!dataDir) throw new Error('newMember confirms through the outbox of an app that startTestApp started');
    await confirmAddress(app, dataDir, String(body.email).toLowerCase());
  }
  const login = await post(app, '/user/login', { email: body.email, password: body.password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    id: login.body.data.user._id,
    email: String(body.email).toLowerCase(),
    firstName: String(body.firstName),
    lastName: String(body.lastName),
    token: login.body.data.token,
  };
}

export const EPISODE_ID = 'matsya-the-fish';

/** Runs the operator's command `npm run member -- …` (scripts/member.ts) on a test app's data; answers its exit code and output. */
export function memberCommand(config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>, ...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/member.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: config.dataDir, ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
