import type { Kysely } from 'kysely';
import { memberArticleSlug } from '../../../contracts/articleRules';
import { postCommentPath } from '../../../contracts/postCommentPath';
import { articlePath, episodePath, postPath, profilePath } from '../../../contracts/routes';
import { SAFETY_MESSAGES } from '../../../contracts/messages/safety';
import { MENTIONED_MEMBERS_PER_HOUR, MENTIONS_PER_ITEM, mentionedHandles } from '../../../contracts/rules';
import { clock } from '../clock';
import { createPeople } from '../community/people';
import type { Database } from '../db/schema';
import type { Mailer } from '../email';
import type { KarmaLedger } from '../karma/ledger';
import type { SessionsEndedSignal } from '../auth/sessionFamilies';
import { commentEventKey } from './excerpts';
import { createModeration } from './moderation';
import { createNotifier, type NotifierDeps } from './notifications';
import { createMemberSafety } from './reports';
import { assertNotBlocked } from './visibility';

export { assertNotBlocked, blockedBetween } from './visibility';

const EXCERPT = 200;
const excerptOf = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/** Where something members interact with is read, for a notification's link. */
export function hrefOf(type: string, id: string): string | null {
  if (type === 'post') return postPath(id);
  // A member's article's address carries its title; the notification links by id, which the page also reads.
  if (type === 'member-article') return articlePath(memberArticleSlug('', id));
  if (type === 'episode') return episodePath(id);
  return null;
}

/**
 * Safety and notifications as one object: members' reports, blocks and mutes, the moderators'
 * decisions, the notifier, and the events other features report (a comment, a like, a follow, a
 * post) so that the right members hear of them.
 */
export function createSafety(deps: { db: Kysely<Database>; mailer: Mailer; siteOrigin: () => string; secret: Uint8Array | string; log: NotifierDeps['log']; karma?: KarmaLedger; sessionsEnded?: SessionsEndedSignal; appeal?: () => string }) {
  const { db } = deps;
  const people = createPeople(db);
  const notifier = createNotifier(deps);

  /** Who made a thing members like or comment on; null for the trust's own content. */
  async function ownerOf(type: string, id: string): Promise<number | null> {
    if (!/^\d{1,15}$/.test(id)) return null;
    if (type === 'post') return (await db.selectFrom('posts').select('author_id').where('id', '=', Number(id)).executeTakeFirst())?.author_id ?? null;
    if (type === 'comment') return (await db.selectFrom('comments').select('member_id').where('id', '=', Number(id)).executeTakeFirst())?.member_id ?? null;
    if (type === 'member-article') return (await db.selectFrom('member_articles').select('author_id').where('id', '=', Number(id)).executeTakeFirst())?.author_id ?? null;
    if (type === 'story') return (await db.selectFrom('stories').select('author_id').where('id', '=', Number(id)).executeTakeFirst())?.author_id ?? null;
    if (type === 'review') return (await db.selectFrom('book_reviews').select('user_id').where('id', '=', Number(id)).executeTakeFirst())?.user_id ?? null;
    return null;
  }

  async function mentioned(actorId: number, text: string, itemType: string, itemId: string, href: string | null, keyPrefix: string) {
    // The contracts refuse longer lists; an item stored before that rule counts no further either.
    const handles = mentionedHandles(text).slice(0, MENTIONS_PER_ITEM);
    if (!handles.length) return;
    const rows = await db.selectFrom('member_profiles').select('user_id').where('handle', 'in', handles).execute();
    // One member's mentions notify at most so many members an hour: a confirmed account cannot page a crowd either.
    const since = new Date(clock.nowMs() - 60 * 60_000).toISOString();
    const used = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('actor_id', '=', actorId)
      .where('kind', '=', 'mention')
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    const room = Math.max(0, MENTIONED_MEMBERS_PER_HOUR - Number(used.n));
    for (const { user_id } of rows.slice(0, room)) {
      await notifier.notify({ recipientId: user_id, kind: 'mention', actorId, itemType, itemId, detail: { href, excerpt: excerptOf(text) }, eventKey: `${keyPrefix}:mention:${user_id}` });
    }
  }

  const events = {
    /** Refuses a comment or reply when its author and the item's (or the answered comment's) author have blocked each other. */
    async assertCanComment(actorId: number, target: { type: string; id: string }, parentId?: number) {
      await assertNotBlocked(db, actorId, await ownerOf(target.type, target.id), SAFETY_MESSAGES.blockedComment);
      if (parentId !== undefined) await assertNotBlocked(db, actorId, await ownerOf('comment', String(parentId)), SAFETY_MESSAGES.blockedComment);
    },

    /** A new comment: its parent's author hears of the reply, the post's author of the comment, the mentioned of the mention. */
    async commented(actorId: number, comment: { id: number; targetType: string; targetId: string; parentId: number | null; text: string }) {
      // On a post, the notification opens the post at this comment; elsewhere the item's page.
      const href = comment.targetType === 'post' ? postCommentPath(comment.targetId, String(comment.id)) : hrefOf(comment.targetType, comment.targetId);
      const detail = { href, excerpt: excerptOf(comment.text) };
      const parentAuthor = comment.parentId === null ? null : await ownerOf('comment', String(comment.parentId));
      if (parentAuthor !== null) {
        await notifier.notify({ recipientId: parentAuthor, kind: 'reply', actorId, itemType: comment.targetType, itemId: comment.targetId, detail, eventKey: `${commentEventKey(comment.id)}:reply` });
      }
      const owner = await ownerOf(comment.targetType, comment.targetId);
      if (owner !== null && owner !== parentAuthor) {
        await notifier.notify({ recipientId: owner, kind: 'comment', actorId, itemType: comment.targetType, itemId: comment.targetId, detail, eventKey: `${commentEventKey(comment.id)}:owner` });
      }
      await mentioned(actorId, comment.text, comment.targetType, comment.targetId, href, commentEventKey(comment.id));
    },

    /** The same, for a comment stored by an endpoint that knows only its id (the episodes' own endpoints). */
    async commentedById(actorId: number, commentId: number) {
      const row = await db.selectFrom('comments').select(['id', 'target_type', 'target_id', 'parent_id', 'text']).where('id', '=', commentId).executeTakeFirst();
      if (row) await events.commented(actorId, { id: row.id, targetType: row.target_type, targetId: row.target_id, parentId: row.parent_id, text: row.text });
    },

    /** A like given (or taken back) on something a member made. */
    async liked(actorId: number, target: { type: string; id: string }, on: boolean) {
      const eventKey = `like:${target.type}:${target.id}:${actorId}`;
      if (!on) return notifier.forget(eventKey);
      const owner = await ownerOf(target.type, target.id);
      if (owner === null) return;
      let href = hrefOf(target.type, target.id);
      if (target.type === 'comment') {
        const comment = await db.selectFrom('comments').select(['target_type', 'target_id']).where('id', '=', Number(target.id)).executeTakeFirst();
        href = comment ? hrefOf(comment.target_type, comment.target_id) : null;
      }
      await notifier.notify({ recipientId: owner, kind: 'like', actorId, itemType: target.type, itemId: target.id, detail: { href }, eventKey });
    },

    async followed(followerId: number, followeeId: number) {
      const follower = await db.selectFrom('member_profiles').select('handle').where('user_id', '=', followerId).executeTakeFirst();
      await notifier.notify({
        recipientId: followeeId,
        kind: 'follow',
        actorId: followerId,
        itemType: 'member',
        itemId: follower?.handle ?? String(followerId),
        detail: { href: follower?.handle ? profilePath(follower.handle) : null },
        eventKey: `follow:${followerId}:${followeeId}`,
      });
    },

    /** A new post: the members it mentions hear of it. */
    posted: (authorId: number, post: { id: string; title: string | null; body: string }) =>
      mentioned(authorId, `${post.title ?? ''} ${post.body}`, 'post', post.id, postPath(post.id), `post:${post.id}`),
  };

  return {
    notifier,
    members: createMemberSafety(db, people, notifier),
    moderation: createModeration(db, people, notifier, deps.karma, deps.sessionsEnded, deps.appeal),
    events,
  };
}

export type Safety = ReturnType<typeof createSafety>;
