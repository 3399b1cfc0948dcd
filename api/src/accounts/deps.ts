import type { Kysely } from 'kysely';
import type { PasswordHasher } from '../auth/passwords';
import { ACCOUNT_MESSAGES } from '../../../contracts/messages/account';
import { createLimiter, type RateLimitStore } from '../auth/rateLimit';
import type { SessionCookies } from '../auth/sessionCookies';
import type { SessionFamilies } from '../auth/sessionFamilies';
import type { Database } from '../db/schema';
import type { Mailer } from '../email';
import type { AccountLinks } from './links';

/** Limits on the account endpoints (defaults below; tests lower or raise them). */
export interface AccountLimits {
  /** Password-reset links asked for one address per hour (five). */
  resetsPerAccountPerHour: number;
  /** Password-reset requests from one client address per hour. */
  resetsPerIpPerHour: number;
  /** Password checks (reset, change, e-mail change, deletion) from one client address per minute. */
  attemptsPerIpPerMinute: number;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  resetsPerAccountPerHour: 5,
  resetsPerIpPerHour: 30,
  attemptsPerIpPerMinute: 20,
};

/** What the account routes need, built once in v1.ts. */
export interface AccountRouteDeps {
  db: Kysely<Database>;
  hasher: PasswordHasher;
  sessions: SessionFamilies;
  cookies: SessionCookies;
  links: AccountLinks;
  mailer: Mailer;
  limits: AccountLimits;
  rateLimits: RateLimitStore;
  /** The one budget of password checks per client address, counted as each request arrives (accountAttemptsPerIp). */
  attemptsPerIp: ReturnType<typeof createLimiter>;
  /** The site's origin for the links in e-mails (PUBLIC_ORIGIN or the listening address; never a request header). */
  siteOrigin: () => string;
}

/**
 * Password checks (reset, change, e-mail change, deletion, e-mail confirmation) from one client
 * address share one budget a minute, whichever of those endpoints they come through.
 */
export function accountAttemptsPerIp(rateLimits: RateLimitStore, limits: AccountLimits) {
  return createLimiter(rateLimits, {
    max: limits.attemptsPerIpPerMinute,
    timeWindowMs: 60_000,
    key: (request) => `account:${request.ip}`,
    message: ACCOUNT_MESSAGES.accountAttempts,
  });
}
