import { useEffect, useRef } from 'react';
import { AUTH_ENDPOINTS } from '@contracts/endpointAddresses/auth';
import { API_BASE } from '../api/client';
import { renewSession, tokenLifetime } from '../api/renewal';
import { clearStoredSession, leftoverToken, readStoredSession } from './storage';

/** Renew this long before the access token runs out, so an open page never sends an expired one. */
const RENEW_AHEAD_MS = 60_000;

/**
 * Keeps an open page's session alive: renews the access token a minute before it runs out (and
 * when the tab comes back into view, as background timers are slowed), and calls `onEnded` when
 * the session cannot go on. A token left from a browser session that has ended is ended on the
 * server too, once.
 *
 * Only the token found at start is timed by this device's clock against its expiry; a token
 * obtained on this page is timed from when it arrived, by its lifetime, so a clock that is wrong
 * by minutes does not renew over and over.
 */
export function useSessionRenewal(token: string | null, onEnded: () => void) {
  // The token being timed and when it is due; undefined until the first token (or none) is seen.
  const timing = useRef<{ token: string | null; dueAt: number } | undefined>(undefined);

  useEffect(() => {
    const leftover = leftoverToken();
    if (!leftover) return;
    clearStoredSession();
    // The API client reads the stored token, which no longer counts, so this one call names it itself.
    const { method, path } = AUTH_ENDPOINTS.logout;
    void fetch(`${API_BASE}${path}`, { method, headers: { Authorization: `Bearer ${leftover}` } }).catch(() => {});
  }, []);

  useEffect(() => {
    const lifetime = tokenLifetime(token);
    if (timing.current?.token !== token) {
      const foundAtStart = timing.current === undefined;
      const dueAt = lifetime ? (foundAtStart ? lifetime.expiresAt : Date.now() + lifetime.ms) - RENEW_AHEAD_MS : 0;
      timing.current = { token, dueAt };
    }
    if (!token || !lifetime) return;
    const { dueAt } = timing.current;
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
  }, [token, onEnded]);
}
