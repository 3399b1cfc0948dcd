import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../db/schema';
import { MESSAGES } from '../../../contracts/messages';
import { HttpError } from '../http/errors';
import type { TokenService } from './tokens';

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
  /** The token's id and expiry, which logout needs to end exactly this session. */
  jti: string;
  expiresAt: number;
  /** The member's current session version, which a fresh token for this member must carry. */
  sessionVersion: number;
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

export function createAuthenticator(db: Kysely<Database>, tokens: TokenService) {
  /** null when there is no token, or it is forged, expired, logged out, or its member is gone. */
  async function sessionOf(request: FastifyRequest): Promise<AuthenticatedSession | null> {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const row = await db
      .selectFrom('users')
      .leftJoin('revoked_tokens', (join) => join.on('revoked_tokens.jti', '=', claims.jti))
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.user_type',
        'users.session_version',
        'users.role',
        'revoked_tokens.jti as revoked',
      ])
      .where('users.id', '=', claims.userId)
      .executeTakeFirst();
    // A token issued before the member's sessions were last ended (password reset or change, "log out everywhere") is refused.
    if (!row || row.revoked || claims.sessionVersion < row.session_version) return null;
    // The client also sends a userType header. It is only a display hint of the client;
    // the member's type always comes from the database row above.
    return {
      member: { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, userType: row.user_type, role: row.role },
      jti: claims.jti,
      expiresAt: claims.expiresAt,
      sessionVersion: row.session_version,
    };
  }

  return {
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
      if (!request.auth) throw new HttpError(401, hadToken ? MESSAGES.session.ended : MESSAGES.session.loginRequired);
      if (request.auth.member.role !== 'staff') throw new HttpError(403, MESSAGES.session.staffOnly);
    },
    /** preHandler for public endpoints that show a member's own likes and saves when logged in. */
    async identifyMember(request: FastifyRequest) {
      // A stale token here is not an error: the page is public, so it is shown as to a visitor.
      request.auth = await sessionOf(request);
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
