/**
 * How the Studio signs in when it edits this server's own content store: the trust's staff log in
 * with their site account (e-mail and password through /api/v1, with the site's rules and limits),
 * and the session token rides on every call of the Studio's client to the server's Studio backend
 * at `/studio-api`. Sanity's own auth store would send staff to Sanity's login providers, which this
 * mode has none of.
 *
 * The Studio keeps one client for the whole visit and the token changes under it: its document
 * stores hold the edits not yet saved, and a new client would rebuild them and drop those edits.
 */
// The Studio's own copy of the client (studio/sanity.cli.ts resolves it): the Studio recognises a
// session that ended by its ClientError class, which another copy's errors are not instances of.
import { createClient, type SanityClient } from '@sanity/client';
import { BehaviorSubject, catchError, defer, distinctUntilChanged, filter, from, map, type Observable, shareReplay, switchMap, take, throwError } from 'rxjs';
import type { AuthState, AuthStore, CurrentUser } from 'sanity';
import { LocalLogin } from './LocalLogin';
import { snoozeProtocolWarning } from './protocolWarning';
import { createSharedListener, withSharedListener } from './sharedListener';

/** Where the Studio's backend answers: the page's own origin (or, under `sanity dev`, its proxy). */
export const STUDIO_API_PATH = '/studio-api';
const TOKEN_KEY = 'jnanam.studio.token';
/** The API version the Studio's own stores ask for when they name none. */
export const API_VERSION = '2025-02-19';
/** The backend's code for a session that no longer lets its token in (Sanity's, which the Studio keeps edits for). */
const SESSION_ENDED_CODE = 'SIO-401-AEX';

const readToken = () => {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

/** Emits the session token: set by a login, cleared by logout. */
const token$ = new BehaviorSubject<string | null>(typeof window === 'undefined' ? null : readToken());

/**
 * True while the session has ended under an open Studio: the Studio stays as it is, its unsaved
 * edits waiting, and a login dialog over it (SessionDialog) renews the session.
 */
export const sessionEnded$ = new BehaviorSubject(false);
/** The staff session's current access token (the Desk tool calls /api/v1 with it); null when logged out. */
export const studioToken = () => token$.getValue();

export function setStudioToken(token: string | null) {
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  else window.localStorage.removeItem(TOKEN_KEY);
  sessionEnded$.next(false);
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
 * site, because a refresh token presented twice ends the whole session. A refused renewal asks
 * for a login over the open Studio rather than leaving it.
 */
async function renew() {
  const exchange = () => fetch('/api/v1/user/token/refresh', { method: 'POST', credentials: 'same-origin' });
  try {
    const response = await (navigator.locks ? navigator.locks.request('jnanam-session-renewal', exchange) : exchange());
    if (response.status === 401) return sessionEnded$.next(true);
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

const endedSession = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 401 &&
  (error as { response?: { body?: { errorCode?: unknown } } }).response?.body?.errorCode === SESSION_ENDED_CODE;

/**
 * Every request of the client (and of every client the Studio derives from it) carries the token
 * of the moment. A request refused because the session ended opens the login dialog and waits,
 * unanswered, for the next login, then goes again with its token: a save is sent once the staff
 * member is back, and nothing the Studio reads fails meanwhile (a read that fails with the
 * session's refusal would reach the structure tool as an error and crash it). Sanity's own Studio
 * holds such requests the same way (its request handler answers them with a stream that never
 * ends while it asks for a login). This is the request hook of the Studio's copy of the client
 * (`_requestHandler`, observable-based; the typings this file is checked with are of the site's
 * newer copy, whose hook has changed).
 */
type ClientRequest = Record<string, unknown> & { headers?: Record<string, string> };
const withCurrentToken = (request: ClientRequest, send: (request: ClientRequest) => Observable<unknown>): Observable<unknown> =>
  defer(() => {
    const token = token$.getValue();
    const headers = { ...request.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    return send({ ...request, headers }).pipe(
      catchError((error: unknown) => {
        if (!endedSession(error)) return throwError(() => error);
        if (token$.getValue() === token) sessionEnded$.next(true);
        return token$.pipe(
          filter((next) => next !== null && next !== token),
          take(1),
          switchMap(() => withCurrentToken(request, send)),
        );
      }),
    );
  });

const clients = new Map<string, SanityClient>();

function studioClient(projectId: string, dataset: string): SanityClient {
  studioDataset = dataset;
  const key = `${projectId}:${dataset}`;
  const existing = clients.get(key);
  if (existing) return existing;
  const client = withSharedListener(
    createClient({
      projectId,
      dataset,
      apiHost: `${window.location.origin}${STUDIO_API_PATH}`,
      useProjectHostname: false,
      apiVersion: API_VERSION,
      useCdn: false,
      requestTagPrefix: 'sanity.studio',
      // Also in the configuration: the History panel streams with fetch and reads the token from there.
      token: token$.getValue() ?? undefined,
      ...({ _requestHandler: withCurrentToken } as object),
    }),
    sharedListen,
  );
  clients.set(key, client);
  return client;
}

// The same client, its configured token kept to the session's (config() changes it in place).
if (typeof window !== 'undefined') token$.subscribe((token) => clients.forEach((client) => client.config({ token: token ?? undefined })));

/** Asks the backend who the token belongs to; null when it is not a staff session. */
async function staffUser(client: SanityClient): Promise<CurrentUser | null> {
  try {
    const user = (await client.users.getById('me')) as unknown as CurrentUser | null;
    return user?.id ? user : null;
  } catch {
    return null;
  }
}

export function createLocalAuthStore(projectId: string, dataset: string): AuthStore {
  if (typeof window !== 'undefined') snoozeProtocolWarning();
  const state: Observable<AuthState> = token$.pipe(
    switchMap((token) => {
      const client = studioClient(projectId, dataset);
      if (!token) return from([{ authenticated: false, currentUser: null, client }]);
      return from(staffUser(client)).pipe(map((currentUser) => ({ authenticated: currentUser !== null, currentUser, client })));
    }),
    // A renewed token (or a new login of the same member) changes nothing the Studio sees.
    distinctUntilChanged((a, b) => a.authenticated === b.authenticated && a.currentUser?.id === b.currentUser?.id),
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
