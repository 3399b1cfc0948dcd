/**
 * The member's live stream: one Server-Sent Events connection per open page, carrying typed events
 * for that member only (messages today; other kinds, such as notifications, join it). Durable
 * events carry an `id`; a client that reconnects, to any instance, with `Last-Event-ID` is sent
 * every event after it. Typing indicators are fleeting and carry none. The stream authenticates
 * with the `Authorization` header (a fetch-based reader), never with a token in its address.
 */
import { z } from 'zod/mini';
import { COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { messageView } from './messaging';
import { notificationView } from './safety';

const count = z.int().check(z.nonnegative());

export const LIVE_EVENTS = {
  /** First on every connection: the id the stream continues from. */
  ready: z.object({ lastEventId: z.string() }),
  /** A new message in one of the member's conversations, with the member's unread total after it. */
  message: z.object({ message: messageView, unreadTotal: count }),
  /** A message's reactions changed, or it was deleted for everyone. */
  'message-changed': z.object({ message: messageView }),
  /** Someone (the member on another device too) read a conversation up to `readAt`. */
  read: z.object({ conversationId: z.string(), handle: z.nullable(z.string()), readAt: z.string(), mine: z.boolean(), unreadTotal: count }),
  /** Someone is typing in a conversation (no id: not kept). */
  typing: z.object({ conversationId: z.string(), handle: z.string(), name: z.string() }),
  /** A new notification for the member (a reply, a follow, a like…), with the member's unread count after it. */
  notification: z.object({ notification: notificationView, unreadCount: count }),
} as const;
export type LiveEventName = keyof typeof LIVE_EVENTS;
export type LiveEventData<K extends LiveEventName> = z.infer<(typeof LIVE_EVENTS)[K]>;

export { LAST_EVENT_ID_HEADER } from './messagingRules';

export const LIVE_ENDPOINTS = {
  stream: defineEndpoint({
    method: 'GET',
    path: '/live',
    summary: "The member's live events (text/event-stream): messages, reactions, read state, typing, notifications; resumes after Last-Event-ID; a comment line every 25 seconds",
    tag: 'Live',
    auth: 'member',
    stream: { events: LIVE_EVENTS },
    responses: { 200: z.string(), ...errorAnswers(400, 401, 414), ...COMMON_ERRORS },
  }),
} as const;
