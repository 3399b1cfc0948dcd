import { type Kysely, sql, type SqlBool } from 'kysely';
import type { ConversationSummary } from '../../../contracts/messaging';
import { type ConversationFilter, FORMER_MEMBER } from '../../../contracts/messagingRules';
import { cardOf } from '../community/people';
import { lookUpStages } from '../members/stages';
import type { Database } from '../db/schema';
import { containing, notMutedSender, visibleTo } from './visibility';

type Db = Kysely<Database>;

/** A conversation list holds at most this many rows (the latest first). */
const LIST_LIMIT = 200;

/** The conversation list and unread counts, each read in a fixed number of queries whatever the list's length. */
export function createSummaries(db: Db) {
  /** Messages others sent in the member's conversations after the member last read each, not deleted nor hidden from the member. */
  const unreadIn = (memberId: number) =>
    db
      .selectFrom('messages')
      .innerJoin('conversation_participants as p', (join) => join.onRef('p.conversation_id', '=', 'messages.conversation_id').on('p.user_id', '=', memberId))
      .where('messages.sender_id', '<>', memberId)
      .where('messages.deleted_at', 'is', null)
      .where((eb) => eb.or([eb('p.last_read_at', 'is', null), eb('messages.sent_at', '>', eb.ref('p.last_read_at'))]))
      .where(visibleTo(memberId));

  /** The header's badge: unread messages, except those of members the member muted. */
  async function unreadTotal(memberId: number): Promise<number> {
    const row = await unreadIn(memberId).where(notMutedSender(memberId)).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Unread messages per conversation, in one grouped query. */
  async function unreadCounts(memberId: number, conversationIds: number[]): Promise<Map<number, number>> {
    if (!conversationIds.length) return new Map();
    const rows = await unreadIn(memberId)
      .where('messages.conversation_id', 'in', conversationIds)
      .select(['messages.conversation_id', (eb) => eb.fn.countAll().as('n')])
      .groupBy('messages.conversation_id')
      .execute();
    return new Map(rows.map((row) => [row.conversation_id, Number(row.n)]));
  }

  /** Each conversation's latest message the member sees, in one query. */
  async function lastMessages(memberId: number, conversationIds: number[]) {
    if (!conversationIds.length) return new Map();
    const rows = await db
      .selectFrom('messages')
      .select(['conversation_id', 'text', 'image_url', 'link_type', 'sent_at', 'sender_id', 'deleted_at'])
      .where('messages.id', 'in', (eb) =>
        eb
          .selectFrom('conversations as c')
          .where('c.id', 'in', conversationIds)
          .select((inner) =>
            inner
              .selectFrom('messages as x')
              .select('x.id')
              .whereRef('x.conversation_id', '=', 'c.id')
              .where(visibleTo(memberId, 'x'))
              .orderBy('x.sent_at', 'desc')
              .orderBy('x.id', 'desc')
              .limit(1)
              .as('last_id'),
          ),
      )
      .execute();
    return new Map(rows.map((row) => [row.conversation_id, row]));
  }

  async function summaries(memberId: number, filter: ConversationFilter, q: string | undefined): Promise<ConversationSummary[]> {
    let query = db
      .selectFrom('conversation_participants as p')
      .innerJoin('conversations as c', 'c.id', 'p.conversation_id')
      .leftJoin('tribes as t', 't.id', 'c.tribe_id')
      .leftJoin('conversation_participants as o', (join) => join.onRef('o.conversation_id', '=', 'c.id').on('o.user_id', '<>', memberId).on('c.tribe_id', 'is', null))
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('member_profiles as mp', 'mp.user_id', 'o.user_id')
      .select([
        'c.id',
        'c.tribe_id',
        't.slug as tribe_slug',
        't.name as tribe_name',
        't.image_url as tribe_image',
        'o.user_id as other_id',
        'mp.handle',
        'u.first_name',
        'u.last_name',
        'mp.avatar_url',
        'mp.last_active_at',
      ])
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('follows as f1')
              .innerJoin('follows as f2', (join) => join.onRef('f2.follower_id', '=', 'f1.followee_id').onRef('f2.followee_id', '=', 'f1.follower_id'))
              .select('f1.follower_id')
              .where('f1.follower_id', '=', memberId)
              .whereRef('f1.followee_id', '=', 'o.user_id'),
          )
          .as('circle'),
      ])
      .where('p.user_id', '=', memberId)
      .orderBy(sql`coalesce(c.last_message_at, c.created_at)`, 'desc')
      .orderBy('c.id', 'desc')
      .limit(LIST_LIMIT);
    if (filter === 'tribes') query = query.where('c.tribe_id', 'is not', null);
    if (q) {
      const pattern = containing(q);
      query = query.where((eb) =>
        eb.or([
          sql<SqlBool>`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ${pattern} escape '\\'`,
          sql<SqlBool>`lower(coalesce(mp.handle, '')) like ${pattern} escape '\\'`,
          sql<SqlBool>`lower(coalesce(t.name, '')) like ${pattern} escape '\\'`,
          sql<SqlBool>`exists (select 1 from messages where messages.conversation_id = c.id and messages.deleted_at is null and lower(coalesce(messages.text, '')) like ${pattern} escape '\\' and ${visibleTo(memberId)})`,
        ]),
      );
    }
    const rows = (await query.execute()).filter((row) => filter !== 'circle' || Boolean(row.circle));
    const ids = rows.map((row) => row.id);
    const [unread, last, stageOf] = await Promise.all([unreadCounts(memberId, ids), lastMessages(memberId, ids), lookUpStages(db, rows.map((row) => row.other_id))]);
    const out: ConversationSummary[] = [];
    for (const row of rows) {
      const unreadCount = unread.get(row.id) ?? 0;
      if (filter === 'unread' && unreadCount === 0) continue;
      const latest = last.get(row.id);
      const direct = row.tribe_id === null;
      const member = direct && row.first_name !== null ? cardOf({ ...row, card_member_id: row.other_id, first_name: row.first_name, last_name: row.last_name ?? '' }, stageOf) : null;
      out.push({
        id: String(row.id),
        kind: direct ? 'direct' : 'tribe',
        title: direct ? (member?.name ?? FORMER_MEMBER) : (row.tribe_name ?? ''),
        member,
        tribe: direct || !row.tribe_slug ? null : { slug: row.tribe_slug, name: row.tribe_name ?? '', imageUrl: row.tribe_image },
        circle: Boolean(row.circle),
        lastMessage: latest
          ? {
              text: latest.deleted_at ? 'Message deleted' : (latest.text || (latest.image_url ? 'Picture' : latest.link_type ? 'Link' : '')),
              sentAt: latest.sent_at,
              mine: latest.sender_id === memberId,
            }
          : null,
        unreadCount,
      });
    }
    return out;
  }

  return { unreadTotal, summaries };
}
