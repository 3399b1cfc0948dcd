import type { Kysely } from 'kysely';
import type { ModeratedItem } from '../../../contracts/safety';
import type { ReportableType } from '../../../contracts/safetyRules';
import { memberArticleSlug } from '../../../contracts/articleRules';
import { articlePath, postPath } from '../../../contracts/routes';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;
type Context = Pick<ModeratedItem, 'pictures' | 'parent' | 'conversation'>;
type Picture = ModeratedItem['pictures'][number];

/** Messages shown on each side of a reported message, so the moderator reads it in its conversation. */
export const MESSAGES_AROUND = 3;
const NUMERIC = /^\d{1,15}$/;
const picture = (url: string | null, alt: string | null): Picture[] => (url ? [{ url, alt: alt ?? '' }] : []);

/** A post as its readers saw it: title and words, picture. */
async function postAsSeen(db: Db, id: number) {
  const row = await db.selectFrom('posts').select(['id', 'title', 'body', 'image_url', 'image_alt']).where('id', '=', id).executeTakeFirst();
  return row && { title: row.title, text: row.body, pictures: picture(row.image_url, row.image_alt), href: postPath(String(row.id)) };
}

/** The conversation around a message: a few before and after, the reported one marked; deleted ones say so. */
async function around(db: Db, messageId: number): Promise<Context['conversation']> {
  const reported = await db.selectFrom('messages').select(['conversation_id', 'sent_at']).where('id', '=', messageId).executeTakeFirst();
  if (!reported) return null;
  const columns = ['messages.id', 'messages.text', 'messages.image_url', 'messages.image_alt', 'messages.sent_at', 'messages.deleted_at', 'users.first_name', 'users.last_name'] as const;
  const base = () =>
    db.selectFrom('messages').leftJoin('users', 'users.id', 'messages.sender_id').select(columns).where('messages.conversation_id', '=', reported.conversation_id);
  const [before, after] = await Promise.all([
    base().where('messages.id', '<=', messageId).orderBy('messages.id', 'desc').limit(MESSAGES_AROUND + 1).execute(),
    base().where('messages.id', '>', messageId).orderBy('messages.id').limit(MESSAGES_AROUND).execute(),
  ]);
  return [...before.reverse(), ...after].map((row) => ({
    id: String(row.id),
    sender: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    text: row.deleted_at ? null : row.text,
    pictures: row.deleted_at ? [] : picture(row.image_url, row.image_alt),
    deleted: row.deleted_at !== null,
    sentAt: row.sent_at,
    reported: row.id === messageId,
  }));
}

/**
 * What members saw with a reported item besides its words: its pictures, the post a comment is
 * on, the conversation around a message. Read without the viewer's limits: a moderator sees it all.
 */
export async function itemContext(db: Db, type: ReportableType, id: string): Promise<Context> {
  const none: Context = { pictures: [], parent: null, conversation: null };
  if (type !== 'member' && !NUMERIC.test(id)) return none;
  switch (type) {
    case 'post': {
      const post = await postAsSeen(db, Number(id));
      return { ...none, pictures: post?.pictures ?? [] };
    }
    case 'comment': {
      const comment = await db.selectFrom('comments').select(['target_type', 'target_id']).where('id', '=', Number(id)).executeTakeFirst();
      if (!comment || !NUMERIC.test(comment.target_id)) return none;
      if (comment.target_type === 'post') return { ...none, parent: (await postAsSeen(db, Number(comment.target_id))) ?? null };
      if (comment.target_type !== 'member-article') return none;
      const article = await db.selectFrom('member_articles').select(['id', 'title', 'excerpt', 'image_url', 'image_alt']).where('id', '=', Number(comment.target_id)).executeTakeFirst();
      return { ...none, parent: article ? { title: article.title, text: article.excerpt, pictures: picture(article.image_url, article.image_alt), href: articlePath(memberArticleSlug(article.title, article.id)) } : null };
    }
    case 'story': {
      const row = await db.selectFrom('stories').select(['image_url', 'image_alt']).where('id', '=', Number(id)).executeTakeFirst();
      return { ...none, pictures: row ? picture(row.image_url, row.image_alt) : [] };
    }
    case 'article': {
      const row = await db.selectFrom('member_articles').select(['image_url', 'image_alt']).where('id', '=', Number(id)).executeTakeFirst();
      return { ...none, pictures: row ? picture(row.image_url, row.image_alt) : [] };
    }
    case 'message': {
      const row = await db.selectFrom('messages').select(['image_url', 'image_alt', 'deleted_at']).where('id', '=', Number(id)).executeTakeFirst();
      return { ...none, pictures: row && !row.deleted_at ? picture(row.image_url, row.image_alt) : [], conversation: await around(db, Number(id)) };
    }
    case 'member': {
      const row = await db.selectFrom('member_profiles').select(['avatar_url', 'cover_url']).where('handle', '=', id.toLowerCase()).executeTakeFirst();
      return { ...none, pictures: row ? [...picture(row.avatar_url, 'Profile picture'), ...picture(row.cover_url, 'Cover picture')] : [] };
    }
    default:
      return none;
  }
}
