import type { Kysely } from 'kysely';
import { memberArticleSlug } from '../../../contracts/articleRules';
import { articlePath, episodePath, postPath, profilePath } from '../../../contracts/routes';
import { itemNoun, type ReportableType } from '../../../contracts/safetyRules';
import { SAFETY_MESSAGES } from '../../../contracts/messages/safety';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { NUMERIC_ID } from '../interactions/targets';
import { visibleTo } from '../community/posts';
import { notBlockedWith, shownTo } from './visibility';

/** A member-made thing as moderation sees it. */
export interface SafetyItem {
  type: ReportableType;
  id: string;
  ownerId: number | null;
  excerpt: string;
  context: string | null;
  href: string | null;
}

type Db = Kysely<Database>;
const EXCERPT_LENGTH = 280;
const cut = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/** Where a comment is read, from what it is on. */
async function commentPlace(db: Db, targetType: string, targetId: string): Promise<{ context: string | null; href: string | null }> {
  if (targetType === 'post') {
    const post = await db.selectFrom('posts').select('title').where('id', '=', Number(targetId)).executeTakeFirst();
    return { context: post ? (post.title ? `On the post "${post.title}"` : 'On a post') : 'On a deleted post', href: postPath(targetId) };
  }
  if (targetType === 'member-article') {
    const article = await db.selectFrom('member_articles').select(['id', 'title']).where('id', '=', Number(targetId)).executeTakeFirst();
    return article ? { context: `On the article "${article.title}"`, href: articlePath(memberArticleSlug(article.title, article.id)) } : { context: 'On a deleted article', href: null };
  }
  if (targetType === 'episode') {
    const episode = await db.selectFrom('episodes').select('name').where('id', '=', targetId).executeTakeFirst();
    return { context: episode ? `On the episode "${episode.name}"` : 'On an episode', href: episodePath(targetId) };
  }
  return { context: `On a ${itemNoun(targetType)} (${targetId})`, href: null };
}

/**
 * Reads a reportable item: undefined when it does not exist (or, with `viewerId`, is not one that
 * member could see: a message of a conversation they are not in, a post for others' eyes, a
 * comment or story a moderator hid or whose author and the member have blocked each other).
 */
export async function findItem(db: Db, type: ReportableType, id: string, viewerId?: number): Promise<SafetyItem | undefined> {
  if (type !== 'member' && !NUMERIC_ID.test(id)) return undefined;
  switch (type) {
    case 'post': {
      let query = db.selectFrom('posts').select(['id', 'author_id', 'title', 'body']).where('posts.id', '=', Number(id));
      if (viewerId !== undefined) query = query.where(visibleTo(viewerId));
      const row = await query.executeTakeFirst();
      return row && { type, id, ownerId: row.author_id, excerpt: cut(row.title ? `${row.title}\n${row.body}` : row.body), context: null, href: postPath(id) };
    }
    case 'comment': {
      let query = db.selectFrom('comments').select(['member_id', 'text', 'target_type', 'target_id']).where('comments.id', '=', Number(id));
      if (viewerId !== undefined) {
        // Only a comment the member could read: not hidden, not by someone blocked either way, not on a post for others' eyes.
        query = query.where(notBlockedWith(viewerId, 'comments.member_id')).where(shownTo(viewerId, 'comment', 'comments.id', 'comments.member_id'));
      }
      const row = await query.executeTakeFirst();
      if (row && viewerId !== undefined && row.target_type === 'post' && !(await findItem(db, 'post', row.target_id, viewerId))) return undefined;
      return row && { type, id, ownerId: row.member_id, excerpt: cut(row.text), ...(await commentPlace(db, row.target_type, row.target_id)) };
    }
    case 'story': {
      const row = await db
        .selectFrom('stories')
        .innerJoin('member_profiles', 'member_profiles.user_id', 'stories.author_id')
        .select(['stories.author_id', 'stories.caption', 'stories.image_url', 'member_profiles.handle'])
        .where('stories.id', '=', Number(id))
        .where((eb) => (viewerId === undefined ? eb.and([]) : eb.and([notBlockedWith(viewerId, 'stories.author_id'), shownTo(viewerId, 'story', 'stories.id', 'stories.author_id')])))
        .executeTakeFirst();
      return (
        row && {
          type,
          id,
          ownerId: row.author_id,
          excerpt: row.caption ? cut(row.caption) : '(a picture without a caption)',
          context: `Picture: ${row.image_url}`,
          href: row.handle ? profilePath(row.handle) : null,
        }
      );
    }
    case 'message': {
      let query = db.selectFrom('messages').select(['messages.sender_id', 'messages.text', 'messages.conversation_id']).where('messages.id', '=', Number(id));
      if (viewerId !== undefined) {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('conversation_participants')
              .select('conversation_participants.user_id')
              .whereRef('conversation_participants.conversation_id', '=', 'messages.conversation_id')
              .where('conversation_participants.user_id', '=', viewerId),
          ),
        );
      }
      const row = await query.executeTakeFirst();
      return row && { type, id, ownerId: row.sender_id, excerpt: cut(row.text ?? '(a picture)'), context: `In conversation ${row.conversation_id}`, href: null };
    }
    case 'member': {
      const row = await db
        .selectFrom('member_profiles')
        .innerJoin('users', 'users.id', 'member_profiles.user_id')
        .select(['users.id', 'users.first_name', 'users.last_name', 'member_profiles.bio', 'member_profiles.handle'])
        .where('member_profiles.handle', '=', id.toLowerCase())
        .executeTakeFirst();
      return (
        row && {
          type,
          id: row.handle ?? id,
          ownerId: row.id,
          excerpt: cut(`${row.first_name} ${row.last_name}${row.bio ? `\n${row.bio}` : ''}`),
          context: null,
          href: row.handle ? profilePath(row.handle) : null,
        }
      );
    }
    case 'article': {
      // A member's article (the trust's own are not reported: staff edit them); a draft is its author's alone.
      const row = await db.selectFrom('member_articles').select(['id', 'author_id', 'title', 'excerpt', 'status']).where('id', '=', Number(id)).executeTakeFirst();
      if (!row || (row.status !== 'published' && row.author_id !== viewerId && viewerId !== undefined)) return undefined;
      return { type, id, ownerId: row.author_id, excerpt: cut(`${row.title}\n${row.excerpt}`), context: null, href: articlePath(memberArticleSlug(row.title, row.id)) };
    }
    default:
      return undefined;
  }
}

/** The item, or 404 naming its kind. */
export async function itemOrNotFound(db: Db, type: ReportableType, id: string, viewerId?: number): Promise<SafetyItem> {
  const item = await findItem(db, type, id, viewerId);
  if (!item) throw new HttpError(404, SAFETY_MESSAGES.itemNotFound(type === 'member' ? 'member' : itemNoun(type)));
  return item;
}
