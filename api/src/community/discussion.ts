import type { Kysely } from 'kysely';
import type { PostComment, PostCommentThread } from '../../../contracts/community';
import type { Stance } from '../../../contracts/interactions';
import { COMMUNITY_MESSAGES } from '../../../contracts/messages/community';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { KarmaLedger } from '../karma/ledger';
import { commentLikes, seenBy } from '../interactions/comments';
import { CARD_COLUMNS, cardOf } from './people';
import { type StageOf, lookUpStages } from '../members/stages';
import { type Posts } from './posts';
import { blankCommentExcerpts } from '../safety/excerpts';
import { hiddenReasons } from '../safety/visibility';

const messages = COMMUNITY_MESSAGES;

/**
 * A post's discussion as the feed shows it: each comment with its author's card (handle and
 * picture) and whether the viewer wrote it, sorted most relevant (likes and replies) or newest.
 * New comments and likes go through the interaction endpoints; authors change and delete their
 * own comments here.
 */
export function createDiscussion(db: Kysely<Database>, posts: Posts, karma?: KarmaLedger) {
  /** The post's comments the viewer is shown (or, with `commentId`, that one comment of the viewer's own). */
  async function rowsOf(postId: number, viewerId: number | undefined, commentId?: number) {
    let query = db
      .selectFrom('comments')
      .leftJoin('users', 'users.id', 'comments.member_id')
      .leftJoin('member_profiles', 'member_profiles.user_id', 'comments.member_id')
      .select(['comments.id', 'comments.parent_id', 'comments.member_id', 'comments.text', 'comments.stance', 'comments.created_at', 'comments.updated_at'])
      .select(CARD_COLUMNS)
      .select((eb) => commentLikes(eb, viewerId))
      .where('comments.target_type', '=', 'post')
      .where('comments.target_id', '=', String(postId));
    // Comments of members who blocked the viewer (or whom the viewer blocked), hidden ones and the replies under
    // them are not shown, nor counted: the same condition as the post's count in lists.
    query = commentId === undefined ? query.where(seenBy(viewerId)) : query.where('comments.id', '=', commentId);
    return query.orderBy('comments.id').execute();
  }
  type Row = Awaited<ReturnType<typeof rowsOf>>[number];

  const view = (row: Row, viewerId: number | undefined, stageOf: StageOf): PostComment => ({
    id: String(row.id),
    author: row.first_name === null ? null : cardOf({ ...row, first_name: row.first_name, last_name: row.last_name ?? '' }, stageOf),
    text: row.text,
    stance: row.stance as Stance | null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    likesCount: Number(row.likes_count ?? 0),
    liked: Number(row.viewer_liked ?? 0) > 0,
    mine: viewerId !== undefined && row.member_id === viewerId,
  });

  async function ownComment(commentId: number, memberId: number) {
    const row = await db.selectFrom('comments').select(['member_id', 'target_id']).where('id', '=', commentId).where('target_type', '=', 'post').executeTakeFirst();
    if (!row) throw new HttpError(404, messages.commentNotFound);
    if (row.member_id !== memberId) throw new HttpError(403, messages.notYourComment);
    return row.target_id;
  }

  return {
    async list(postId: number, viewerId: number | undefined, sort: 'relevant' | 'newest') {
      // The post must be one the viewer may read.
      await posts.get(postId, viewerId);
      const rows = await rowsOf(postId, viewerId);
      const hidden = await hiddenReasons(db, 'comment', rows.filter((row) => viewerId !== undefined && row.member_id === viewerId).map((row) => String(row.id)));
      const stageOf = await lookUpStages(db, rows.map((row) => row.card_member_id));
      const shown = (row: Row) => ({ ...view(row, viewerId, stageOf), ...(hidden.has(String(row.id)) ? { hiddenReason: hidden.get(String(row.id))! } : {}) });
      const threads = new Map<number, PostCommentThread>();
      for (const row of rows) {
        if (row.parent_id === null) threads.set(row.id, { ...shown(row), replies: [] });
        else threads.get(row.parent_id)?.replies.push(shown(row));
      }
      const list = [...threads.values()];
      const newest = (a: PostCommentThread, b: PostCommentThread) => Number(b.id) - Number(a.id);
      list.sort(sort === 'newest' ? newest : (a, b) => b.likesCount + b.replies.length - (a.likesCount + a.replies.length) || newest(a, b));
      return { comments: list, commentsCount: rows.length };
    },

    async edit(commentId: number, memberId: number, text: string) {
      await ownComment(commentId, memberId);
      await db.updateTable('comments').set({ text, updated_at: nowIso() }).where('id', '=', commentId).execute();
      const row = await db.selectFrom('comments').select('target_id').where('id', '=', commentId).executeTakeFirstOrThrow();
      const [edited] = await rowsOf(Number(row.target_id), memberId, commentId);
      return view(edited!, memberId, await lookUpStages(db, [memberId]));
    },

    async remove(commentId: number, memberId: number) {
      const postId = await ownComment(commentId, memberId);
      await db.transaction().execute(async (trx) => {
        const ids = (await trx.selectFrom('comments').select('id').where((eb) => eb.or([eb('id', '=', commentId), eb('parent_id', '=', commentId)])).execute()).map((r) => String(r.id));
        await trx.deleteFrom('reactions').where('target_type', '=', 'comment').where('target_id', 'in', ids).execute();
        await trx.deleteFrom('comments').where('parent_id', '=', commentId).execute();
        await trx.deleteFrom('comments').where('id', '=', commentId).execute();
        await karma?.settleDeletedComments(trx, ids, { type: 'post', id: postId });
        // Notifications of the comment and of its replies no longer quote the words.
        await blankCommentExcerpts(trx, ids);
      });
    },
  };
}

export type Discussion = ReturnType<typeof createDiscussion>;
