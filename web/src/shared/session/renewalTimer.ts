import { API_BASE } from '../api/client';
import { renewSession } from '../api/renewal';
import { readStoredSession } from './storage';

/** Renew this long before the access token runs out, so an open page never sends an expired one. */
const RENEW_AHEAD_MS = 60_000;

/** The token being timed and when it is due. */
let timing: { token: string; dueAt: number } | undefined;

/**
 * (Loaded after the page, for members only.) Renews `token` a minute before it runs out, and when
 * the tab comes back into view (background timers are slowed); `onEnded` when the session cannot
 * go on. A token found at start is timed by this device's clock against its expiry; one obtained on
 * this page from when it arrived, by its lifetime, so a clock that is wrong by minutes does not
 * renew over and over. Returns the cancel.
 */
export function scheduleRenewal(token: string, foundAtStart: boolean, onEnded: () => void): () => void {
  const lifetime = tokenLifetime(token);
  if (!lifetime) return () => {};
  if (timing?.token !== token) {
    timing = { token, dueAt: (foundAtStart ? lifetime.expiresAt : Date.now() + lifetime.ms) - RENEW_AHEAD_MS };
  }
  const { dueAt } = timing;
  const renewIfDue = () => {
    if (readStoredSession().token !== token || Date.now() < dueAt) return;
    void renewSession(API_BASE, token).then((outcome) => {
      if (outcome === 'ended') onEnded();
    });
  };
  const timer = window.setTimeout(renewIfDue, Math.max(0, dueAt - Date.now()));
  const onVisible = () => {
    if (document.visibilityState === 'visible') renewIfDue();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The access token's expiry (ms since the epoch) and lifetime (ms), read from its payload; null when they cannot be read. */
function tokenLifetime(token: string): { expiresAt: number; ms: number } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { exp, iat } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown };
    return typeof exp === 'number' && typeof iat === 'number' && exp > iat ? { expiresAt: exp * 1000, ms: (exp - iat) * 1000 } : null;
  } catch {
    return null;
  }
}
