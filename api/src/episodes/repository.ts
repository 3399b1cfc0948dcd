import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Member } from '../auth/authenticate';
import type { Interactions } from '../interactions';
import { NO_COMMENT } from '../interactions/comments';
import type { ReactionKind } from '../interactions/repository';
import { EPISODE_CATEGORIES } from './categories';
import { EPISODE_ID_PATTERN } from './seed';
import { type CommentView, type EpisodeSummaryView, type EpisodeView, postView, type ReplyView, viewerMark } from './present';

/** Comment ids are numbers in the database; anything else cannot name a comment. */
function commentIdOf(value: string): number {
  const id = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, NO_COMMENT);
  return id;
}

const categoryRank = (category: string) => {
  const rank = (EPISODE_CATEGORIES as readonly string[]).indexOf(category);
  return rank === -1 ? EPISODE_CATEGORIES.length : rank;
};

/**
 * The eight episode calls of the public API on top of the interaction model (api/src/interactions):
 * episodes are target type 'episode', their comments' likes are likes of target type 'comment'.
 * The answers keep the published API's shapes exactly; only top-level comments on episodes are "comments" here.
 */
export function createEpisodeRepository(db: Kysely<Database>, { targets, repository, comments }: Interactions) {
  /** Episodes with their like and share counts (derived, so they can never drift from the rows). */
  const episodesWithCounts = () =>
    db
      .selectFrom('episodes')
      .select([
        'episodes.id',
        'episodes.name',
        'episodes.description',
        'episodes.video',
        'episodes.thumbnail',
        'episodes.category',
        'episodes.position',
      ])
      .select((eb) => [
        eb
          .selectFrom('reactions')
          .select(eb.fn.countAll().as('n'))
          .where('reactions.target_type', '=', 'episode')
          .where('reactions.kind', '=', 'like')
          .whereRef('reactions.target_id', '=', 'episodes.id')
          .as('likes_count'),
        eb
          .selectFrom('shares')
          .select(eb.fn.countAll().as('n'))
          .where('shares.target_type', '=', 'episode')
          .whereRef('shares.target_id', '=', 'episodes.id')
          .as('share_count'),
      ]);

  type EpisodeWithCounts = Awaited<ReturnType<ReturnType<typeof episodesWithCounts>['executeTakeFirstOrThrow']>>;

  async function viewerMarks(kind: ReactionKind, viewerId: number | undefined, episodeIds?: string[]) {
    if (viewerId === undefined || episodeIds?.length === 0) return new Set<string>();
    let query = db
      .selectFrom('reactions')
      .select('target_id')
      .where('target_type', '=', 'episode')
      .where('kind', '=', kind)
      .where('member_id', '=', viewerId);
    if (episodeIds) query = query.where('target_id', 'in', episodeIds);
    return new Set((await query.execute()).map((row) => row.target_id));
  }

  function summary(
    row: EpisodeWithCounts,
    likes: Set<string>,
    saves: Set<string>,
    viewerId: number | undefined,
  ): EpisodeSummaryView {
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      video: row.video,
      thumbnail: row.thumbnail,
      category: row.category,
      likes: viewerMark(likes.has(row.id), viewerId),
      likesCount: Number(row.likes_count ?? 0),
      saveStreams: viewerMark(saves.has(row.id), viewerId),
      shareCount: Number(row.share_count ?? 0),
    };
  }

  // Episodes are everyone's to see, so who asks does not change the answer.
  const episode = (episodeId: string, kind: 'like' | 'save' | 'share' | 'comment') => targets.resolve('episode', episodeId, { viewerId: undefined, kind });

  /** A comment these calls may name: a top-level comment on an episode (not a reply, not another target's). */
  async function episodeCommentId(commentIdText: string) {
    const commentId = commentIdOf(commentIdText);
    if (!(await comments.findTopLevel(commentId, 'episode'))) throw new HttpError(404, NO_COMMENT);
    return commentId;
  }

  return {
    async listGroupedByCategory(viewerId: number | undefined) {
      const [rows, likes, saves] = await Promise.all([
        episodesWithCounts().orderBy('episodes.position').orderBy('episodes.id').execute(),
        viewerMarks('like', viewerId),
        viewerMarks('save', viewerId),
      ]);
      const groups = new Map<string, EpisodeSummaryView[]>();
      for (const row of rows) {
        const group = groups.get(row.category) ?? [];
        group.push(summary(row, likes, saves, viewerId));
        groups.set(row.category, group);
      }
      return [...groups.entries()]
        .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b))
        .map(([category, episodes]) => ({ category, episodes }));
    },

    async getEpisode(episodeId: string, viewerId: number | undefined): Promise<EpisodeView> {
      if (!EPISODE_ID_PATTERN.test(episodeId)) throw new HttpError(404, 'No episode found.');
      const row = await episodesWithCounts().where('episodes.id', '=', episodeId).executeTakeFirst();
      if (!row) throw new HttpError(404, 'No episode found.');
      const [likes, saves, { threads }] = await Promise.all([
        viewerMarks('like', viewerId, [episodeId]),
        viewerMarks('save', viewerId, [episodeId]),
        comments.threads({ type: 'episode', id: episodeId }, viewerId),
      ]);
      const commentViews: CommentView[] = threads.map((thread) => ({
        ...postView(thread.id, thread.author, thread.text, thread.createdAt, thread.authorStage),
        likes: viewerMark(thread.viewerLiked, viewerId),
        likesCount: thread.likesCount,
        replies: thread.replies.map((reply): ReplyView => postView(reply.id, reply.author, reply.text, reply.createdAt, reply.authorStage)),
      }));
      // The published shape carries the latest page of comments only; the earlier pages and the totals
      // come from the interactions endpoint (GET /interactions/episode/{id}/comments?before=…).
      return { ...summary(row, likes, saves, viewerId), comments: commentViews };
    },

    async toggleLike(episodeId: string, userId: number) {
      const { on, count } = await repository.toggleReaction(await episode(episodeId, 'like'), 'like', userId);
      return { liked: on, likesCount: count };
    },

    async toggleSave(episodeId: string, userId: number) {
      const { on } = await repository.toggleReaction(await episode(episodeId, 'save'), 'save', userId);
      return { saved: on };
    },

    /** Each press is a row; the answer counts it (concurrent shares are never lost). */
    async share(episodeId: string, userId: number) {
      return { shareCount: await repository.share(await episode(episodeId, 'share'), userId) };
    },

    async addComment(episodeId: string, author: Member, text: string): Promise<CommentView> {
      const created = await comments.addComment(await episode(episodeId, 'comment'), author, text, null);
      return { ...postView(created.id, author, text, created.createdAt, created.authorStage), likes: [], likesCount: 0, replies: [] };
    },

    async addReply(commentIdText: string, author: Member, text: string): Promise<ReplyView> {
      const created = await comments.addReply(await episodeCommentId(commentIdText), author, text, { type: 'episode' });
      return postView(created.id, author, text, created.createdAt, created.authorStage);
    },

    async toggleCommentLike(commentIdText: string, userId: number) {
      const commentId = await episodeCommentId(commentIdText);
      const { on, count } = await repository.toggleReaction({ type: 'comment', id: String(commentId) }, 'like', userId);
      return { liked: on, likesCount: count };
    },
  };
}

export type EpisodeRepository = ReturnType<typeof createEpisodeRepository>;
