import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Target } from '../interactions/targets';
import {
  PROFILE_MEMBER,
  SAMPLE_MEMBERS,
  SAMPLE_POST_INTERACTIONS,
  SAMPLE_POSTS,
  SAMPLE_REVIEW_LIKES,
  SAMPLE_REVIEWS,
  SAMPLE_VIDEO_SAMPLE_COMMENTS,
  type SampleComment,
} from './seed';

/**
 * Seeds the sample interactions through the interaction model's tables (reactions, shares,
 * comments), inside the sample members' seed transaction, so they are written exactly once.
 * Target types and ids are the ones the registry resolves: 'post' and 'review' rows by their
 * numeric id, 'video-sample' by the published `_id`, 'comment' (comment likes) by comment id.
 */

interface SeededIds {
  memberId: (slug: string) => number;
  postIds: Map<string, number>;
  reviewIds: Map<string, number>;
}

/** Writes sample likes and comments (with their replies and likes) as the sample members; any feature's sample seed uses it. */
export function sampleInteractionWriter(trx: Transaction<Database>, memberId: (slug: string) => number) {
  let rotation = 0;
  /**
   * Likes are one row per member: the first `count` members other than the author (the profile
   * member only when the post reads "You and N others"), starting at a different member for each
   * target so the likes are spread over the community. Larger figures become as many as there are.
   */
  async function like(target: Target, count: number, author: string, at: string, { byProfile = false } = {}) {
    const others = SAMPLE_MEMBERS.map((m) => m.slug).filter((slug) => slug !== author && slug !== PROFILE_MEMBER);
    const start = rotation++ % others.length;
    const rotated = [...others.slice(start), ...others.slice(0, start)];
    const likers = (byProfile ? [PROFILE_MEMBER, ...rotated] : rotated).slice(0, count);
    if (likers.length === 0) return;
    await trx
      .insertInto('reactions')
      .values(likers.map((slug) => ({ target_type: target.type, target_id: target.id, kind: 'like', member_id: memberId(slug), created_at: at })))
      .execute();
  }

  async function comment(target: Target, sample: SampleComment) {
    const { id } = await trx
      .insertInto('comments')
      .values({
        target_type: target.type,
        target_id: target.id,
        parent_id: null,
        member_id: memberId(sample.author),
        text: sample.text,
        stance: sample.stance ?? null,
        created_at: sample.postedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await like({ type: 'comment', id: String(id) }, sample.likes, sample.author, sample.postedAt);
    for (const reply of sample.replies ?? []) {
      const { id: replyId } = await trx
        .insertInto('comments')
        .values({
          target_type: target.type,
          target_id: target.id,
          parent_id: id,
          member_id: memberId(reply.author),
          text: reply.text,
          stance: null,
          created_at: reply.postedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await like({ type: 'comment', id: String(replyId) }, reply.likes, reply.author, reply.postedAt);
    }
  }

  /** Each press of Share is a row, so a member may forward more than once: the figure is exact. */
  async function forward(target: Target, count: number, author: string, at: string) {
    const sharers = SAMPLE_MEMBERS.filter((m) => m.slug !== author);
    if (count <= 0) return;
    await trx
      .insertInto('shares')
      .values(Array.from({ length: count }, (_, i) => ({ target_type: target.type, target_id: target.id, member_id: memberId(sharers[i % sharers.length]!.slug), created_at: at })))
      .execute();
  }

  return { like, comment, forward };
}

export async function insertSampleInteractions(trx: Transaction<Database>, { memberId, postIds, reviewIds }: SeededIds) {
  const { like, comment, forward } = sampleInteractionWriter(trx, memberId);
  for (const [key, sample] of Object.entries(SAMPLE_POST_INTERACTIONS)) {
    const post = SAMPLE_POSTS[key];
    const postId = postIds.get(key);
    if (!post || postId === undefined) throw new Error(`Sample interactions name an unknown sample post "${key}"`);
    const target = { type: 'post', id: String(postId) };
    await like(target, sample.likes, post.author, post.postedAt, { byProfile: sample.likedByProfile });
    await forward(target, sample.forwards, post.author, post.postedAt);
    for (const c of sample.comments) await comment(target, c);
  }

  for (const [key, likes] of Object.entries(SAMPLE_REVIEW_LIKES)) {
    const review = SAMPLE_REVIEWS.find((r) => r.key === key);
    const reviewId = reviewIds.get(key);
    if (!review || reviewId === undefined) throw new Error(`Sample interactions name an unknown sample review "${key}"`);
    await like({ type: 'review', id: String(reviewId) }, likes, review.member, review.postedAt);
  }

  for (const [videoSampleId, comments] of Object.entries(SAMPLE_VIDEO_SAMPLE_COMMENTS)) {
    for (const c of comments) await comment({ type: 'video-sample', id: videoSampleId }, c);
  }
}
