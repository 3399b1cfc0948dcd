import type { Kysely } from 'kysely';
import type { MessageView } from '../../../contracts/messaging';
import {
  DELETE_FOR_EVERYONE_MS,
  type MessageLinkType,
  type MessageReactionName,
  MESSAGES_PER_MINUTE,
  MESSAGING_MESSAGES as messages,
} from '../../../contracts/messagingRules';
import { conversationPath } from '../../../contracts/routes';
import { ACTIVE_WITHIN_MS } from '../../../contracts/safetyRules';
import { clock } from '../clock';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { blankExcerpts } from '../safety/excerpts';
import type { NotificationEvent } from '../safety/notifications';
import { HttpError } from '../http/errors';
import type { LiveHub } from '../live/hub';
import { quickTransaction } from '../live/quickCommit';
import { assertMayWrite, notBlockedWithMember } from './blocks';
import type { Conversations } from './conversations';
import { type LinkCards, messageView } from './views';
import { notMuting, visibleTo } from './visibility';

type Db = Kysely<Database>;
const MINUTE_MS = 60_000;

export interface NewMessage {
  text?: string | null;
  link?: { type: MessageLinkType; id: string } | null;
  image?: { url: string; alt: string | null } | null;
}

/** How messaging tells members of a new message: the safety module's notifier (the bell, and an e-mail when away). */
export type Notify = (event: NotificationEvent) => Promise<unknown>;

const EXCERPT_LENGTH = 200;
/** What a notification of a message quotes of it. */
const excerptOf = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

export function createMessages(db: Db, hub: LiveHub, conversations: Conversations, cards: LinkCards, notify?: Notify) {
  /** At most MESSAGES_PER_MINUTE in any minute, counted from what the member has sent. */
  async function assertRate(memberId: number) {
    const since = new Date(clock.nowMs() - MINUTE_MS).toISOString();
    const recent = await db.selectFrom('messages').select('sent_at').where('sender_id', '=', memberId).where('sent_at', '>', since).orderBy('sent_at').execute();
    if (recent.length >= MESSAGES_PER_MINUTE) {
      const oldest = Date.parse(recent[0]!.sent_at);
      throw new HttpError(429, messages.tooMany(Math.ceil((oldest + MINUTE_MS - clock.nowMs()) / 1000)));
    }
  }

  /** Checks everything that could refuse the message, before anything is stored (a refused picture is not kept either). */
  async function prepare(memberId: number, conversationId: number) {
    const conversation = await conversations.participation(conversationId, memberId);
    if (conversation.tribe_id !== null) await conversations.syncTribeMembers(conversation.tribe_id, conversationId);
    const ids = await conversations.participantIds(conversationId);
    if (conversation.tribe_id === null) {
      const other = ids.find((id) => id !== memberId);
      if (other === undefined) throw new HttpError(403, messages.formerMember);
      await assertMayWrite(db, memberId, other);
    }
    await assertRate(memberId);
    return ids;
  }

  /**
   * Each other participant hears of a new message through the notifier, once per conversation until
   * they read it (the key carries when they last read it), and never of a member they muted. One who
   * read the conversation in the last few minutes is taking part in it now: the message itself is
   * enough, and a bell for each of a live exchange's messages would be noise.
   */
  async function notifyRecipients(senderId: number, conversationId: number, text: string | null) {
    if (!notify) return;
    const recipients = await db
      .selectFrom('conversation_participants as p')
      .select(['p.user_id', 'p.last_read_at'])
      .where('p.conversation_id', '=', conversationId)
      .where('p.user_id', '<>', senderId)
      .where(notMuting('p.user_id', senderId))
      .where((eb) => eb.or([eb('p.last_read_at', 'is', null), eb('p.last_read_at', '<', new Date(clock.nowMs() - ACTIVE_WITHIN_MS).toISOString())]))
      .execute();
    const excerpt = text && excerptOf(text);
    for (const { user_id, last_read_at } of recipients) {
      await notify({
        recipientId: user_id,
        kind: 'message',
        actorId: senderId,
        itemType: 'conversation',
        itemId: String(conversationId),
        detail: { href: conversationPath(String(conversationId)), ...(excerpt ? { excerpt } : {}) },
        eventKey: `message:${conversationId}:${user_id}:${last_read_at ?? 'never'}`,
      });
    }
  }

  async function send(memberId: number, conversationId: number, input: NewMessage, participants?: number[], quietly = false): Promise<MessageView> {
    const ids = participants ?? (await prepare(memberId, conversationId));
    const text = input.text?.trim() || null;
    if (!text && !input.link && !input.image) throw new HttpError(400, messages.empty);
    if (input.link && !(await cards(input.link.type, input.link.id))) throw new HttpError(404, messages.linkNotFound);
    const sentAt = nowIso();
    const messageId = await quickTransaction(db, async (trx) => {
      const { id } = await trx
        .insertInto('messages')
        .values({
          conversation_id: conversationId,
          sender_id: memberId,
          // A message of only a link keeps empty text, for the table's rule that a message has text or a picture.
          text: text ?? (input.image ? null : ''),
          image_url: input.image?.url ?? null,
          image_alt: input.image?.alt ?? null,
          link_type: input.link?.type ?? null,
          link_id: input.link?.id ?? null,
          sent_at: sentAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('conversations').set({ last_message_at: sentAt }).where('id', '=', conversationId).execute();
      // Writing is reading: the sender has seen everything up to their own message.
      await trx.updateTable('conversation_participants').set({ last_read_at: sentAt }).where('conversation_id', '=', conversationId).where('user_id', '=', memberId).execute();
      await hub.record(trx, ids.map((userId) => ({ userId, kind: 'message', conversationId, messageId: id, actorId: memberId })));
      // Writing is activity ("Last active"), kept in the same commit: one disk sync per message.
      await trx.updateTable('member_profiles').set({ last_active_at: sentAt }).where('user_id', '=', memberId).execute();
      return id;
    });
    await hub.announce(ids);
    if (!quietly) await notifyRecipients(memberId, conversationId, text);
    return (await messageView(db, cards, messageId, memberId))!;
  }

  /** The message, if the member takes part in its conversation (else 404). */
  async function reachable(messageId: number, memberId: number) {
    const row = await db
      .selectFrom('messages')
      .innerJoin('conversation_participants as p', (join) => join.onRef('p.conversation_id', '=', 'messages.conversation_id').on('p.user_id', '=', memberId))
      .select(['messages.id', 'messages.conversation_id', 'messages.sender_id', 'messages.sent_at', 'messages.deleted_at', 'messages.image_url', 'messages.text'])
      .where('messages.id', '=', messageId)
      .where(visibleTo(memberId))
      .executeTakeFirst();
    if (!row) throw new HttpError(404, messages.messageNotFound);
    return row;
  }

  /** Tells every participant that a message changed (reactions, deletion). */
  async function changed(conversationId: number, messageId: number, actorId: number) {
    const ids = await conversations.participantIds(conversationId);
    await hub.record(db, ids.map((userId) => ({ userId, kind: 'message-changed', conversationId, messageId, actorId })));
    await hub.announce(ids);
  }

  async function react(memberId: number, messageId: number, reaction: MessageReactionName | null): Promise<MessageView> {
    const message = await reachable(messageId, memberId);
    if (message.deleted_at) throw new HttpError(409, messages.alreadyDeleted);
    if (reaction) {
      await db
        .insertInto('message_reactions')
        .values({ message_id: messageId, user_id: memberId, reaction, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['message_id', 'user_id']).doUpdateSet({ reaction }))
        .execute();
    } else {
      await db.deleteFrom('message_reactions').where('message_id', '=', messageId).where('user_id', '=', memberId).execute();
    }
    await changed(message.conversation_id, messageId, memberId);
    return (await messageView(db, cards, messageId, memberId))!;
  }

  /** For everyone (its sender, within 15 minutes): text, picture and link go. For oneself: hidden from the member only. */
  async function remove(memberId: number, messageId: number, scope: 'everyone' | 'me'): Promise<{ imageUrl: string | null }> {
    const message = await reachable(messageId, memberId);
    if (scope === 'me') {
      await db
        .insertInto('message_hidden')
        .values({ message_id: messageId, user_id: memberId, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
        .execute();
      return { imageUrl: null };
    }
    if (message.sender_id !== memberId) throw new HttpError(403, messages.notYourMessage);
    if (message.deleted_at) return { imageUrl: null };
    if (clock.nowMs() - Date.parse(message.sent_at) > DELETE_FOR_EVERYONE_MS) throw new HttpError(403, messages.tooLateForEveryone);
    await db.transaction().execute(async (trx) => {
      // Text stays non-null (empty) for the table's rule that a message has text or a picture.
      await trx.updateTable('messages').set({ deleted_at: nowIso(), text: '', image_url: null, image_alt: null, link_type: null, link_id: null }).where('id', '=', messageId).execute();
      await trx.deleteFrom('message_reactions').where('message_id', '=', messageId).execute();
      // The others' notifications of it no longer quote it.
      if (message.text) await blankExcerpts(trx, { actorId: memberId, itemType: 'conversation', itemId: String(message.conversation_id), excerpt: excerptOf(message.text) });
    });
    await changed(message.conversation_id, messageId, memberId);
    return { imageUrl: message.image_url };
  }

  /**
   * "Typing…" with the member's name, to the others in the conversation: refused as a message is in
   * a direct conversation with someone blocked either way, and never sent to them in a tribe's.
   */
  async function typing(memberId: number, conversationId: number) {
    const conversation = await conversations.participation(conversationId, memberId);
    const others = await db
      .selectFrom('conversation_participants')
      .select('user_id')
      .where('conversation_id', '=', conversationId)
      .where('user_id', '<>', memberId)
      .where(notBlockedWithMember(memberId, 'conversation_participants.user_id'))
      .execute();
    if (conversation.tribe_id === null && others.length === 0) {
      const other = (await conversations.participantIds(conversationId)).find((id) => id !== memberId);
      if (other !== undefined) await assertMayWrite(db, memberId, other);
    }
    await hub.fleeting(others.map((row) => row.user_id), 'typing', { conversationId, actorId: memberId });
  }

  return { prepare, send, react, remove, typing };
}

export type Messages = ReturnType<typeof createMessages>;
