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
