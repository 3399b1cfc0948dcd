import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuthLimits } from './auth/limits';
import { OWASP_ARGON2ID, type PasswordHashingParams } from './auth/passwords';
import type { EnquiryLimits } from './enquiries/routes';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppConfig {
  port: number;
  host: string;
  /** Where the SQLite file, the generated JWT secret and caches live. */
  dataDir: string;
  /** PostgreSQL connection string; SQLite in dataDir when absent. */
  databaseUrl?: string;
  /** HMAC secret for JWTs; generated once into dataDir when absent. */
  jwtSecret?: string;
  /** The seed dataset and its media. */
  contentDir: string;
  /** The production build of the web app. */
  webDistDir: string;
  /** Log requests (off in tests). */
  logRequests: boolean;
  /** Login/register limits; defaults in auth/limits.ts (tests and the benchmark raise them). */
  authLimits?: Partial<AuthLimits>;
  /** Contact-form limits; defaults in enquiries/routes.ts (ENQUIRY_RATE_LIMIT_PER_HOUR). */
  enquiryLimits?: Partial<EnquiryLimits>;
  /** argon2id cost; OWASP's parameters unless a test lowers them. */
  passwordHashing?: PasswordHashingParams;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy). Off by default: trusting any
   * sender would let a client pick its own address and walk past the per-address limits.
   */
  trustProxy?: boolean | string;
}

/** TRUST_PROXY: "true" (any proxy) or a comma-separated list of proxy addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/**
 * PASSWORD_HASH_MEMORY_KIB lowers argon2id's memory for test runs that start the server as a
 * process (hundreds of sign-ups in seconds); production keeps OWASP's 19 MiB by leaving it unset.
 */
function parsePasswordHashing(value: string | undefined): PasswordHashingParams | undefined {
  if (!value) return undefined;
  const memoryCost = Number(value);
  if (!Number.isInteger(memoryCost) || memoryCost < 1024)
    throw new Error(`PASSWORD_HASH_MEMORY_KIB must be a whole number of KiB, at least 1024, got "${value}"`);
  return { ...OWASP_ARGON2ID, memoryCost };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT_DIR, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    contentDir: path.resolve(env.CONTENT_DIR ?? path.join(ROOT_DIR, 'content')),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(ROOT_DIR, 'dist/web')),
    logRequests: env.LOG_REQUESTS !== 'false' && env.NODE_ENV !== 'test',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    enquiryLimits: env.ENQUIRY_RATE_LIMIT_PER_HOUR ? { perIpPerHour: Number(env.ENQUIRY_RATE_LIMIT_PER_HOUR) } : undefined,
    passwordHashing: parsePasswordHashing(env.PASSWORD_HASH_MEMORY_KIB),
    authLimits: env.AUTH_RATE_LIMIT_PER_MINUTE ? { perIpPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE) } : undefined,
  };
}
