import { AUTH_ENDPOINTS } from '@contracts/endpointAddresses/auth';
import { readStoredSession, writeStoredSession, type SessionUser } from '../session/storage';

/** How the attempt to renew the session went. */
export type RenewalOutcome =
  /** A newer access token is stored (by this call, another request's, or another tab's). */
  | 'renewed'
  /** The session is over (logged out, past its end, the browser was closed, or ended elsewhere). */
  | 'ended'
  /** No answer, or a refusal that is not about the session (too many renewals): try again later. */
  | 'unavailable';

const LOCK_NAME = 'jnanam-session-renewal';

let inFlight: Promise<RenewalOutcome> | null = null;

/**
 * (Loaded when first needed, not with every page.) Exchanges the refresh token (an HttpOnly cookie the browser sends by itself) for a new access
 * token, once for however many requests found `staleToken` refused. Each refresh token works once,
 * and a second use ends the whole session, so renewals must not overlap even across tabs (they share
 * the cookie): a Web Lock orders them, and a tab that gets the lock after another tab renewed finds
 * the new token already stored and uses it.
 */
export function renewSession(apiBase: string, staleToken: string | null): Promise<RenewalOutcome> {
  inFlight ??= withLock(() => renewUnlessDone(apiBase, staleToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(LOCK_NAME, task) : task();
}

async function renewUnlessDone(apiBase: string, staleToken: string | null): Promise<RenewalOutcome> {
  const stored = readStoredSession();
  if (!stored.token) return 'ended';
  if (stored.token !== staleToken) return 'renewed';
  let response: Response;
  try {
    response = await fetch(`${apiBase}${AUTH_ENDPOINTS.refresh.path}`, {
      method: AUTH_ENDPOINTS.refresh.method,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    return 'unavailable';
  }
  if (response.status === 401) return 'ended';
  if (!response.ok) return 'unavailable';
  const answer = (await response.json().catch(() => null)) as { data?: { token?: string; user?: SessionUser } } | null;
  const token = answer?.data?.token;
  if (!token) return 'unavailable';
  // Logged out (or in again) while the renewal was on its way: the answer must not replace that.
  const meanwhile = readStoredSession().token;
  if (meanwhile !== staleToken) return meanwhile ? 'renewed' : 'ended';
  const user = answer.data?.user ?? stored.user;
  writeStoredSession({ token, userType: answer.data?.user?.userType || stored.userType, user });
  return 'renewed';
}
