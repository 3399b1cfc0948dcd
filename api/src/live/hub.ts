import type { Kysely, Selectable, Transaction } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database, LiveEventsTable } from '../db/schema';
import type { LiveBus } from './bus';

/**
 * Members' live events. A feature writes its events with `record` inside the transaction that
 * makes the change (so an event exists exactly when the change does), then calls `announce` after
 * the commit. Each kind registers how its row becomes what the member receives, read when it is
 * sent: a message deleted or erased meanwhile is never sent whole. A renderer answering null
 * skips the event (its id still advances the stream).
 */
export type LiveEventRow = Selectable<LiveEventsTable>;

export interface LiveEventInput {
  userId: number;
  kind: string;
  conversationId?: number | null;
  messageId?: number | null;
  actorId?: number | null;
  data?: Record<string, unknown> | null;
}

export type LiveRenderer = (event: LiveEventRow, memberId: number) => Promise<unknown>;
/** A fleeting event's data for one recipient (null: not for them). */
export type FleetingRenderer = (fleeting: { conversationId: number; actorId: number }, memberId: number) => Promise<unknown>;

export function createLiveHub(db: Kysely<Database>, bus: LiveBus) {
  const renderers = new Map<string, LiveRenderer>();
  const fleetingRenderers = new Map<string, FleetingRenderer>();
  return {
    bus,
    /** Says how events of one kind reach the member (once per kind, at start-up). */
    registerKind(kind: string, render: LiveRenderer) {
      if (renderers.has(kind)) throw new Error(`Live event kind "${kind}" is registered twice.`);
      renderers.set(kind, render);
    },
    registerFleeting(kind: string, render: FleetingRenderer) {
      fleetingRenderers.set(kind, render);
    },
    async record(trx: Transaction<Database> | Kysely<Database>, events: LiveEventInput[]) {
      if (events.length === 0) return;
      const createdAt = nowIso();
      await trx
        .insertInto('live_events')
        .values(
          events.map((event) => ({
            user_id: event.userId,
            kind: event.kind,
            conversation_id: event.conversationId ?? null,
            message_id: event.messageId ?? null,
            actor_id: event.actorId ?? null,
            data: event.data ? JSON.stringify(event.data) : null,
            created_at: createdAt,
          })),
        )
        .execute();
    },
    /** Wakes the members' open streams, on every instance. */
    async announce(memberIds: number[]) {
      if (memberIds.length) await bus.signal({ to: [...new Set(memberIds)] });
    },
    async fleeting(memberIds: number[], kind: string, ids: { conversationId: number; actorId: number }) {
      if (memberIds.length) await bus.signal({ to: [...new Set(memberIds)], fleeting: { kind, ...ids } });
    },
    /** The latest event id of a member (0 when none): where a new stream starts. */
    async latestId(memberId: number): Promise<number> {
      const row = await db.selectFrom('live_events').select((eb) => eb.fn.max('id').as('id')).where('user_id', '=', memberId).executeTakeFirst();
      return Number(row?.id ?? 0);
    },
    /** A member's events after `afterId`, oldest first. */
    after(memberId: number, afterId: number, limit: number) {
      return db.selectFrom('live_events').selectAll().where('user_id', '=', memberId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
    },
    render(event: LiveEventRow, memberId: number) {
      const render = renderers.get(event.kind);
      return render ? render(event, memberId) : Promise.resolve(null);
    },
    renderFleeting(kind: string, ids: { conversationId: number; actorId: number }, memberId: number) {
      const render = fleetingRenderers.get(kind);
      return render ? render(ids, memberId) : Promise.resolve(null);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
