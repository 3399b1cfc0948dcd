import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROUTES } from '../../../contracts/routes';
import type { NotificationView } from '../../../contracts/safety';
import {
  ACTIVE_WITHIN_MS,
  EMAIL_TOPIC_WORDS,
  EMAIL_TOPICS,
  type EmailTopic,
  type NotificationKind,
  NOTIFICATIONS_PAGE_SIZE,
  notificationText,
} from '../../../contracts/safetyRules';
import { SAFETY_MESSAGES } from '../../../contracts/messages/safety';
import { wantsEmail } from '../accounts/preferences';
import { clock } from '../clock';
import { CARD_COLUMNS, cardOf } from '../community/people';
import { NO_STAGES, type StageOf, lookUpStages } from '../members/stages';
import type { Database } from '../db/schema';
import { inertText, type Mailer } from '../email';
import { HttpError } from '../http/errors';
import type { LiveHub } from '../live/hub';
import { createMentionMail } from './mentionMail';
import { blockedBetween } from './visibility';


export interface NotificationEvent {
  recipientId: number;
  kind: NotificationKind;
  actorId: number | null;
  itemType: string | null;
  itemId: string | null;
  /** What the list and the e-mail show besides: `href` (where it leads), `excerpt`, `reason`, `outcome`… */
  detail?: Record<string, unknown>;
  /** Names the event: recorded once, e-mailed at most once, however often it is reported. */
  eventKey: string;
}

/** Which e-mail preference covers a kind; kinds without one are not e-mailed one by one. */
const TOPIC_OF: Partial<Record<NotificationKind, EmailTopic>> = { reply: 'replies', comment: 'replies', mention: 'replies', follow: 'follows', message: 'messages' };

/**
 * Kinds recorded (for their e-mail, once per event) but left out of the bell: a new message is
 * counted by the header's messages badge, and counting it under the bell as well counted it twice.
 */
const NOT_IN_THE_BELL: NotificationKind[] = ['message'];

type Db = Kysely<Database>;
type Row = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

const listQuery = (db: Db, memberId: number) =>
  db
    .selectFrom('notifications')
    .leftJoin('users', 'users.id', 'notifications.actor_id')
    .leftJoin('member_profiles', 'member_profiles.user_id', 'notifications.actor_id')
    .select(['notifications.id', 'notifications.kind', 'notifications.actor_id', 'notifications.item_type', 'notifications.item_id', 'notifications.detail', 'notifications.created_at', 'notifications.read_at'])
    .select(CARD_COLUMNS)
    .where('notifications.recipient_id', '=', memberId);

/** Likes of one item, unread or read, are one entry: "Meera and 4 others liked your post". */
const groupKey = (row: Pick<Row, 'kind' | 'item_type' | 'item_id' | 'read_at' | 'id'>) =>
  row.kind === 'like' ? `like:${row.item_type}:${row.item_id}:${row.read_at ? 'read' : 'unread'}` : `one:${row.id}`;

function viewOf(rows: Row[], stageOf: StageOf): NotificationView {
  const latest = rows[0]!;
  const detail = latest.detail ? (JSON.parse(latest.detail) as Record<string, unknown>) : null;
  const actorName = latest.first_name === null ? null : `${latest.first_name} ${latest.last_name ?? ''}`.trim();
  const othersCount = new Set(rows.map((row) => row.actor_id)).size - 1;
  return {
    id: String(latest.id),
    kind: latest.kind as NotificationKind,
    text: notificationText({ kind: latest.kind, actorName, othersCount, itemType: latest.item_type, detail }),
    href: typeof detail?.href === 'string' ? detail.href : null,
    actor: latest.first_name === null ? null : cardOf({ ...latest, first_name: latest.first_name, last_name: latest.last_name ?? '' }, stageOf),
    othersCount,
    createdAt: latest.created_at,
    read: latest.read_at !== null,
  };
}

export interface NotifierDeps {
  db: Db;
  mailer: Mailer;
  siteOrigin: () => string;
  /** Signs the unsubscribe links (the server's secret). */
  secret: Uint8Array | string;
  /** Where a failed send is reported (the server's log). */
  log: { error(details: object, message: string): void };
}

export function createNotifier({ db, mailer, siteOrigin, secret, log }: NotifierDeps) {
  let live: LiveHub | null = null;
  const sign = (payload: string) => createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

  function unsubscribeToken(memberId: number, topic: EmailTopic) {
    const payload = `${memberId}.${topic}`;
    return `${Buffer.from(payload).toString('base64url')}.${sign(payload)}`;
  }

  function readToken(token: string): { memberId: number; topic: EmailTopic } | null {
    const [encoded, signature] = token.split('.');
    if (!encoded || !signature) return null;
    const payload = Buffer.from(encoded, 'base64url').toString();
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const [id, topic] = payload.split('.');
    if (!/^\d+$/.test(id ?? '') || !EMAIL_TOPICS.includes(topic as EmailTopic)) return null;
    return { memberId: Number(id), topic: topic as EmailTopic };
  }

  const unsubscribeUrl = (memberId: number, topic: EmailTopic) => `${siteOrigin()}${ROUTES.unsubscribe}?token=${unsubscribeToken(memberId, topic)}`;

  /** Sends once per key: the key is written first, so a second caller (or instance) finds it and sends nothing. */
  async function sendOnce(key: string, recipientId: number, build: (to: string, unsubscribe: (topic: EmailTopic) => string) => Parameters<Mailer['send']>[0] | null) {
    const user = await db.selectFrom('users').select(['email']).where('id', '=', recipientId).executeTakeFirst();
    if (!user) return false;
    const message = build(user.email, (topic) => unsubscribeUrl(recipientId, topic));
    if (!message) return false;
    const claimed = await db
      .insertInto('email_deliveries')
      .values({ key, recipient_id: recipientId, sent_at: clock.nowIso() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    try {
      await mailer.send(message);
      return true;
    } catch (error) {
      // Not sent: the key goes, so a later attempt may send it.
      await db.deleteFrom('email_deliveries').where('key', '=', key).execute();
      log.error({ err: error, key }, 'A notification e-mail could not be sent');
      return false;
    }
  }

  async function activeRecently(memberId: number) {
    const row = await db.selectFrom('member_profiles').select('last_active_at').where('user_id', '=', memberId).executeTakeFirst();
    return Boolean(row?.last_active_at && Date.parse(row.last_active_at) > clock.nowMs() - ACTIVE_WITHIN_MS);
  }

  const mentionMail = createMentionMail({
    db,
    mailer,
    siteOrigin,
    log,
    activeRecently,
    unsubscribeUrl: (memberId) => unsubscribeUrl(memberId, 'replies'),
    async unreadMentions(memberId, after) {
      let query = listQuery(db, memberId).where('notifications.kind', '=', 'mention').where('notifications.read_at', 'is', null);
      if (after) query = query.where('notifications.created_at', '>', after);
      const rows = await query.orderBy('notifications.id').execute();
      return rows.map((row) => {
        const detail = row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {};
        const view = viewOf([row], NO_STAGES);
        return { text: view.text, excerpt: typeof detail.excerpt === 'string' ? detail.excerpt : null, href: view.href };
      });
    },
  });

  async function emailIfAway(id: number, event: NotificationEvent) {
    // Mentions are folded: at most one e-mail an hour lists them all.
    if (event.kind === 'mention') return void (await mentionMail.fold(event.recipientId));
    const topic = TOPIC_OF[event.kind];
    if (!topic || !(await wantsEmail(db, event.recipientId, topic)) || (await activeRecently(event.recipientId))) return;
    const [row] = await listQuery(db, event.recipientId).where('notifications.id', '=', id).execute();
    if (!row) return;
    // An e-mail names the actor in words only: no badge to look up.
    const view = viewOf([row], NO_STAGES);
    // Names and excerpts are members' words: quoted inert, so no link in them can be opened from the e-mail.
    const said = inertText(view.text);
    const excerpt = typeof event.detail?.excerpt === 'string' ? `\n\n"${inertText(event.detail.excerpt)}"` : '';
    await sendOnce(`notification:${id}`, event.recipientId, (to, unsubscribe) => ({
      to,
      subject: said,
      text: `${said}.${excerpt}\n\n${view.href ? `Open it: ${siteOrigin()}${view.href}\n\n` : ''}You receive this e-mail because ${EMAIL_TOPIC_WORDS[topic]} are on in your settings. Turn them off: ${unsubscribe(topic)}\n`,
      headers: { 'X-Jnanam-Kind': `notification-${event.kind}`, 'List-Unsubscribe': `<${unsubscribe(topic)}>` },
    }));
  }

  return {
    sendOnce,
    unsubscribeUrl,
    /** The hourly job's part: mentions that waited for the hour since the last mention e-mail go out, one e-mail per member. */
    foldMentions: () => mentionMail.foldAll(),

    /**
     * Records an event for its recipient (never for what one did oneself, nor between members who
     * blocked each other) and e-mails it when the member wants that and is not on the site now.
     * Returns the notification's id, or null when nothing was recorded.
     */
    async notify(event: NotificationEvent): Promise<number | null> {
      if (event.actorId === event.recipientId) return null;
      if (event.actorId !== null && (await blockedBetween(db, event.actorId, event.recipientId))) return null;
      const row = await db
        .insertInto('notifications')
        .values({
          recipient_id: event.recipientId,
          kind: event.kind,
          actor_id: event.actorId,
          item_type: event.itemType,
          item_id: event.itemId,
          detail: event.detail ? JSON.stringify(event.detail) : null,
          event_key: event.eventKey,
          created_at: clock.nowIso(),
          read_at: null,
        })
        .onConflict((conflict) => conflict.column('event_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return null;
      if (live && !NOT_IN_THE_BELL.includes(event.kind)) {
        await live.record(db, [{ userId: event.recipientId, kind: 'notification', data: { notificationId: row.id } }]);
        await live.announce([event.recipientId]);
      }
      await emailIfAway(row.id, event);
      return row.id;
    },

    /**
     * New notifications go out on the member's live stream too (the bell updates without a reload):
     * each event names the notification, read when it is sent, so one gone meanwhile is skipped.
     */
    goLive(hub: LiveHub) {
      live = hub;
      hub.registerKind('notification', async (event, memberId) => {
        const id = Number((JSON.parse(event.data ?? '{}') as { notificationId?: unknown }).notificationId);
        const [found] = await listQuery(db, memberId).where('notifications.id', '=', id).execute();
        return found ? { notification: viewOf([found], await lookUpStages(db, [found.card_member_id])), unreadCount: await this.unreadCount(memberId) } : null;
      });
    },

    /** Takes an event back (a like withdrawn) while it concerns nobody any more. */
    async forget(eventKey: string) {
      await db.deleteFrom('notifications').where('event_key', '=', eventKey).execute();
    },

    async unreadCount(memberId: number): Promise<number> {
      const single = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('recipient_id', '=', memberId)
        .where('read_at', 'is', null)
        .where('kind', 'not in', ['like', ...NOT_IN_THE_BELL])
        .executeTakeFirstOrThrow();
      const likedItems = await db
        .selectFrom('notifications')
        .select(['item_type', 'item_id'])
        .where('recipient_id', '=', memberId)
        .where('read_at', 'is', null)
        .where('kind', '=', 'like')
        .groupBy(['item_type', 'item_id'])
        .execute();
      return Number(single.n) + likedItems.length;
    },

    /** The latest notifications (before a cursor), likes of one item gathered into one entry. */
    async list(memberId: number, before?: number) {
      let query = listQuery(db, memberId).where('notifications.kind', 'not in', NOT_IN_THE_BELL);
      if (before !== undefined) query = query.where('notifications.id', '<', before);
      // Enough rows for a page of entries even when many are likes gathered together.
      const limit = NOTIFICATIONS_PAGE_SIZE * 4;
      const rows = await query.orderBy('notifications.id', 'desc').limit(limit + 1).execute();
      const groups = new Map<string, Row[]>();
      let used = 0;
      for (const row of rows.slice(0, limit)) {
        const key = groupKey(row);
        if (!groups.has(key) && groups.size === NOTIFICATIONS_PAGE_SIZE) break;
        groups.set(key, [...(groups.get(key) ?? []), row]);
        used += 1;
      }
      const shown = [...groups.values()];
      const stageOf = await lookUpStages(db, shown.map((group) => group[0]!.card_member_id));
      return {
        notifications: shown.map((group) => viewOf(group, stageOf)),
        unreadCount: await this.unreadCount(memberId),
        earlierBefore: used < rows.length ? String(rows[used - 1]!.id) : null,
      };
    },

    /** Marks one entry read (a gathered one with all its likes). */
    async markRead(memberId: number, id: number) {
      const row = await db.selectFrom('notifications').select(['kind', 'item_type', 'item_id']).where('id', '=', id).where('recipient_id', '=', memberId).executeTakeFirst();
      if (!row) throw new HttpError(404, SAFETY_MESSAGES.notificationNotFound);
      let update = db.updateTable('notifications').set({ read_at: clock.nowIso() }).where('recipient_id', '=', memberId).where('read_at', 'is', null);
      update =
        row.kind === 'like'
          ? update.where('kind', '=', 'like').where('item_type', '=', row.item_type).where('item_id', '=', row.item_id)
          : update.where('id', '=', id);
      await update.execute();
      return this.unreadCount(memberId);
    },

    async markAllRead(memberId: number) {
      await db.updateTable('notifications').set({ read_at: clock.nowIso() }).where('recipient_id', '=', memberId).where('read_at', 'is', null).execute();
      return 0;
    },

    /** The e-mail link's token turns its kind of e-mail off, without a login. */
    async unsubscribe(token: string) {
      const found = readToken(token);
      if (!found) throw new HttpError(400, SAFETY_MESSAGES.unsubscribeInvalid);
      const column = `email_${found.topic}` as const;
      const result = await db.updateTable('users').set({ [column]: 0 }).where('id', '=', found.memberId).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new HttpError(400, SAFETY_MESSAGES.unsubscribeInvalid);
      return { topic: found.topic, message: SAFETY_MESSAGES.unsubscribed(EMAIL_TOPIC_WORDS[found.topic]) };
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
