import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { clock } from '../clock';
import { SESSION_RULES } from '../../../contracts/sessionRules';
import type { Database, SessionFamiliesTable, UserRole } from '../db/schema';
import type { TokenService } from './tokens';

const HOUR_MS = 60 * 60_000;
const ACCESS_TOKEN_MS = SESSION_RULES.accessTokenMinutes * 60_000;
const SHORT_SESSION_MS = SESSION_RULES.shortSessionHours * HOUR_MS;
const REMEMBERED_IDLE_MS = SESSION_RULES.rememberedIdleDays * 24 * HOUR_MS;

/** Why a family ended, as kept in session_families.revoked_reason. */
export type SessionEndReason = 'logout' | 'everywhere' | 'replay' | 'password';

/** The member a session is for, as the users row has it. */
export interface SessionMember {
  id: number;
  role: UserRole;
  session_version: number;
}

type Family = Pick<Selectable<SessionFamiliesTable>, 'id' | 'remember' | 'created_at' | 'ends_at'>;

/** What a login or a renewal hands out. */
export interface IssuedSession {
  familyId: string;
  /** The access token (the client's `token`). */
  accessToken: string;
  /** The next refresh token, for the HttpOnly cookie; only its hash is stored. */
  refreshToken: string;
  /** The page cookie's token (HttpOnly, sent with page requests): valid as long as the refresh token. */
  pageToken: string;
  /** When the cookie should expire; null for a cookie that ends with the browser. */
  cookieExpiresAt: Date | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Refresh tokens are stored as their SHA-256: a copy of the database renews no session. */
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The moment after which the family is over whatever its use: 12 hours after login when not
 * remembered (ends_at), and for staff whatever the box said (checked against the role as it is now,
 * so a member made staff during a remembered session gets the same limit). Null: none.
 */
export function hardEndOf(family: Pick<Family, 'created_at' | 'ends_at'>, role: UserRole): number | null {
  const ends = [family.ends_at ? Date.parse(family.ends_at) : Infinity, role === 'staff' ? Date.parse(family.created_at) + SHORT_SESSION_MS : Infinity];
  const end = Math.min(...ends);
  return Number.isFinite(end) ? end : null;
}

/**
 * Sessions as families of rotating refresh tokens. A login starts a family; each renewal uses the
 * current refresh token once and issues its successor with a new access token; a used token
 * presented again means two parties hold the chain (one of them a thief), so the whole family ends.
 * Access tokens name their family (auth/authenticate.ts refuses those of an ended family).
 */
/** Tells the member's open live streams (on every instance) that some of their sessions ended; called after the commit. */
export type SessionsEndedSignal = (memberId: number) => Promise<void>;

export function createSessionFamilies(db: Kysely<Database>, tokens: TokenService, sessionsEnded: SessionsEndedSignal = async () => {}) {
  async function issue(executor: Kysely<Database>, member: SessionMember, family: Family, parentHash: string | null, now: number) {
    const hardEnd = hardEndOf(family, member.role);
    const refreshExpires = Math.min(hardEnd ?? Infinity, family.remember ? now + REMEMBERED_IDLE_MS : Infinity);
    const refreshToken = randomBytes(32).toString('base64url');
    await executor
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashRefreshToken(refreshToken),
        family_id: family.id,
        parent_hash: parentHash,
        created_at: iso(now),
        expires_at: iso(refreshExpires),
        used_at: null,
      })
      .execute();
    const accessExpires = Math.floor(Math.min(now + ACCESS_TOKEN_MS, refreshExpires) / 1000);
    const { token } = await tokens.issue(member.id, member.session_version, family.id, accessExpires, now);
    // Checked against the family at every page request, like the access token: ending the login ends it.
    const page = await tokens.issuePage(member.id, member.session_version, family.id, Math.floor(refreshExpires / 1000), now);
    return {
      familyId: family.id,
      accessToken: token,
      refreshToken,
      pageToken: page.token,
      cookieExpiresAt: family.remember ? new Date(refreshExpires) : null,
    } satisfies IssuedSession;
  }

  async function end(executor: Kysely<Database>, familyId: string, reason: SessionEndReason) {
    await executor
      .updateTable('session_families')
      .set({ revoked_at: clock.nowIso(), revoked_reason: reason })
      .where('id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  return {
    /**
     * Starts a family for a login. `continuing`: the family this device had before its sessions
     * were ended by a password change; the new one keeps its start and "Remember me", so changing
     * the password does not lengthen a session.
     */
    async start(member: SessionMember, remember: boolean, executor: Kysely<Database> = db, continuing?: Family): Promise<IssuedSession> {
      const now = clock.nowMs();
      const createdAt = continuing?.created_at ?? iso(now);
      const remembered = continuing ? continuing.remember === 1 : remember;
      const family: Family = {
        id: randomUUID(),
        remember: remembered ? 1 : 0,
        created_at: createdAt,
        ends_at: remembered ? null : iso(Date.parse(createdAt) + SHORT_SESSION_MS),
      };
      // Finished families of this member go now: nothing can renew them, and their tokens only matter while they live.
      await executor
        .deleteFrom('session_families')
        .where('user_id', '=', member.id)
        .where((eb) =>
          eb.or([
            eb('revoked_at', 'is not', null),
            eb('ends_at', '<', iso(now)),
            eb.and([eb('remember', '=', 1), eb('last_used_at', '<', iso(now - REMEMBERED_IDLE_MS))]),
          ]),
        )
        .execute();
      await executor
        .insertInto('session_families')
        .values({ ...family, user_id: member.id, last_used_at: iso(now), revoked_at: null, revoked_reason: null })
        .execute();
      return issue(executor, member, family, null, now);
    },

    /** The family a live access token belongs to (for a password change to continue it). */
    family(familyId: string) {
      return db.selectFrom('session_families').select(['id', 'remember', 'created_at', 'ends_at']).where('id', '=', familyId).executeTakeFirst();
    },

    /**
     * Exchanges a refresh token for its successor and a new access token. Null when the token is
     * unknown, expired, of an ended family, or already used (which ends the family).
     */
    async renew(refreshToken: string): Promise<{ session: IssuedSession; memberId: number } | { ended: 'replay' | 'invalid' }> {
      const tokenHash = hashRefreshToken(refreshToken);
      const now = clock.nowMs();
      let replayedBy: number | null = null;
      const answer = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('refresh_tokens')
          .innerJoin('session_families', 'session_families.id', 'refresh_tokens.family_id')
          .innerJoin('users', 'users.id', 'session_families.user_id')
          .select([
            'refresh_tokens.expires_at',
            'refresh_tokens.used_at',
            'session_families.id',
            'session_families.remember',
            'session_families.created_at',
            'session_families.ends_at',
            'session_families.revoked_at',
            'users.id as user_id',
            'users.role',
            'users.session_version',
          ])
          .where('refresh_tokens.token_hash', '=', tokenHash)
          .executeTakeFirst();
        if (!row || row.revoked_at) return { ended: 'invalid' } as const;
        const hardEnd = hardEndOf(row, row.role);
        if (Date.parse(row.expires_at) <= now || (hardEnd !== null && hardEnd <= now)) return { ended: 'invalid' } as const;
        // The conditional update decides between two renewals with one token, on either database.
        const claimed = await trx
          .updateTable('refresh_tokens')
          .set({ used_at: iso(now) })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (row.used_at || Number(claimed.numUpdatedRows) === 0) {
          await end(trx, row.id, 'replay');
          replayedBy = row.user_id;
          return { ended: 'replay' } as const;
        }
        await trx.updateTable('session_families').set({ last_used_at: iso(now) }).where('id', '=', row.id).execute();
        // Used tokens are kept to recognise a replay only while they could still be accepted: a remembered login
        // renewed for months keeps a few days of them, not every one.
        await trx.deleteFrom('refresh_tokens').where('family_id', '=', row.id).where('expires_at', '<=', iso(now)).execute();
        const member = { id: row.user_id, role: row.role, session_version: row.session_version };
        return { session: await issue(trx, member, row, tokenHash, now), memberId: row.user_id };
      });
      if (replayedBy !== null) await sessionsEnded(replayedBy);
      return answer;
    },

    /** Ends one family: logout. ("Log out everywhere" and a new password end all: accounts/sessions.ts.) */
    async end(familyId: string, reason: SessionEndReason) {
      await end(db, familyId, reason);
      const family = await db.selectFrom('session_families').select('user_id').where('id', '=', familyId).executeTakeFirst();
      if (family) await sessionsEnded(family.user_id);
    },

    /** After a commit that ended sessions of the member some other way (accounts/sessions.ts, a suspension, erasure): their open streams check theirs. */
    ended: (memberId: number) => sessionsEnded(memberId),
  };
}

export type SessionFamilies = ReturnType<typeof createSessionFamilies>;
