import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ENDPOINTS } from '../../../contracts/api';
import { API_PREFIX, type Endpoint } from '../../../contracts/endpoint';
import { DESK_MESSAGES } from '../../../contracts/messages/desk';
import { SESSION_MESSAGES } from '../../../contracts/messages/session';
import { SESSION_RULES } from '../../../contracts/sessionRules';
import { clock } from '../clock';
import { HttpError } from '../http/errors';
import type { AuthenticatedSession, Authenticator, Member } from './authenticate';

const byKey = new Map(API_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));

/** The contract of an /api/v1 route; a HEAD route Fastify adds for a GET one shares the GET's. */
function contractOf(method: string, url: string): Endpoint | undefined {
  if (!url.startsWith(API_PREFIX)) return undefined;
  return byKey.get(`${method === 'HEAD' ? 'GET' : method} ${url.slice(API_PREFIX.length)}`);
}

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** How recent a login a staff endpoint's write needs: a desk change is made by someone who proved who they are today. */
export const STAFF_WRITE_LOGIN_MS = SESSION_RULES.shortSessionHours * 60 * 60_000;

/**
 * A staff endpoint's check: a member (401 otherwise) whose role is staff (403), and for a write a
 * login of the last 12 hours (401, so the client logs in again). The role is read from the
 * database with the session, so a role taken away holds at the next request.
 */
function staffCheck(authenticator: Authenticator, write: boolean) {
  return async (request: FastifyRequest) => {
    await authenticator.requireMember(request);
    const session = sessionOf(request);
    if (session.member.role !== 'staff') throw new HttpError(403, DESK_MESSAGES.staffOnly);
    if (write && clock.nowMs() - session.loginAtMs >= STAFF_WRITE_LOGIN_MS) throw new HttpError(401, DESK_MESSAGES.loginTooOld);
  };
}

/**
 * The one member guard of /api/v1. Each endpoint's contract says who may call it (`auth`), and every
 * route registered in `api` gets the matching check here, so no route names a guard of its own:
 * `member` answers 401 without a valid session, `staff` besides 403 to a member who is not staff,
 * `optional` lets a visitor in and finds the member when the token is valid. The check runs first in its phase, before the route's own checks that
 * read the member: before validation for a JSON body (a visitor hears 401 before 400), and for a
 * multipart form as the request arrives, so a visitor's file is never received.
 */
export function registerMemberGuard(api: FastifyInstance, authenticator: Authenticator) {
  api.addHook('onRoute', (route) => {
    const methods = asList(route.method);
    const endpoint = contractOf(methods[0]!, route.url);
    if (!endpoint || endpoint.auth === 'none') return;
    const check =
      endpoint.auth === 'staff'
        ? staffCheck(authenticator, endpoint.method !== 'GET')
        : endpoint.auth === 'member'
          ? authenticator.requireMember
          : authenticator.identifyMember;
    if (endpoint.form) route.onRequest = [check, ...asList(route.onRequest)];
    else route.preValidation = [check, ...asList(route.preValidation)];
  });
}

/** The session the guard found for an endpoint whose contract requires a member. */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new HttpError(401, SESSION_MESSAGES.loginRequired);
  return request.auth;
}

/** The member the guard found for an endpoint whose contract requires one. */
export const memberOf = (request: FastifyRequest): Member => sessionOf(request).member;

/** The member's id on an endpoint open to visitors too; undefined for a visitor. */
export const viewerOf = (request: FastifyRequest): number | undefined => request.auth?.member.id;
