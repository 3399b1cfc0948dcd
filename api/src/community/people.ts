import type { Kysely, SelectQueryBuilder } from 'kysely';
import { HANDLE_CHANGE_DAYS } from '../../../contracts/communityRules';
import { COMMUNITY_MESSAGES } from '../../../contracts/messages/community';
import type { MemberCard, OwnProfile, ProfileInput, ProfileView } from '../../../contracts/community';
import { clock } from '../clock';
import { isUniqueViolation, nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { ensureProfile } from './handles';
import { lookUpStages, lookUpStandings, type StageOf } from '../members/stages';
import { blockedBetween } from '../safety/visibility';

const messages = COMMUNITY_MESSAGES;
const UPLOAD_PREFIX = '/images/uploads/members/';
const DAY_MS = 24 * 60 * 60 * 1000;

type Db = Kysely<Database>;
type CardRow = { card_member_id: number | null; handle: string | null; first_name: string; last_name: string; avatar_url: string | null; last_active_at: string | null };

export const CARD_COLUMNS = [
  // For the batched stage lookup; never part of the card.
  'users.id as card_member_id',
  'member_profiles.handle',
  'users.first_name',
  'users.last_name',
  'member_profiles.avatar_url',
  'member_profiles.last_active_at',
] as const;

/** A member's card; `stageOf` is the answer's one batched stage lookup (lookUpStages over its rows' `card_member_id`). */
export function cardOf(row: CardRow, stageOf: StageOf): MemberCard {
  return {
    handle: row.handle ?? '',
    name: `${row.first_name} ${row.last_name}`.trim(),
    avatarUrl: row.avatar_url,
    stage: stageOf(row.card_member_id),
    lastActiveAt: row.last_active_at,
  };
}

/** Cards for rows that name members, with their stages read in one batch. */
export async function cardsOf<Row extends CardRow>(db: Db, rows: readonly Row[]): Promise<(row: Row) => MemberCard> {
  const stageOf = await lookUpStages(db, rows.map((row) => row.card_member_id));
  return (row) => cardOf(row, stageOf);
}

/** Members with their profile, for selecting cards. */
export const withProfiles = (db: Db) => db.selectFrom('users').innerJoin('member_profiles', 'member_profiles.user_id', 'users.id');

/** `follower` follows `followee`. */
const follows = (db: Db, follower: number, followee: number) =>
  db.selectFrom('follows').select('follower_id').where('follower_id', '=', follower).where('followee_id', '=', followee);

export function createPeople(db: Db) {
  async function counts(userId: number) {
    const [followers, following, friends] = await Promise.all([
      db.selectFrom('follows').select((eb) => eb.fn.countAll().as('n')).where('followee_id', '=', userId).executeTakeFirstOrThrow(),
      db.selectFrom('follows').select((eb) => eb.fn.countAll().as('n')).where('follower_id', '=', userId).executeTakeFirstOrThrow(),
      db
        .selectFrom('follows as out')
        .innerJoin('follows as back', (join) => join.onRef('back.follower_id', '=', 'out.followee_id').onRef('back.followee_id', '=', 'out.follower_id'))
        .select((eb) => eb.fn.countAll().as('n'))
        .where('out.follower_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { followersCount: Number(followers.n), followingCount: Number(following.n), friendsCount: Number(friends.n) };
  }

  async function idOf(handle: string): Promise<number> {
    const row = await db.selectFrom('member_profiles').select('user_id').where('handle', '=', handle.toLowerCase()).executeTakeFirst();
    if (!row) throw new HttpError(404, messages.memberNotFound);
    return row.user_id;
  }

  async function fullProfile(userId: number) {
    const row = await withProfiles(db)
      .select([...CARD_COLUMNS, 'users.email', 'member_profiles.bio', 'member_profiles.quote', 'member_profiles.profession', 'member_profiles.institution'])
      .select(['member_profiles.cover_url', 'member_profiles.social_links', 'member_profiles.email_private', 'member_profiles.handle_changed_at'])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow();
    const posts = await db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).where('author_id', '=', userId).executeTakeFirstOrThrow();
    return { row, postsCount: Number(posts.n), ...(await counts(userId)) };
  }

  async function assertOwnUpload(userId: number, url: string | null | undefined) {
    if (!url) return;
    const fileName = url.slice(UPLOAD_PREFIX.length).split('?')[0]!;
    const upload = await db.selectFrom('uploads').select('id').where('user_id', '=', userId).where('file_name', '=', fileName).executeTakeFirst();
    if (!upload) throw new HttpError(400, messages.imageNotYours);
  }

  return {
    idOf,
    counts,
    assertOwnUpload,


    async profile(handle: string, viewerId: number | undefined): Promise<ProfileView> {
      const userId = await idOf(handle);
      const isSelf = viewerId === userId;
      // Members who blocked each other no longer see each other's profile.
      if (viewerId !== undefined && !isSelf && (await blockedBetween(db, viewerId, userId))) throw new HttpError(404, messages.memberNotFound);
      const { row, postsCount, ...numbers } = await fullProfile(userId);
      const [following, followsYou] = viewerId && !isSelf
        ? await Promise.all([follows(db, viewerId, userId).executeTakeFirst(), follows(db, userId, viewerId).executeTakeFirst()])
        : [undefined, undefined];
      const standing = (await lookUpStandings(db, [userId]))(userId);
      return {
        ...cardOf(row, () => standing?.stage ?? null),
        karmaPoints: standing?.points ?? 0,
        firstName: row.first_name,
        lastName: row.last_name,
        bio: row.bio,
        quote: row.quote,
        profession: row.profession,
        institution: row.institution,
        coverUrl: row.cover_url,
        socialLinks: row.social_links ? (JSON.parse(row.social_links) as string[]) : [],
        // The one place an address leaves the server for someone else: only when its owner made it public.
        email: isSelf || row.email_private === 0 ? row.email : null,
        postsCount,
        ...numbers,
        viewer: viewerId ? { isSelf, following: Boolean(following), followsYou: Boolean(followsYou) } : null,
      };
    },

    async own(userId: number): Promise<OwnProfile> {
      await ensureProfile(db, userId);
      const { row } = await fullProfile(userId);
      const view = await this.profile(row.handle!, userId);
      const changedAt = row.handle_changed_at ? Date.parse(row.handle_changed_at) + HANDLE_CHANGE_DAYS * DAY_MS : 0;
      return {
        ...view,
        email: row.email,
        emailPrivate: row.email_private !== 0,
        handleChangeableFrom: changedAt > clock.nowMs() ? new Date(changedAt).toISOString() : null,
      };
    },

    async save(userId: number, body: ProfileInput) {
      await ensureProfile(db, userId);
      await Promise.all([assertOwnUpload(userId, body.avatarUrl), assertOwnUpload(userId, body.coverUrl)]);
      const current = await db.selectFrom('member_profiles').select(['handle', 'handle_changed_at']).where('user_id', '=', userId).executeTakeFirstOrThrow();
      const handleChanges = body.handle !== undefined && body.handle !== current.handle;
      if (handleChanges && current.handle_changed_at) {
        const from = Date.parse(current.handle_changed_at) + HANDLE_CHANGE_DAYS * DAY_MS;
        if (from > clock.nowMs()) throw new HttpError(409, messages.handleTooSoon(new Date(from).toISOString().slice(0, 10)));
      }
      const now = nowIso();
      try {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ first_name: body.firstName, last_name: body.lastName }).where('id', '=', userId).execute();
          await trx
            .updateTable('member_profiles')
            .set({
              bio: body.bio,
              quote: body.quote,
              email_private: body.emailPrivate ? 1 : 0,
              profession: body.profession,
              institution: body.institution,
              updated_at: now,
              ...(body.socialLinks !== undefined ? { social_links: JSON.stringify(body.socialLinks) } : {}),
              ...(body.avatarUrl !== undefined ? { avatar_url: body.avatarUrl } : {}),
              ...(body.coverUrl !== undefined ? { cover_url: body.coverUrl } : {}),
              ...(handleChanges ? { handle: body.handle, handle_changed_at: now } : {}),
            })
            .where('user_id', '=', userId)
            .execute();
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, messages.handleTaken);
        throw error;
      }
      return this.own(userId);
    },

    async follow(followerId: number, handle: string, on: boolean) {
      const followeeId = await idOf(handle);
      if (followeeId === followerId) throw new HttpError(400, messages.followSelf);
      if (on) {
        await db
          .insertInto('follows')
          .values({ follower_id: followerId, followee_id: followeeId, created_at: nowIso() })
          .onConflict((conflict) => conflict.columns(['follower_id', 'followee_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).execute();
      }
      const [followee, follower] = await Promise.all([counts(followeeId), counts(followerId)]);
      return {
        following: on,
        followee: { friendsCount: followee.friendsCount, followersCount: followee.followersCount },
        follower: { friendsCount: follower.friendsCount, followersCount: follower.followersCount },
      };
    },

    /** A member's friends (mutual follows), followers or followees, most recent first. */
    async list(handle: string, list: 'friends' | 'followers' | 'following', page: number, size = 20) {
      const userId = await idOf(handle);
      let query: SelectQueryBuilder<Database & { f: Database['follows'] }, 'users' | 'member_profiles' | 'f', object> =
        withProfiles(db).innerJoin('follows as f', list === 'followers' ? 'f.follower_id' : 'f.followee_id', 'users.id') as never;
      query = query.where(list === 'followers' ? 'f.followee_id' : 'f.follower_id', '=', userId);
      if (list === 'friends') {
        query = query.where((eb) =>
          eb.exists(eb.selectFrom('follows as back').select('back.follower_id').whereRef('back.follower_id', '=', 'f.followee_id').where('back.followee_id', '=', userId)),
        );
      }
      const total = Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await query
        .select(CARD_COLUMNS)
        .orderBy('f.created_at', 'desc')
        .orderBy('users.id')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      return { people: rows.map(await cardsOf(db, rows)), total, hasMore: page * size < total };
    },
  };
}

export type People = ReturnType<typeof createPeople>;
