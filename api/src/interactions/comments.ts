import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { type Stance, STANCES, type StanceCounts } from '../../../contracts/interactions';
import { COMMENT_PAGE_SIZE } from '../../../contracts/rules';
import { ACCOUNT_MESSAGES } from '../../../contracts/messages/account';
import { LEARNING_MESSAGES } from '../../../contracts/messages/learning';
import type { Member } from '../auth/authenticate';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { KarmaLedger } from '../karma/ledger';
import { HttpError } from '../http/errors';
import type { Target } from './targets';
import { blankCommentExcerpts } from '../safety/excerpts';
import { notBlockedWith, shownTo } from '../safety/visibility';
import type { MemberStage } from '../../../contracts/memberStage';
import { lookUpStages } from '../members/stages';

/**
 * Comments and replies on any target. A reply is a comment whose parent is a comment on the same
 * target (one level: replies are not answered in turn) and carries that target too, so one
 * indexed query loads a whole discussion. Comment likes are reactions on target type 'comment'.
 */

export const NO_COMMENT = 'No comment found with this id.';
const FORMER_MEMBER = { firstName: ACCOUNT_MESSAGES.formerMember, lastName: '' };
export const STANCE_KEYS: Stance[] = [...STANCES];

/** A comment as the presenters need it. */
export interface CommentRecord {
  id: number;
  parentId: number | null;
  author: { firstName: string; lastName: string };
  /** Null once the author's account is gone. */
  authorId: number | null;
  authorPicture: string | null;
  /** Null once the author's account is gone. */
  authorHandle: string | null;
  /** The author's Karmic Points stage; null once the author's account is gone. */
  authorStage: MemberStage | null;
  text: string;
  stance: Stance | null;
  createdAt: string;
  likesCount: number;
  viewerLiked: boolean;
}

export interface CommentThreadRecord extends CommentRecord {
  replies: CommentRecord[];
}

export interface CommentPage {
  limit?: number;
  /** Only comments older than this comment id (the cursor of the page before). */
  before?: number;
}

export interface CommentThreadPage {
  threads: CommentThreadRecord[];
  earlierBefore: number | null;
}

export function stanceCountsOf(rows: { stance: string | null; n: unknown }[]): StanceCounts {
  const counts: StanceCounts = { agree: 0, disagree: 0, neutral: 0 };
  for (const row of rows) if (row.stance && row.stance in counts) counts[row.stance as Stance] = Number(row.n);
  return counts;
}

/** A comment's like count and whether the viewer liked it, as columns of a query over `comments`. */
export function commentLikes(eb: ExpressionBuilder<Database, 'comments'>, viewerId: number | undefined) {
  const likes = () =>
    eb
      .selectFrom('reactions')
      .select(eb.fn.countAll().as('n'))
      .where('reactions.target_type', '=', 'comment')
      .where('reactions.kind', '=', 'like')
      .where('reactions.target_id', '=', eb.cast<string>('comments.id', 'text'));
  return [likes().as('likes_count'), likes().where('reactions.member_id', '=', viewerId ?? -1).as('viewer_liked')];
}

/**
 * The comments a viewer is shown, as one condition for lists and counts alike: what a moderator hid
 * is gone for everyone but its author, and a member blocked either way is neither heard nor counted;
 * a reply goes with the comment it answers (a list shows replies under their comment, so one whose
 * comment is not shown is not shown, nor counted, either).
 */
export function seenBy(viewerId: number | undefined) {
  const seen = (alias: string) => sql<boolean>`(${shownTo(viewerId, 'comment', `${alias}.id`, `${alias}.member_id`)} and ${notBlockedWith(viewerId, `${alias}.member_id`)})`;
  const parentSeen = sql<boolean>`(comments.parent_id is null or exists (select 1 from comments as parent where parent.id = comments.parent_id and ${seen('parent')}))`;
  return () => sql<boolean>`(${seen('comments')} and ${parentSeen})`;
}

export function createCommentRepository(db: Kysely<Database>, karma?: KarmaLedger) {
  /** The comment a reply answers: it must exist, be on the expected target and not be a reply itself. */
  async function parentFor(trx: Kysely<Database>, parentId: number, expected: { type: string; id?: string }) {
    const parent = await trx
      .selectFrom('comments')
      .select(['id', 'target_type', 'target_id', 'parent_id'])
      .where('id', '=', parentId)
      .executeTakeFirst();
    if (!parent || parent.target_type !== expected.type || (expected.id !== undefined && parent.target_id !== expected.id)) {
      throw new HttpError(404, NO_COMMENT);
    }
    return parent;
  }

  async function insert(
    values: { target: Target; parentId: number | null; author: Member; text: string; stance: Stance | null },
    trx = db,
  ) {
    const row = await trx
      .insertInto('comments')
      .values({
        target_type: values.target.type,
        target_id: values.target.id,
        parent_id: values.parentId,
        member_id: values.author.id,
        text: values.text,
        stance: values.stance,
        created_at: nowIso(),
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await karma?.settle(trx, { target: values.target, actorId: values.author.id });
    const profile = await trx.selectFrom('member_profiles').select(['avatar_url', 'handle']).where('user_id', '=', values.author.id).executeTakeFirst();
    const record: CommentRecord = {
      id: row.id,
      parentId: values.parentId,
      author: values.author,
      authorId: values.author.id,
      authorPicture: profile?.avatar_url ?? null,
      authorHandle: profile?.handle ?? null,
      // Read once the comment is written (a query on the database inside its transaction would wait for that transaction).
      authorStage: null,
      text: values.text,
      stance: values.stance,
      createdAt: row.created_at,
      likesCount: 0,
      viewerLiked: false,
    };
    return record;
  }

  /** A new comment with its author's stage. */
  async function withAuthorStage(record: CommentRecord): Promise<CommentRecord> {
    return { ...record, authorStage: (await lookUpStages(db, [record.authorId]))(record.authorId) };
  }

  return {
    /** A top-level comment on a target, with an optional stance on it. */
    async addComment(target: Target, author: Member, text: string, stance: Stance | null) {
      return withAuthorStage(await db.transaction().execute((trx) => insert({ target, parentId: null, author, text, stance }, trx)));
    },

    /**
     * A reply to a comment on `on` (a target, or any target of a type). The parent is read and
     * the reply written in one transaction.
     */
    async addReply(parentId: number, author: Member, text: string, on: { type: string; id?: string }) {
      const reply = await db.transaction().execute(async (trx) => {
        const parent = await parentFor(trx, parentId, on);
        if (parent.parent_id !== null) throw new HttpError(400, 'A reply answers a comment, not another reply.');
        return insert({ target: { type: parent.target_type, id: parent.target_id }, parentId, author, text, stance: null }, trx);
      });
      return withAuthorStage(reply);
    },

    /** A top-level comment of a target type, or undefined (replies and other types' comments are not it). */
    async findTopLevel(commentId: number, targetType: string) {
      return db
        .selectFrom('comments')
        .select('id')
        .where('id', '=', commentId)
        .where('target_type', '=', targetType)
        .where('parent_id', 'is', null)
        .executeTakeFirst();
    },

    /** How many comments a target has as the viewer sees them: top-level ones, with replies, and per stance. */
    async totals(target: Target, viewerId: number | undefined) {
      const rows = await db
        .selectFrom('comments')
        .select(['stance', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.count('parent_id').as('replies')])
        .where('target_type', '=', target.type)
        .where('target_id', '=', target.id)
        .where(seenBy(viewerId))
        .groupBy('stance')
        .execute();
      const all = rows.reduce((sum, row) => sum + Number(row.n), 0);
      const replies = rows.reduce((sum, row) => sum + Number(row.replies), 0);
      return { threadsCount: all - replies, commentsCount: all, stanceCounts: stanceCountsOf(rows) };
    },

    /**
     * One page of a target's discussion: its latest `limit` comments (or the latest before the
     * comment `before`), shown oldest first, each with its replies oldest first; `earlierBefore`
     * is the cursor for the page before it, null when there is none. A busy episode gathers
     * thousands of comments: answering all of them on every view made the answer, the server's
     * memory and the page grow without bound (the soak showed it), so a page is what is sent.
     */
    async threads(target: Target, viewerId: number | undefined, page: CommentPage = {}): Promise<CommentThreadPage> {
      const limit = page.limit ?? COMMENT_PAGE_SIZE;
      let latest = db
        .selectFrom('comments')
        .select('id')
        .where('target_type', '=', target.type)
        .where('target_id', '=', target.id)
        .where('parent_id', 'is', null);
      if (page.before !== undefined) latest = latest.where('id', '<', page.before);
      const topIds = (await latest.orderBy('id', 'desc').limit(limit + 1).execute()).map((row) => row.id);
      const earlierBefore = topIds.length > limit ? topIds[limit - 1]! : null;
      const shown = topIds.slice(0, limit);
      if (shown.length === 0) return { threads: [], earlierBefore: null };
      const rows = await db
        .selectFrom('comments')
        .leftJoin('users', 'users.id', 'comments.member_id')
        .leftJoin('member_profiles', 'member_profiles.user_id', 'comments.member_id')
        .select([
          'comments.id',
          'comments.parent_id',
          'comments.member_id',
          'comments.text',
          'comments.stance',
          'comments.created_at',
          'users.first_name',
          'users.last_name',
          'member_profiles.avatar_url',
          'member_profiles.handle',
        ])
        .select((eb) => commentLikes(eb, viewerId))
        .where('comments.target_type', '=', target.type)
        .where('comments.target_id', '=', target.id)
        .where((eb) => eb.or([eb('comments.id', 'in', shown), eb('comments.parent_id', 'in', shown)]))
        .where(seenBy(viewerId))
        .orderBy('comments.id')
        .execute();
      const stageOf = await lookUpStages(db, rows.map((row) => (row.first_name === null ? null : row.member_id)));
      const threads: CommentThreadRecord[] = [];
      const byId = new Map<number, CommentThreadRecord>();
      for (const row of rows) {
        const record: CommentRecord = {
          id: row.id,
          parentId: row.parent_id,
          // A deleted member's comment kept for others' replies has no author any more.
          author: row.first_name === null ? FORMER_MEMBER : { firstName: row.first_name, lastName: row.last_name ?? '' },
          authorId: row.first_name === null ? null : row.member_id,
          authorPicture: row.avatar_url ?? null,
          authorHandle: row.first_name === null ? null : (row.handle ?? null),
          authorStage: row.first_name === null ? null : stageOf(row.member_id),
          text: row.text,
          stance: row.stance as Stance | null,
          createdAt: row.created_at,
          likesCount: Number(row.likes_count ?? 0),
          viewerLiked: Number(row.viewer_liked ?? 0) > 0,
        };
        if (row.parent_id === null) {
          const thread = { ...record, replies: [] };
          threads.push(thread);
          byId.set(row.id, thread);
        } else {
          // A parent always has a smaller id, so it is already in the map.
          byId.get(row.parent_id)?.replies.push(record);
        }
      }
      return { threads, earlierBefore };
    },

    /** Deletes a member's own comment (not a post's: those are the social feed's), its replies and their likes. */
    async removeOwn(commentId: number, memberId: number) {
      const row = await db.selectFrom('comments').select(['member_id', 'target_type', 'target_id']).where('id', '=', commentId).executeTakeFirst();
      if (!row || row.target_type === 'post') throw new HttpError(404, LEARNING_MESSAGES.commentNotFound);
      if (row.member_id !== memberId) throw new HttpError(403, LEARNING_MESSAGES.notYourComment);
      await db.transaction().execute(async (trx) => {
        const ids = (await trx.selectFrom('comments').select('id').where((eb) => eb.or([eb('id', '=', commentId), eb('parent_id', '=', commentId)])).execute()).map((r) => String(r.id));
        await trx.deleteFrom('reactions').where('target_type', '=', 'comment').where('target_id', 'in', ids).execute();
        await trx.deleteFrom('comments').where('parent_id', '=', commentId).execute();
        await trx.deleteFrom('comments').where('id', '=', commentId).execute();
        await karma?.settleDeletedComments(trx, ids, { type: row.target_type, id: row.target_id });
        // Notifications of the comment and of its replies no longer quote the words.
        await blankCommentExcerpts(trx, ids);
      });
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
