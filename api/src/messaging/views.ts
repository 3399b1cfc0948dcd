import { type Kysely, sql, type SqlBool } from 'kysely';
import type { LinkCard, MessageView } from '../../../contracts/messaging';
import { MESSAGE_REACTIONS, type MessageLinkType, type MessageReactionName } from '../../../contracts/messagingRules';
import { articlePath, bookPath, episodePath } from '../../../contracts/routes';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../content/dataset';
import { containing, visibleTo } from './visibility';

type Db = Kysely<Database>;

/** A message row as the views read it, with its sender's card (null once the account is gone). */
const MESSAGE_COLUMNS = [
  'messages.id',
  'messages.conversation_id',
  'messages.sender_id',
  'messages.text',
  'messages.image_url',
  'messages.image_alt',
  'messages.link_type',
  'messages.link_id',
  'messages.sent_at',
  'messages.deleted_at',
  'member_profiles.handle',
  'member_profiles.avatar_url',
  'users.first_name',
  'users.last_name',
] as const;

export const messagesWithSenders = (db: Db) =>
  db
    .selectFrom('messages')
    .leftJoin('users', 'users.id', 'messages.sender_id')
    .leftJoin('member_profiles', 'member_profiles.user_id', 'messages.sender_id')
    .select(MESSAGE_COLUMNS);

export type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesWithSenders>['execute']>>[number];

interface ContentDoc {
  _id: string;
  _type: string;
  title?: unknown;
  slug?: { current?: unknown };
}

/** Links offered at once in the picker. */
const LINK_OPTIONS = 8;

/** Turns a message's link (an episode, article or book) into its card; null when it no longer exists. `search` finds cards by title. */
export function createLinkCards(db: Db, content: PublishedContent) {
  const documentsOf = (documentType: string) => (content.published() as unknown as ContentDoc[]).filter((doc) => doc._type === documentType && typeof doc.title === 'string');
  const docCard = (type: 'article' | 'book', doc: ContentDoc): LinkCard => {
    const slug = typeof doc.slug?.current === 'string' ? doc.slug.current : doc._id;
    return { type, id: slug, title: doc.title as string, href: type === 'article' ? articlePath(slug) : bookPath(slug) };
  };
  async function card(type: MessageLinkType, id: string): Promise<LinkCard | null> {
    if (type === 'episode') {
      const episode = await db.selectFrom('episodes').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
      return episode ? { type, id, title: episode.name, href: episodePath(episode.id) } : null;
    }
    const doc = documentsOf(type).find((item) => item.slug?.current === id || item._id === id);
    return doc ? docCard(type, doc) : null;
  }
  /** The episodes, articles or books whose title holds `q` (all of them, alphabetically, when empty), at most LINK_OPTIONS. */
  async function search(type: MessageLinkType, q: string | undefined): Promise<LinkCard[]> {
    const needle = (q ?? '').toLowerCase();
    if (type === 'episode') {
      let query = db.selectFrom('episodes').select(['id', 'name']).orderBy('name').limit(LINK_OPTIONS);
      if (needle) query = query.where(sql<SqlBool>`lower(name) like ${containing(needle)} escape '\\'`);
      return (await query.execute()).map((row) => ({ type, id: row.id, title: row.name, href: episodePath(row.id) }));
    }
    return documentsOf(type)
      .filter((doc) => (doc.title as string).toLowerCase().includes(needle))
      .sort((a, b) => (a.title as string).localeCompare(b.title as string))
      .slice(0, LINK_OPTIONS)
      .map((doc) => docCard(type, doc));
  }
  return Object.assign(card, { search });
}
export type LinkCards = ReturnType<typeof createLinkCards>;

/** Each message's reactions: counts per reaction and whether the viewer's is among them. */
async function reactionsOf(db: Db, messageIds: number[], viewerId: number) {
  const byMessage = new Map<number, MessageView['reactions']>();
  if (!messageIds.length) return byMessage;
  const rows = await db.selectFrom('message_reactions').select(['message_id', 'reaction', 'user_id']).where('message_id', 'in', messageIds).execute();
  for (const row of rows) {
    const list = byMessage.get(row.message_id) ?? [];
    const reaction = row.reaction as MessageReactionName;
    let entry = list.find((item) => item.reaction === reaction);
    if (!entry) list.push((entry = { reaction, count: 0, mine: false }));
    entry.count += 1;
    entry.mine ||= row.user_id === viewerId;
    byMessage.set(row.message_id, list);
  }
  for (const list of byMessage.values()) list.sort((a, b) => MESSAGE_REACTIONS.indexOf(a.reaction) - MESSAGE_REACTIONS.indexOf(b.reaction));
  return byMessage;
}

/** The views of message rows as `viewerId` sees them. */
export async function messageViews(db: Db, cards: LinkCards, rows: MessageRow[], viewerId: number): Promise<MessageView[]> {
  const reactions = await reactionsOf(db, rows.map((row) => row.id), viewerId);
  return Promise.all(
    rows.map(async (row) => {
      const deleted = row.deleted_at !== null;
      const link = !deleted && row.link_type && row.link_id ? await cards(row.link_type as MessageLinkType, row.link_id) : null;
      return {
        id: String(row.id),
        conversationId: String(row.conversation_id),
        from: row.first_name === null ? null : { handle: row.handle ?? '', name: `${row.first_name} ${row.last_name ?? ''}`.trim(), avatarUrl: row.avatar_url },
        mine: row.sender_id === viewerId,
        text: deleted ? null : row.text || null,
        imageUrl: deleted ? null : row.image_url,
        imageAlt: deleted ? null : row.image_alt,
        link,
        sentAt: row.sent_at,
        deleted,
        reactions: deleted ? [] : (reactions.get(row.id) ?? []),
      };
    }),
  );
}

/** One message as `viewerId` sees it, or null when it is gone or hidden from them. */
export async function messageView(db: Db, cards: LinkCards, messageId: number, viewerId: number): Promise<MessageView | null> {
  const row = await messagesWithSenders(db)
    .where('messages.id', '=', messageId)
    .where(visibleTo(viewerId))
    .executeTakeFirst();
  return row ? ((await messageViews(db, cards, [row], viewerId))[0] ?? null) : null;
}
