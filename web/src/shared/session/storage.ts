/**
 * The session as kept in localStorage. The keys are fixed by the product's specification: `token` and `userType`
 * (default 'User'); `user` keeps the member's display details for the header.
 */
import type { Member } from '@contracts/auth';
import { SESSION_MARK_COOKIE } from '@contracts/sessionRules';

export const TOKEN_KEY = 'token';
export const USER_TYPE_KEY = 'userType';
export const USER_KEY = 'user';
export const DEFAULT_USER_TYPE = 'User';

/** The member of the login answer, as kept in localStorage (which a person can edit: any field may be missing). */
export type SessionUser = Partial<Member>;

export interface StoredSession {
  token: string | null;
  userType: string;
  user: SessionUser | null;
}

/** localStorage can throw (privacy modes, quota); the session then lives in memory only. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing more to do: the in-memory session still works for this tab.
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the browser still has the session's mark, a cookie that lives as long as the refresh
 * token: gone when the browser was closed since a login without "Remember me", or the session's time ran out.
 */
function sessionMarked(): boolean {
  try {
    return document.cookie.split(';').some((part) => part.trim() === `${SESSION_MARK_COOKIE}=1`);
  } catch {
    return false;
  }
}

/** A token left in storage by a session that has ended with the browser (to end it on the server too). */
export function leftoverToken(): string | null {
  const token = read(TOKEN_KEY);
  return token && !sessionMarked() ? token : null;
}

const listeners = new Set<() => void>();

/** Hears every change this tab makes to the stored session (renewals included); other tabs hear `storage` events. */
export function subscribeToStoredSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function readStoredSession(): StoredSession {
  const token = read(TOKEN_KEY);
  return {
    token: token && sessionMarked() ? token : null,
    userType: read(USER_TYPE_KEY) ?? DEFAULT_USER_TYPE,
    user: parseUser(read(USER_KEY)),
  };
}

export function writeStoredSession({ token, userType, user }: StoredSession) {
  write(TOKEN_KEY, token);
  write(USER_TYPE_KEY, userType);
  write(USER_KEY, user ? JSON.stringify(user) : null);
  for (const listener of listeners) listener();
}

export function clearStoredSession() {
  write(TOKEN_KEY, null);
  write(USER_TYPE_KEY, null);
  write(USER_KEY, null);
  for (const listener of listeners) listener();
}

export function displayName(user: SessionUser | null): string {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return name || user?.email || 'Member';
}
