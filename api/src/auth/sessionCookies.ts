import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ENDPOINTS } from '../../../contracts/auth';
import { API_PREFIX } from '../../../contracts/endpoint';
import { REFRESH_COOKIE, SESSION_MARK_COOKIE } from '../../../contracts/sessionRules';
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
  /** null: a browser-session cookie, which ends when the browser closes. */
  expires: Date | null;
}

function serialise(name: string, value: string, { path, httpOnly, secure, expires }: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${path}`, 'SameSite=Strict'];
  if (httpOnly) parts.push('HttpOnly');
  if (secure) parts.push('Secure');
  if (expires) parts.push(`Expires=${expires.toUTCString()}`, `Max-Age=${Math.max(0, Math.round((expires.getTime() - clock.nowMs()) / 1000))}`);
  return parts.join('; ');
}

/**
 * The session's two cookies: the refresh token (HttpOnly, SameSite=Strict, scoped to the renewal
 * path) and a mark the browser's code can read that lives exactly as long (see SESSION_MARK_COOKIE).
 * Both are Secure when the site is served over https (PUBLIC_ORIGIN, or the request as the proxy saw it).
 */
export function createSessionCookies(httpsOrigin: boolean) {
  const secure = (request: FastifyRequest) => httpsOrigin || request.protocol === 'https';
  const write = (reply: FastifyReply, request: FastifyRequest, refreshToken: string, mark: string, expires: Date | null) =>
    reply.header('set-cookie', [
      serialise(REFRESH_COOKIE, refreshToken, { path: REFRESH_COOKIE_PATH, httpOnly: true, secure: secure(request), expires }),
      serialise(SESSION_MARK_COOKIE, mark, { path: '/', httpOnly: false, secure: secure(request), expires }),
    ]);
  return {
    refreshToken: (request: FastifyRequest) => readCookie(request, REFRESH_COOKIE),
    set(reply: FastifyReply, request: FastifyRequest, session: IssuedSession) {
      write(reply, request, session.refreshToken, '1', session.cookieExpiresAt);
    },
    clear(reply: FastifyReply, request: FastifyRequest) {
      write(reply, request, '', '', new Date(0));
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
