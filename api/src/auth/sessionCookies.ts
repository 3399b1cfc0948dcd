import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ENDPOINTS } from '../../../contracts/auth';
import { API_PREFIX } from '../../../contracts/endpoint';
import { PAGE_SESSION_COOKIE, REFRESH_COOKIE, SESSION_MARK_COOKIE } from '../../../contracts/sessionRules';
import { clock } from '../clock';
import type { IssuedSession } from './sessionFamilies';

/** The refresh token is sent to the renewal endpoint only, never with the site's other requests. */
export const REFRESH_COOKIE_PATH = `${API_PREFIX}${AUTH_ENDPOINTS.refresh.path}`;

/** One cookie's value from the request's Cookie header, or null. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(equals + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

interface CookieOptions {
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax';
  /** null: a browser-session cookie, which ends when the browser closes. */
  expires: Date | null;
}

function serialise(name: string, value: string, { path, httpOnly, secure, sameSite, expires }: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${path}`, `SameSite=${sameSite}`];
  if (httpOnly) parts.push('HttpOnly');
  if (secure) parts.push('Secure');
  if (expires) parts.push(`Expires=${expires.toUTCString()}`, `Max-Age=${Math.max(0, Math.round((expires.getTime() - clock.nowMs()) / 1000))}`);
  return parts.join('; ');
}

interface SessionCookieValues {
  refreshToken: string;
  pageToken: string;
  mark: string;
  expires: Date | null;
}

/**
 * The session's three cookies, all living as long as each other: the refresh token (HttpOnly,
 * SameSite=Strict, scoped to the renewal path); the page token (HttpOnly, SameSite=Lax, every path:
 * a page request, a followed link included, names its member; no /api/v1 route reads it); and a
 * mark the browser's code can read (see SESSION_MARK_COOKIE). All are Secure when the site is
 * served over https (PUBLIC_ORIGIN, or the request as the proxy saw it, per the trust-proxy setting).
 */
export function createSessionCookies(httpsOrigin: boolean) {
  const secure = (request: FastifyRequest) => httpsOrigin || request.protocol === 'https';
  const write = (reply: FastifyReply, request: FastifyRequest, { refreshToken, pageToken, mark, expires }: SessionCookieValues) => {
    const common = { secure: secure(request), expires };
    reply.header('set-cookie', [
      serialise(REFRESH_COOKIE, refreshToken, { ...common, path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'Strict' }),
      serialise(PAGE_SESSION_COOKIE, pageToken, { ...common, path: '/', httpOnly: true, sameSite: 'Lax' }),
      serialise(SESSION_MARK_COOKIE, mark, { ...common, path: '/', httpOnly: false, sameSite: 'Strict' }),
    ]);
  };
  return {
    refreshToken: (request: FastifyRequest) => readCookie(request, REFRESH_COOKIE),
    /** The page cookie's token, for page requests only (the API accepts the bearer token alone). */
    pageToken: (request: FastifyRequest) => readCookie(request, PAGE_SESSION_COOKIE),
    set(reply: FastifyReply, request: FastifyRequest, session: IssuedSession) {
      write(reply, request, { refreshToken: session.refreshToken, pageToken: session.pageToken, mark: '1', expires: session.cookieExpiresAt });
    },
    clear(reply: FastifyReply, request: FastifyRequest) {
      write(reply, request, { refreshToken: '', pageToken: '', mark: '', expires: new Date(0) });
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
