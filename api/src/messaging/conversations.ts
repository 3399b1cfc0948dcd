import { type Kysely, sql } from 'kysely';
import type { ConversationAnswer } from '../../../contracts/messaging';
import { MESSAGE_PAGE_SIZE, MESSAGING_MESSAGES as messages } from '../../../contracts/messagingRules';
import { CARD_COLUMNS, withProfiles } from '../community/people';
import { isUniqueViolation, nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { LiveHub } from '../live/hub';
import { quickTransaction } from '../live/quickCommit';
import { blockedEitherWay } from './blocks';
import { createSummaries } from './summaries';
import { type LinkCards, messagesWithSenders, messageViews } from './views';
import { visibleTo } from './visibility';

type Db = Kysely<Database>;

export const pairKey = (one: number, other: number) => (one < other ? `${one}:${other}` : `${other}:${one}`);

export function createConversations(db: Db, hub: LiveHub, cards: LinkCards) {
  const { unreadTotal, summaries } = createSummaries(db);

  /** Tribe conversations follow tribe membership: a member is in the conversation of each tribe they belong to, and only those. */
  async function syncTribes(memberId: number) {
    const tribes = await db.selectFrom('tribe_memberships').select('tribe_id').where('user_id', '=', memberId).execute();
    for (const { tribe_id } of tribes) {
      const conversationId = await tribeConversation(tribe_id);
      await db
        .insertInto('conversation_participants')
        .values({ conversation_id: conversationId, user_id: memberId, joined_at: nowIso(), last_read_at: nowIso() })
        .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
        .execute();
    }
    const ids = tribes.map((t) => t.tribe_id);
    await db
      .deleteFrom('conversation_participants')
      .where('user_id', '=', memberId)
      .where('conversation_id', 'in', (eb) => {
        const q = eb.selectFrom('conversations').select('id').where('tribe_id', 'is not', null);
        return ids.length ? q.where('tribe_id', 'not in', ids) : q;
      })
      .execute();
  }

  /** Before a message to a tribe's conversation: its participants are exactly the tribe's members. */
  async function syncTribeMembers(tribeId: number, conversationId: number) {
    const now = nowIso();
    await db
      .insertInto('conversation_participants')
      .columns(['conversation_id', 'user_id', 'joined_at', 'last_read_at'])
      .expression((eb) =>
        eb
          .selectFrom('tribe_memberships as m')
          .select([sql.lit(conversationId).as('conversation_id'), 'm.user_id', sql.val(now).as('joined_at'), sql.val(now).as('last_read_at')])
          .where('m.tribe_id', '=', tribeId)
          .where((inner) => inner.not(inner.exists(inner.selectFrom('conversation_participants as x').select('x.user_id').where('x.conversation_id', '=', conversationId).whereRef('x.user_id', '=', 'm.user_id')))),
      )
      .execute();
    await db
      .deleteFrom('conversation_participants')
      .where('conversation_id', '=', conversationId)
      .where('user_id', 'not in', (eb) => eb.selectFrom('tribe_memberships').select('user_id').where('tribe_id', '=', tribeId))
      .execute();
  }

  async function tribeConversation(tribeId: number): Promise<number> {
    const found = await db.selectFrom('conversations').select('id').where('tribe_id', '=', tribeId).orderBy('id').executeTakeFirst();
    if (found) return found.id;
    const made = await db.insertInto('conversations').values({ tribe_id: tribeId, created_at: nowIso(), last_message_at: null }).returning('id').executeTakeFirstOrThrow();
    return made.id;
  }

  /**
   * The member's row in the conversation, or 404 (a stranger learns nothing, not even that it
   * exists). A tribe's conversation is its members' only: one who left is out of it at once, even
   * before anything syncs the participants.
   */
  async function participation(conversationId: number, memberId: number) {
    const row = await db
      .selectFrom('conversation_participants as p')
      .innerJoin('conversations as c', 'c.id', 'p.conversation_id')
      .select(['c.id', 'c.tribe_id', 'p.last_read_at'])
      .where('p.conversation_id', '=', conversationId)
      .where('p.user_id', '=', memberId)
      .where((eb) =>
        eb.or([
          eb('c.tribe_id', 'is', null),
          eb.exists(eb.selectFrom('tribe_memberships as m').select('m.user_id').whereRef('m.tribe_id', '=', 'c.tribe_id').where('m.user_id', '=', memberId)),
        ]),
      )
      .executeTakeFirst();
    if (!row) throw new HttpError(404, messages.conversationNotFound);
    return row;
  }

  /** Everyone in the conversation, the member included. */
  async function participantIds(conversationId: number): Promise<number[]> {
    const rows = await db.selectFrom('conversation_participants').select('user_id').where('conversation_id', '=', conversationId).execute();
    return rows.map((row) => row.user_id);
  }

  async function detail(conversationId: number, memberId: number, before?: number): Promise<ConversationAnswer> {
    const me = await participation(conversationId, memberId);
    const list = await summaries(memberId, 'all', undefined);
    const summary = list.find((item) => item.id === String(conversationId));
    if (!summary) throw new HttpError(404, messages.conversationNotFound);
    let page = messagesWithSenders(db)
      .where('messages.conversation_id', '=', conversationId)
      .where(visibleTo(memberId))
      .orderBy('messages.sent_at', 'desc')
      .orderBy('messages.id', 'desc')
      .limit(MESSAGE_PAGE_SIZE + 1);
    if (before !== undefined) {
      const pivot = await db.selectFrom('messages').select(['sent_at', 'id']).where('id', '=', before).where('conversation_id', '=', conversationId).executeTakeFirst();
      if (!pivot) throw new HttpError(404, messages.messageNotFound);
      page = page.where((eb) => eb.or([eb('messages.sent_at', '<', pivot.sent_at), eb.and([eb('messages.sent_at', '=', pivot.sent_at), eb('messages.id', '<', pivot.id)])]));
    }
    const rows = await page.execute();
    const hasOlder = rows.length > MESSAGE_PAGE_SIZE;
    const shown = rows.slice(0, MESSAGE_PAGE_SIZE).reverse();
    const ids = await participantIds(conversationId);
    const others = ids.filter((id) => id !== memberId);
    let otherReadAt: string | null = null;
    let canWrite = true;
    if (me.tribe_id === null) {
      const other = others[0];
      if (other === undefined) canWrite = false;
      else {
        const row = await db.selectFrom('conversation_participants').select('last_read_at').where('conversation_id', '=', conversationId).where('user_id', '=', other).executeTakeFirst();
        otherReadAt = row?.last_read_at ?? null;
        canWrite = !(await blockedEitherWay(db, memberId, other));
      }
    }
    return {
      success: true,
      conversation: { ...summary, participantsCount: ids.length, otherReadAt, canWrite },
      messages: await messageViews(db, cards, shown, memberId),
      hasOlder,
    };
  }

  /** The direct conversation with the member of `handle`. */
  async function openWith(memberId: number, handle: string): Promise<number> {
    const other = await withProfiles(db).select(['users.id', ...CARD_COLUMNS]).where('member_profiles.handle', '=', handle.toLowerCase()).executeTakeFirst();
    if (!other) throw new HttpError(404, messages.memberNotFound);
    if (other.id === memberId) throw new HttpError(400, messages.notYourself);
    return openBetween(memberId, other.id);
  }

  /** The direct conversation of two members: one per pair, made by whichever asks first (a second at the same moment gets the same one). */
  async function openBetween(memberId: number, otherId: number): Promise<number> {
    const key = pairKey(memberId, otherId);
    const existing = await db.selectFrom('conversations').select('id').where('pair_key', '=', key).executeTakeFirst();
    if (existing) return existing.id;
    try {
      return await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const made = await trx.insertInto('conversations').values({ tribe_id: null, pair_key: key, created_at: now, last_message_at: null }).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('conversation_participants')
          .values([memberId, otherId].map((user_id) => ({ conversation_id: made.id, user_id, joined_at: now, last_read_at: null })))
          .execute();
        return made.id;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await db.selectFrom('conversations').select('id').where('pair_key', '=', key).executeTakeFirstOrThrow();
      return raced.id;
    }
  }

  /** Marks conversations read up to now; the member's other pages and the other participants hear it live. */
  async function markRead(memberId: number, conversationIds: number[]) {
    const readAt = nowIso();
    const announced: number[] = [memberId];
    await quickTransaction(db, async (trx) => {
      for (const conversationId of conversationIds) {
        await trx.updateTable('conversation_participants').set({ last_read_at: readAt }).where('conversation_id', '=', conversationId).where('user_id', '=', memberId).execute();
        // In a tribe's conversation only the member's own pages hear it; in a direct one the other member sees "Seen".
        const tribe = await trx.selectFrom('conversations').select('tribe_id').where('id', '=', conversationId).executeTakeFirst();
        const ids = tribe?.tribe_id
          ? [memberId]
          : (await trx.selectFrom('conversation_participants').select('user_id').where('conversation_id', '=', conversationId).execute()).map((row) => row.user_id);
        announced.push(...ids);
        await hub.record(
          trx,
          ids.map((userId) => ({ userId, kind: 'read', conversationId, actorId: memberId, data: { readAt } })),
        );
      }
    });
    await hub.announce(announced);
    return unreadTotal(memberId);
  }

  return { unreadTotal, syncTribes, syncTribeMembers, participation, participantIds, summaries, detail, openWith, openBetween, markRead, tribeConversation };
}

export type Conversations = ReturnType<typeof createConversations>;
