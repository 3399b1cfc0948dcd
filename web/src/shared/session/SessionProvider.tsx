import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { logOutOnServer } from '../api/auth';
import { setUnauthorizedListener } from '../api/client';
import { useToast } from '../ui/ToastContext';
import {
  clearStoredSession,
  DEFAULT_USER_TYPE,
  readStoredSession,
  subscribeToStoredSession,
  TOKEN_KEY,
  writeStoredSession,
  type StoredSession,
} from './storage';
import { useSessionRenewal } from './useSessionRenewal';
import { SessionContext, SessionReadyContext, type Credentials, type SessionValue } from './useSession';

const SIGNED_OUT: StoredSession = { token: null, userType: DEFAULT_USER_TYPE, user: null };

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please log in again.';

/**
 * One context for the member session, read from localStorage at start. The first render
 * is a visitor's, like the page the server rendered (it cannot see localStorage), so hydration
 * matches; the stored session follows right after hydrating, as a transition: parts of the page
 * whose code is still loading then hydrate first, instead of being thrown away and drawn again
 * from their placeholders (an urgent update cannot wait for them).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [storedSession, setSession] = useState<StoredSession>(readStoredSession);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  // A visitor keeps the very object of the server's render: a new (equal) one would re-render every
  // reader of the session at once after hydrating (~280 ms on a slowed phone with /market-place's books).
  const session = hydrated && storedSession.token ? storedSession : SIGNED_OUT;
  const { showToast } = useToast();

  const setCredentials = useCallback(({ token, userType, user }: Credentials) => {
    const next = { token, userType: userType || DEFAULT_USER_TYPE, user: user ?? null };
    writeStoredSession(next);
    setSession(next);
  }, []);

  const clear = useCallback(() => {
    clearStoredSession();
    setSession(SIGNED_OUT);
  }, []);

  const logout = useCallback(async () => {
    try {
      await logOutOnServer();
    } catch {
      // The local session ends anyway; an unreachable server must not keep anyone logged in.
    }
    clear();
  }, [clear]);

  // The session is over: a call was refused and renewing the token could not save it, or a renewal was refused.
  const ended = useCallback(() => {
    clear();
    showToast(SESSION_EXPIRED_MESSAGE, 'error');
  }, [clear, showToast]);
  useEffect(() => {
    setUnauthorizedListener(ended);
    return () => setUnauthorizedListener(null);
  }, [ended]);
  useSessionRenewal(storedSession.token, ended);

  // Logging in or out in another tab changes this tab too, and so does a renewal in this one.
  useEffect(() => {
    const sync = () =>
      setSession((previous) => {
        const next = readStoredSession();
        return next.token === previous.token && next.userType === previous.userType ? previous : next;
      });
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY) sync();
    };
    window.addEventListener('storage', onStorage);
    const unsubscribe = subscribeToStoredSession(sync);
    sync();
    return () => {
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, []);

  const value = useMemo<SessionValue>(
    () => ({ ...session, isLoggedIn: Boolean(session.token), setCredentials, logout }),
    [session, setCredentials, logout],
  );
  return (
    <SessionContext.Provider value={value}>
      <SessionReadyContext value={hydrated}>{children}</SessionReadyContext>
    </SessionContext.Provider>
  );
}
