import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../db/schema';
import { SESSION_MESSAGES } from '../../../contracts/messages/session';
import { HttpError } from '../http/errors';
import { clock } from '../clock';
import { hardEndOf } from './sessionFamilies';
import { suspensionInForce } from './suspension';
import type { TokenClaims, TokenService } from './tokens';

/** The member a request acts for, always read from the database, never from headers. */
export interface Member {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  userType: string;
  /** `staff` may edit content in the Studio. */
  role: UserRole;
}

export interface AuthenticatedSession {
  member: Member;
  /** The login the access token belongs to, which logout ends (and a password change continues). */
  familyId: string;
  /** The member's current session version, which a fresh token for this member must carry. */
  sessionVersion: number;
  /** When the access token expires (ms since the epoch): a live stream ends then. */
  expiresAtMs: number;
  /** When the member logged in (the session family began; ms since the epoch): the desk's writes need a recent login. */
  loginAtMs: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedSession | null;
  }
}

/** Accepts `Authorization: Bearer <token>` and the bare token (the original client sent both). */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const token = /^Bearer\s+(.*)$/i.exec(value)?.[1]?.trim() ?? value;
  return token || null;
}

/**
 * `onActive` hears of each signed-in request (the community keeps the member's "Last active" by it),
 * so sessions know nothing of the features that care.
 */
export function createAuthenticator(db: Kysely<Database>, tokens: TokenService, onActive: (memberId: number) => Promise<void>) {
  /** null when there is no token, or it is forged, expired, logged out, past its session's end, or its member is gone. */
  async function sessionOfToken(token: string | null, { active = true } = {}): Promise<AuthenticatedSession | null> {
    if (!token) return null;
    return sessionOfClaims(await tokens.verify(token), active);
  }

  async function sessionOfClaims(claims: TokenClaims | null, active: boolean): Promise<AuthenticatedSession | null> {
    if (!claims) return null;
    const row = await db
      .selectFrom('users')
      .innerJoin('session_families', (join) =>
        join.onRef('session_families.user_id', '=', 'users.id').on('session_families.id', '=', claims.familyId),
      )
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.user_type',
        'users.session_version',
        'users.role',
        'users.suspended_until',
        'session_families.revoked_at',
        'session_families.created_at as family_created_at',
        'session_families.ends_at',
      ])
      .where('users.id', '=', claims.userId)
      .executeTakeFirst();
    // A token of a login that ended (logout, a replayed refresh token), or issued before the member's sessions were last
    // ended (password reset or change, "log out everywhere"), is refused; so is one past its session's hard end.
    if (!row || row.revoked_at || claims.sessionVersion < row.session_version) return null;
    // A suspended member's sessions ended when the suspension began; none may start before it ends.
    if (suspensionInForce(row.suspended_until)) return null;
    const hardEnd = hardEndOf({ created_at: row.family_created_at, ends_at: row.ends_at }, row.role);
    if (hardEnd !== null && hardEnd <= clock.nowMs()) return null;
    // Every signed-in request keeps the member's "Last active" true (written at most once a minute).
    if (active) await onActive(row.id);
    // The client also sends a userType header. It is only a display hint of the client;
    // the member's type always comes from the database row above.
    return {
      member: { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, userType: row.user_type, role: row.role },
      familyId: claims.familyId,
      sessionVersion: row.session_version,
      expiresAtMs: claims.expiresAt * 1000,
      loginAtMs: Date.parse(row.family_created_at),
    };
  }

  const sessionOf = (request: FastifyRequest, options?: { active?: boolean }) => sessionOfToken(tokenFromHeader(request.headers.authorization), options);

  return {
    /**
     * The session of a token that did not come in an Authorization header (the Studio's presence
     * socket sends it as its first message, since a browser's WebSocket cannot send headers).
     */
    sessionOfToken,
    /**
     * The session of a page request's cookie (its token, read by the caller), under the same
     * checks as an access token: null once the login, the member or their right to a session is gone.
     */
    async sessionOfPageToken(token: string | null): Promise<AuthenticatedSession | null> {
      return token ? sessionOfClaims(await tokens.verifyPage(token), true) : null;
    },
    /** preHandler for endpoints that need a member: 401 without a valid session. */
    async requireMember(request: FastifyRequest) {
      const hadToken = tokenFromHeader(request.headers.authorization) !== null;
      request.auth = await sessionOf(request);
      if (!request.auth) {
        throw new HttpError(401, hadToken ? 'Your session has ended. Please log in again.' : 'Please log in to continue.');
      }
    },
    /** onRequest hook of the Studio's backend (before any body is read): 401 without a session, 403 for a member who is not staff. */
    async requireStaff(request: FastifyRequest) {
      const hadToken = tokenFromHeader(request.headers.authorization) !== null;
      request.auth = await sessionOf(request);
      if (!request.auth) throw new HttpError(401, hadToken ? SESSION_MESSAGES.ended : SESSION_MESSAGES.loginRequired);
      if (request.auth.member.role !== 'staff') throw new HttpError(403, SESSION_MESSAGES.staffOnly);
    },
    /**
     * Whether the session a request was let in with still holds, under the role it had then (a live
     * stream asks again when the member's sessions or role may have changed); not a sign of the
     * member's activity.
     */
    async stillValid(request: FastifyRequest): Promise<boolean> {
      const now = await sessionOf(request, { active: false });
      return now !== null && now.member.role === request.auth?.member.role;
    },
    /** preHandler for public endpoints that show a member's own likes and saves when logged in. */
    async identifyMember(request: FastifyRequest) {
      // A stale token here is not an error: the page is public, so it is shown as to a visitor.
      request.auth = await sessionOf(request);
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
