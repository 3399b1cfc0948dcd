import { createContext, useContext } from 'react';
import type { SessionUser } from './storage';

export interface Credentials {
  token: string;
  userType?: string;
  user?: SessionUser | null;
}

export interface SessionValue {
  token: string | null;
  userType: string;
  user: SessionUser | null;
  isLoggedIn: boolean;
  /** "Set credentials": kept in state and in localStorage. */
  setCredentials: (credentials: Credentials) => void;
  /** Ends the session on the server, then clears state and localStorage. */
  logout: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/**
 * False until the browser has read the stored session (while the page hydrates), when whether the
 * reader is a member is not known yet. Apart from the session so that it changing re-renders only
 * the few parts that ask (a visitor's session object stays the server's).
 */
export const SessionReadyContext = createContext(false);

export const useSessionReady = () => useContext(SessionReadyContext);
