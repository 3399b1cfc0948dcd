import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AccountLimits } from './accounts/deps';
import type { AuthLimits } from './auth/limits';
import type { WriteKind, WriteLimit } from './auth/writeLimits';
import { OWASP_ARGON2ID, type PasswordHashingParams } from './auth/passwords';
import { type ImageLimits, imageLimitsFrom } from './content/imageVariants';
import type { ContentQueryLimits } from './content/queryPool';
import type { EnquiryLimits } from './enquiries/routes';
import { type GuideModelConfig, guideModelFrom } from './guide/model';
import type { ModelCallLimits } from './guide/modelCalls';
import { type LogFormat, logFormatFrom } from './http/requestLog';
import { DEFAULT_LIVE_STREAM_LIMITS, type LiveStreamLimits } from './live/limits';
import type { RazorpayConfig } from './payments/providers';

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
  /** WEB_DEV=1 (npm run dev): pages rendered from the sources through Vite, with hot reload. */
  webDev?: boolean;
  /**
   * SERVE_SOURCE_MAPS=true|false: whether the web app's source maps (*.map, which hold the
   * client's source) are served. Off by default in production, on elsewhere.
   */
  serveSourceMaps?: boolean;
  /** The built Studio (`sanity build`), served at /studio (STUDIO_DIST_DIR, default dist/studio). */
  studioDistDir?: string;
  /**
   * The site's public address (PUBLIC_ORIGIN, e.g. https://jnanam.org) for the sitemap and robots.txt;
   * the address each request was made to when absent.
   */
  publicOrigin?: string;
  /** How long the server reuses content it rendered pages with (CONTENT_CACHE_SECONDS, default 30). */
  contentCacheSeconds?: number;
  /** How long and how many revisions a document's history keeps (CONTENT_HISTORY_DAYS, default 90; CONTENT_HISTORY_REVISIONS, default 100). */
  contentHistory?: { days?: number; revisions?: number };
  /** AI_BASE_URL, AI_API_KEY, AI_MODEL: the guide's language model; without one the guide answers with the passages. */
  guideModel?: GuideModelConfig;
  /** The model's answers written at once and questions waiting (GUIDE_MODEL_CALLS, GUIDE_MODEL_QUEUE); defaults in guide/modelCalls.ts. */
  guideModelCalls?: Partial<ModelCallLimits>;
  /** Log requests (off in tests). */
  logRequests: boolean;
  /** The hourly job (membership notices, the weekly digest); off in tests, which call it themselves. SCHEDULED_JOBS=false turns it off. */
  scheduledJobs: boolean;
  /** LOG_FORMAT: JSON lines or one readable line a request; see http/requestLog.ts. */
  logFormat?: LogFormat;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(text: string): unknown };
  /** Login/register limits; defaults in auth/limits.ts (tests and the benchmark raise them). */
  authLimits?: Partial<AuthLimits>;
  /** Password-reset and account limits; defaults in accounts/deps.ts (tests lower or raise them). */
  accountLimits?: Partial<AccountLimits>;
  /** Contact-form limits; defaults in enquiries/routes.ts (ENQUIRY_RATE_LIMIT_PER_HOUR). */
  enquiryLimits?: Partial<EnquiryLimits>;
  /** Every other write's limits per address and member; defaults in auth/writeLimits.ts (tests raise them). */
  writeLimits?: Partial<Record<WriteKind, Partial<WriteLimit>>>;
  /** WRITE_RATE_LIMIT_SCALE: multiplies every write limit (a busy proxy's address, load tests). */
  writeLimitScale?: number;
  /** argon2id cost; OWASP's parameters unless a test lowers them. */
  passwordHashing?: PasswordHashingParams;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy). Off by default: trusting any
   * sender would let a client pick its own address and walk past the per-address limits.
   */
  trustProxy?: boolean | string;
  /** Live streams: LIVE_STREAMS_PER_ADDRESS open at once from one client address (defaults in live/stream.ts). */
  liveStreams?: Partial<LiveStreamLimits>;
  /** Members' picture uploads: size, dimensions and the daily quota (UPLOADS_PER_DAY, UPLOAD_MB_PER_DAY). */
  uploadLimits?: Partial<UploadLimits>;
  /** The image service's resizes at once, per-address budget of new variants and disk cache; defaults in content/imageVariants.ts. */
  imageLimits?: Partial<ImageLimits>;
  /** The content endpoint's cost guard and result cache; defaults in content/queryPool.ts. */
  contentQueries?: Partial<ContentQueryLimits>;
  /** SMTP_URL (smtp(s)://user:pass@host:port); without it e-mail goes into DATA_DIR/outbox as .eml files. */
  smtpUrl?: string;
  /** MAIL_FROM, the From header of every message the platform sends. */
  mailFrom?: string;
  /**
   * RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET (both, or neither) and RAZORPAY_WEBHOOK_SECRET: payments
   * through Razorpay. Without them the embedded test-mode provider takes "payments" and no money moves.
   */
  razorpay?: RazorpayConfig;
  /** SANITY_PROJECT_ID: the hosted Content Lake the pages read (the CSP lets the browser reach its hosts only). */
  sanityProjectId?: string;
  /** PAYMENTS_TEST_MODE=true: a production server may take test payments (no Razorpay keys; no money moves). */
  paymentsTestMode?: boolean;
  /** How long an unpaid order can still be paid (PAYMENT_ORDER_MINUTES, default 30). */
  orderLifetimeMs?: number;
}

export interface UploadLimits {
  /** The largest file accepted (5 MB); larger ones are refused with 413. */
  maxFileBytes: number;
  /** Pictures are scaled down to fit this many pixels on their longer side. */
  maxDimension: number;
  /** Decoding stops above this many pixels (a small file can claim a huge canvas: a decompression bomb). */
  maxInputPixels: number;
  /** Uploads per member in any 24 hours. */
  perDay: number;
  /** Bytes stored per member in any 24 hours (the re-encoded files' sizes). */
  bytesPerDay: number;
}

const MB = 1024 * 1024;

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: 5 * MB,
  maxDimension: 4000,
  maxInputPixels: 50_000_000,
  perDay: 50,
  bytesPerDay: 100 * MB,
};

/** A positive whole number from the environment; undefined when unset. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/** A whole number of zero or more (a queue may be turned off with 0). */
function nonNegativeInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  return value;
}

function uploadLimitsFrom(env: NodeJS.ProcessEnv): Partial<UploadLimits> {
  const perDay = positiveInteger(env, 'UPLOADS_PER_DAY');
  const megabytesPerDay = positiveInteger(env, 'UPLOAD_MB_PER_DAY');
  return {
    ...(perDay ? { perDay } : {}),
    ...(megabytesPerDay ? { bytesPerDay: megabytesPerDay * MB } : {}),
  };
}

/**
 * CONTENT_QUERY_TIMEOUT_MS, CONTENT_QUERY_MAX_RESULT_MB, CONTENT_QUERY_MAX_IN_FLIGHT, CONTENT_QUERY_THREADS,
 * CONTENT_QUERY_CACHE_ENTRIES (0 turns the result cache off).
 */
function parseContentQueryLimits(env: NodeJS.ProcessEnv): Partial<ContentQueryLimits> {
  const number = (name: string, { zeroAllowed = false } = {}) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0 || (n === 0 && !zeroAllowed)) {
      throw new Error(`${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} number, got "${raw}"`);
    }
    return n;
  };
  const resultMb = number('CONTENT_QUERY_MAX_RESULT_MB');
  const threads = number('CONTENT_QUERY_THREADS');
  const limits: Partial<ContentQueryLimits> = {
    timeoutMs: number('CONTENT_QUERY_TIMEOUT_MS'),
    maxResultBytes: resultMb && resultMb * 1024 * 1024,
    maxInFlightPerClient: number('CONTENT_QUERY_MAX_IN_FLIGHT'),
    threads: threads && Math.max(1, Math.round(threads)),
    cacheEntries: number('CONTENT_QUERY_CACHE_ENTRIES', { zeroAllowed: true }),
  };
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}

/** SERVE_SOURCE_MAPS: "true" or "false"; unset, source maps are served everywhere but in production. */
function parseServeSourceMaps(env: NodeJS.ProcessEnv): boolean {
  const value = env.SERVE_SOURCE_MAPS;
  if (value === 'true' || value === 'false') return value === 'true';
  if (value) throw new Error(`SERVE_SOURCE_MAPS must be "true" or "false", got "${value}"`);
  return env.NODE_ENV !== 'production';
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

/** PUBLIC_ORIGIN: an http(s) origin, without a path. */
function parsePublicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an address such as https://jnanam.org, got "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin without a path, got "${value}"`);
  return url.origin;
}

/** Sanity project ids are short lower-case names; anything else would end up inside the CSP header. */
function parseSanityProjectId(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(value)) throw new Error(`SANITY_PROJECT_ID must be a Sanity project id (a-z, 0-9), got "${value}"`);
  return value;
}

function parseRazorpay(env: NodeJS.ProcessEnv): RazorpayConfig | undefined {
  const keyId = env.RAZORPAY_KEY_ID || undefined;
  const keySecret = env.RAZORPAY_KEY_SECRET || undefined;
  if (!keyId && !keySecret) return undefined;
  if (!keyId || !keySecret) throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together (or neither, for test mode)');
  return { keyId, keySecret, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined };
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
    webDev: env.WEB_DEV === '1',
    serveSourceMaps: parseServeSourceMaps(env),
    studioDistDir: path.resolve(env.STUDIO_DIST_DIR ?? path.join(ROOT_DIR, 'dist/studio')),
    contentCacheSeconds: positiveInteger(env, 'CONTENT_CACHE_SECONDS'),
    contentHistory: { days: positiveInteger(env, 'CONTENT_HISTORY_DAYS'), revisions: positiveInteger(env, 'CONTENT_HISTORY_REVISIONS') },
    guideModel: guideModelFrom(env),
    guideModelCalls: { calls: positiveInteger(env, 'GUIDE_MODEL_CALLS'), queue: nonNegativeInteger(env, 'GUIDE_MODEL_QUEUE') },
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    logRequests: env.LOG_REQUESTS !== 'false' && env.NODE_ENV !== 'test',
    scheduledJobs: env.SCHEDULED_JOBS !== 'false' && env.NODE_ENV !== 'test',
    logFormat: logFormatFrom(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    enquiryLimits: env.ENQUIRY_RATE_LIMIT_PER_HOUR ? { perIpPerHour: Number(env.ENQUIRY_RATE_LIMIT_PER_HOUR) } : undefined,
    uploadLimits: uploadLimitsFrom(env),
    liveStreams: { maxPerAddress: positiveInteger(env, 'LIVE_STREAMS_PER_ADDRESS') ?? DEFAULT_LIVE_STREAM_LIMITS.maxPerAddress },
    contentQueries: parseContentQueryLimits(env),
    imageLimits: imageLimitsFrom(env),
    passwordHashing: parsePasswordHashing(env.PASSWORD_HASH_MEMORY_KIB),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    razorpay: parseRazorpay(env),
    paymentsTestMode: env.PAYMENTS_TEST_MODE === 'true',
    sanityProjectId: parseSanityProjectId(env.SANITY_PROJECT_ID),
    orderLifetimeMs: (positiveInteger(env, 'PAYMENT_ORDER_MINUTES') ?? 30) * 60_000,
    writeLimitScale: positiveInteger(env, 'WRITE_RATE_LIMIT_SCALE'),
    authLimits: env.AUTH_RATE_LIMIT_PER_MINUTE ? { perIpPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE) } : undefined,
  };
}
