import { useEffect, useRef } from 'react';
import { AUTH_ENDPOINTS } from '@contracts/endpointAddresses/auth';
import { API_BASE } from '../api/client';
import { clearStoredSession, leftoverToken } from './storage';

/**
 * Keeps an open page's session alive (renewalTimer.ts, loaded for members only) and calls
 * `onEnded` when it cannot go on. A token left from a browser session that has ended is ended on
 * the server too, once.
 */
export function useSessionRenewal(token: string | null, onEnded: () => void) {
  // Whether the page has started: a token it starts with was obtained at an unknown time.
  const started = useRef(false);

  useEffect(() => {
    const leftover = leftoverToken();
    if (!leftover) return;
    clearStoredSession();
    // The API client reads the stored token, which no longer counts, so this one call names it itself.
    const { method, path } = AUTH_ENDPOINTS.logout;
    void fetch(`${API_BASE}${path}`, { method, headers: { Authorization: `Bearer ${leftover}` } }).catch(() => {});
  }, []);

  useEffect(() => {
    const foundAtStart = !started.current;
    started.current = true;
    if (!token) return;
    let cancel: (() => void) | undefined;
    let cancelled = false;
    void import('./renewalTimer').then(({ scheduleRenewal }) => {
      if (!cancelled) cancel = scheduleRenewal(token, foundAtStart, onEnded);
    });
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [token, onEnded]);
}
