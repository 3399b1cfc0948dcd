import type { Kysely } from 'kysely';
import type { LiveEventData } from '../../../contracts/live';
import type { Database } from '../db/schema';
import type { LiveHub } from '../live/hub';
import type { Conversations } from './conversations';
import { type LinkCards, messageView } from './views';

/** How messaging's events reach a member's stream: each is read as that member sees it at the moment it is sent. */
export function registerMessageEvents(db: Kysely<Database>, hub: LiveHub, cards: LinkCards, conversations: Conversations) {
  const viewOf = async (messageId: number | null, memberId: number) => (messageId === null ? null : messageView(db, cards, messageId, memberId));
  const handleOf = async (memberId: number | null) => {
    if (memberId === null) return null;
    const row = await db
      .selectFrom('users')
      .leftJoin('member_profiles', 'member_profiles.user_id', 'users.id')
      .select(['member_profiles.handle', 'users.first_name', 'users.last_name'])
      .where('users.id', '=', memberId)
      .executeTakeFirst();
    return row ? { handle: row.handle ?? '', name: `${row.first_name} ${row.last_name}`.trim() } : null;
  };

  hub.registerKind('message', async (event, memberId): Promise<LiveEventData<'message'> | null> => {
    const message = await viewOf(event.message_id, memberId);
    return message ? { message, unreadTotal: await conversations.unreadTotal(memberId) } : null;
  });
  hub.registerKind('message-changed', async (event, memberId): Promise<LiveEventData<'message-changed'> | null> => {
    const message = await viewOf(event.message_id, memberId);
    return message ? { message } : null;
  });
  hub.registerKind('read', async (event, memberId): Promise<LiveEventData<'read'> | null> => {
    if (event.conversation_id === null) return null;
    const { readAt } = JSON.parse(event.data ?? '{}') as { readAt?: string };
    return {
      conversationId: String(event.conversation_id),
      handle: (await handleOf(event.actor_id))?.handle ?? null,
      readAt: readAt ?? event.created_at,
      mine: event.actor_id === memberId,
      unreadTotal: await conversations.unreadTotal(memberId),
    };
  });
  hub.registerFleeting('typing', async ({ conversationId, actorId }): Promise<LiveEventData<'typing'> | null> => {
    const who = await handleOf(actorId);
    return who ? { conversationId: String(conversationId), ...who } : null;
  });
}
