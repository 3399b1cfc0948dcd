/**
 * How the Studio signs in when it edits this server's own content store (no Sanity project): the
 * trust's staff log in with their site account (e-mail and password through /api/v1, with the
 * site's rules and limits), and the session token rides on every call of the Studio's client to
 * the server's Studio backend at `/studio-api`. Sanity's own auth store would send staff to
 * Sanity's login providers, which this mode has none of.
 */
import { createClient } from '@sanity/client';
import { BehaviorSubject, from, map, type Observable, shareReplay, switchMap } from 'rxjs';
import type { AuthState, AuthStore, CurrentUser } from 'sanity';
import { LocalLogin } from './LocalLogin';
import { snoozeProtocolWarning } from './protocolWarning';
import { createSharedListener, withSharedListener } from './sharedListener';

/** Where the Studio's backend answers: the page's own origin (or, under `sanity dev`, its proxy). */
export const STUDIO_API_PATH = '/studio-api';
const TOKEN_KEY = 'jnanam.studio.token';
/** The API version the Studio's own stores ask for when they name none. */
const API_VERSION = '2025-02-19';

const readToken = () => {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

/** Emits the session token: set by the login form, cleared by logout or a refused session. */
const token$ = new BehaviorSubject<string | null>(typeof window === 'undefined' ? null : readToken());

export function setStudioToken(token: string | null) {
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  else window.localStorage.removeItem(TOKEN_KEY);
  token$.next(token);
}

/** Renew this long before the access token runs out. */
const RENEW_AHEAD_MS = 60_000;
let renewalTimer: ReturnType<typeof setTimeout> | undefined;

const expiryOf = (token: string) => {
  try {
    const claims = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
};

/**
 * Access tokens last minutes: the Studio renews its own through the login's refresh token (an
 * HttpOnly cookie of this origin, shared with the site's pages), under the same Web Lock as the
 * site, because a refresh token presented twice ends the whole session.
 */
async function renew() {
  const exchange = () => fetch('/api/v1/user/token/refresh', { method: 'POST', credentials: 'same-origin' });
  try {
    const response = await (navigator.locks ? navigator.locks.request('jnanam-session-renewal', exchange) : exchange());
    if (response.status === 401) return setStudioToken(null);
    const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
    if (response.ok && token) return setStudioToken(token);
  } catch {
    // Offline for a moment: try again below.
  }
  renewalTimer = setTimeout(() => void renew(), 30_000);
}

if (typeof window !== 'undefined') {
  token$.subscribe((token) => {
    clearTimeout(renewalTimer);
    const expiry = token ? expiryOf(token) : null;
    if (expiry !== null) renewalTimer = setTimeout(() => void renew(), Math.max(0, expiry - RENEW_AHEAD_MS - Date.now()));
  });
}

/** Every change to the dataset, the one stream the Studio's listeners are answered from. */
const sharedListen = createSharedListener(
  () => `${window.location.origin}${STUDIO_API_PATH}/v${API_VERSION}/data/listen/${studioDataset}?query=*&includeResult=true&includeMutations=true&effectFormat=mendoza&includeAllVersions=true&tag=sanity.studio.shared`,
  () => token$.getValue(),
);
let studioDataset = 'production';

function clientFor(projectId: string, dataset: string, token: string | null) {
  studioDataset = dataset;
  const client = createClient({
    projectId,
    dataset,
    apiHost: `${window.location.origin}${STUDIO_API_PATH}`,
    useProjectHostname: false,
    apiVersion: API_VERSION,
    useCdn: false,
    requestTagPrefix: 'sanity.studio',
    ...(token ? { token, ignoreBrowserTokenWarning: true } : {}),
  });
  return withSharedListener(client, sharedListen);
}

/** Asks the backend who the token belongs to; null when it is not a staff session. */
async function staffUser(client: ReturnType<typeof clientFor>): Promise<CurrentUser | null> {
  try {
    const user = await client.request<CurrentUser | null>({ uri: '/users/me', tag: 'users.get-current' });
    return user?.id ? user : null;
  } catch {
    return null;
  }
}

export function createLocalAuthStore(projectId: string, dataset: string): AuthStore {
  if (typeof window !== 'undefined') snoozeProtocolWarning();
  const state: Observable<AuthState> = token$.pipe(
    switchMap((token) => {
      const client = clientFor(projectId, dataset, token);
      if (!token) return from([{ authenticated: false, currentUser: null, client }]);
      return from(staffUser(client)).pipe(
        map((currentUser) => ({ authenticated: currentUser !== null, currentUser, client })),
      );
    }),
    shareReplay({ bufferSize: 1, refCount: false }),
  ) as unknown as Observable<AuthState>;
  return {
    state,
    token: token$.asObservable(),
    LoginComponent: LocalLogin,
    async logout() {
      const token = token$.getValue();
      if (token) await fetch('/api/v1/user/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
      setStudioToken(null);
    },
  };
}
