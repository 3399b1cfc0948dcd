/**
 * Messaging between members: conversations (direct, one per pair of members, or a tribe's group
 * conversation), messages with a picture or a linked episode, article or book, one reaction per
 * member and message, read state, and deletion. Only a conversation's participants see it; its
 * pictures are served to them alone. What changes arrives live through the member's event
 * stream (contracts/live.ts).
 */
import { z } from 'zod/mini';
import { memberCard } from './community';
import { COMMON_ERRORS, defineEndpoint, errorAnswers, WRITE_ERRORS } from './endpoint';
import { pathId, rowId, searchText, text } from './fields';
import {
  CONVERSATION_FILTERS,
  CONVERSATION_SEARCH_MAX_LENGTH,
  MESSAGE_LINK_TYPES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_REACTIONS,
  MESSAGING_MESSAGES as messages,
} from './messagingRules';
import { REQUEST_MESSAGES } from './messages/request';

const count = z.int().check(z.nonnegative());
const notAnObject = { error: REQUEST_MESSAGES.notAnObject };

export const conversationParams = z.object({ conversationId: rowId(messages.conversationNotFound) });
export const messageParams = z.object({ messageId: rowId(messages.messageNotFound) });
export const imageParams = z.object({ name: z.string().check(z.regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/, { error: messages.imageNotFound })) });

// ------------------------------------------------------------------ views

export const linkCard = z.object({
  type: z.enum(MESSAGE_LINK_TYPES),
  id: z.string(),
  title: z.string(),
  href: z.string(),
});

export const reactionCount = z.object({ reaction: z.enum(MESSAGE_REACTIONS), count, mine: z.boolean() });

export const messageView = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** The sender; null when their account was deleted ("a former member"). */
  from: z.nullable(z.object({ handle: z.string(), name: z.string(), avatarUrl: z.nullable(z.string()) })),
  mine: z.boolean(),
  text: z.nullable(z.string()),
  /** A picture: a private address (served only to the participants, with the member's session) or a sample's. */
  imageUrl: z.nullable(z.string()),
  imageAlt: z.nullable(z.string()),
  link: z.nullable(linkCard),
  sentAt: z.string(),
  /** Deleted for everyone: text, picture and link are gone. */
  deleted: z.boolean(),
  reactions: z.array(reactionCount),
});

export const conversationSummary = z.object({
  id: z.string(),
  kind: z.enum(['direct', 'tribe']),
  /** The other member's name, the tribe's name, or "a former member". */
  title: z.string(),
  /** The other member in a direct conversation (null once they have left). */
  member: z.nullable(memberCard),
  tribe: z.nullable(z.object({ slug: z.string(), name: z.string(), imageUrl: z.nullable(z.string()) })),
  /** Mutual follows with the other member. */
  circle: z.boolean(),
  lastMessage: z.nullable(z.object({ text: z.string(), sentAt: z.string(), mine: z.boolean() })),
  unreadCount: count,
});

/** Search text: at most 100 characters. */
const conversationSearch = searchText(CONVERSATION_SEARCH_MAX_LENGTH);

export const conversationsQuery = z.object({
  filter: z.optional(z.enum(CONVERSATION_FILTERS, { error: 'Filter must be all, circle, unread or tribes.' })),
  q: conversationSearch,
});
export const conversationsAnswer = z.object({ success: z.literal(true), conversations: z.array(conversationSummary), unreadTotal: count });

export const conversationQuery = z.object({ before: z.optional(rowId(messages.messageNotFound)) });
export const conversationAnswer = z.object({
  success: z.literal(true),
  conversation: z.object({
    ...conversationSummary.shape,
    participantsCount: count,
    /** When the other member of a direct conversation last read it ("Seen"). */
    otherReadAt: z.nullable(z.string()),
    /** Whether the member may write here (not when blocked either way, nor to a former member). */
    canWrite: z.boolean(),
  }),
  /** Oldest first; a page before `before` when given. */
  messages: z.array(messageView),
  hasOlder: z.boolean(),
});

export const linkOptionsQuery = z.object({
  type: z.enum(MESSAGE_LINK_TYPES, { error: 'Link type must be episode, article or book.' }),
  q: conversationSearch,
});
export const linkOptionsAnswer = z.object({ success: z.literal(true), links: z.array(linkCard) });

export const openBody = z.object({ handle: pathId(messages.memberNotFound) }, notAnObject);
export const sendBody = z.object(
  {
    text: z.optional(text('Message', { max: MESSAGE_MAX_LENGTH })),
    link: z.optional(z.object({ type: z.enum(MESSAGE_LINK_TYPES, { error: 'Link type must be episode, article or book.' }), id: pathId(messages.linkNotFound) })),
  },
  notAnObject,
);
export type SendBody = z.input<typeof sendBody>;
/** The picture form: one file field named "file" and an optional text field named "text". */
export const imageForm = z.object({ file: z.string(), text: z.optional(z.string()) });
export const messageAnswer = z.object({ success: z.literal(true), message: messageView });
export const reactionBody = z.object({ reaction: z.enum(MESSAGE_REACTIONS, { error: 'Reaction must be like, love, pranam, laugh or wow.' }) }, notAnObject);
export const deleteQuery = z.object({ for: z.enum(['everyone', 'me'], { error: 'Delete for must be everyone or me.' }) });
export const readAnswer = z.object({ success: z.literal(true), unreadTotal: count });
export const unreadAnswer = readAnswer;
const done = z.object({ success: z.literal(true) });

export type MessageView = z.infer<typeof messageView>;
export type ConversationSummary = z.infer<typeof conversationSummary>;
export type ConversationAnswer = z.infer<typeof conversationAnswer>;
export type ConversationsAnswer = z.infer<typeof conversationsAnswer>;
export type LinkCard = z.infer<typeof linkCard>;

// ------------------------------------------------------------------ endpoints

const TAG = 'Messages';
const member = <const M extends 'GET' | 'POST' | 'PUT' | 'DELETE', const P extends string, const S extends string>(method: M, path: P, summary: S) =>
  ({ method, path, summary, tag: TAG, auth: 'member' }) as const;
const READ_ERRORS = { ...errorAnswers(400, 401, 404, 414), ...COMMON_ERRORS };

export const MESSAGING_ENDPOINTS = {
  conversations: defineEndpoint({
    ...member('GET', '/messages/conversations', "The member's conversations, latest first, with unread counts; filtered and searched by names and message text"),
    querystring: conversationsQuery,
    responses: { 200: conversationsAnswer, ...READ_ERRORS },
  }),
  unread: defineEndpoint({ ...member('GET', '/messages/unread', "The member's unread messages, for the header's badge"), responses: { 200: unreadAnswer, ...errorAnswers(401), ...COMMON_ERRORS } }),
  open: defineEndpoint({
    ...member('POST', '/messages/conversations', 'Open the conversation with a member (the same one for a pair of members, made when first needed)'),
    body: openBody,
    responses: { 200: conversationAnswer, ...WRITE_ERRORS },
  }),
  conversation: defineEndpoint({
    ...member('GET', '/messages/conversations/:conversationId', 'A conversation with its latest messages, or the page before a message'),
    params: conversationParams,
    querystring: conversationQuery,
    responses: { 200: conversationAnswer, ...READ_ERRORS },
  }),
  send: defineEndpoint({
    ...member('POST', '/messages/conversations/:conversationId/messages', 'Send a message (text and/or a linked episode, article or book)'),
    params: conversationParams,
    body: sendBody,
    responses: { 201: messageAnswer, ...WRITE_ERRORS },
  }),
  sendImage: defineEndpoint({
    ...member('POST', '/messages/conversations/:conversationId/images', 'Send a picture (JPEG, PNG, WebP or AVIF, up to 5 MB) with optional text; it is served only to the participants'),
    params: conversationParams,
    form: imageForm,
    responses: { 201: messageAnswer, ...WRITE_ERRORS },
  }),
  read: defineEndpoint({
    ...member('POST', '/messages/conversations/:conversationId/read', 'Mark a conversation read'),
    params: conversationParams,
    responses: { 200: readAnswer, ...WRITE_ERRORS },
  }),
  typing: defineEndpoint({
    ...member('POST', '/messages/conversations/:conversationId/typing', 'Tell the others the member is typing'),
    params: conversationParams,
    responses: { 200: done, ...WRITE_ERRORS },
  }),
  linkOptions: defineEndpoint({
    ...member('GET', '/messages/link-options', "The site's episodes, articles or books whose title holds the search text, to link in a message (at most 8)"),
    querystring: linkOptionsQuery,
    responses: { 200: linkOptionsAnswer, ...errorAnswers(400, 401, 414), ...COMMON_ERRORS },
  }),
  readAll: defineEndpoint({ ...member('POST', '/messages/read-all', 'Mark every conversation read'), responses: { 200: readAnswer, ...WRITE_ERRORS } }),
  react: defineEndpoint({
    ...member('PUT', '/messages/messages/:messageId/reaction', "Set the member's reaction to a message (one per member; replaces theirs)"),
    params: messageParams,
    body: reactionBody,
    responses: { 200: messageAnswer, ...WRITE_ERRORS },
  }),
  unreact: defineEndpoint({
    ...member('DELETE', '/messages/messages/:messageId/reaction', "Take back the member's reaction"),
    params: messageParams,
    responses: { 200: messageAnswer, ...WRITE_ERRORS },
  }),
  remove: defineEndpoint({
    ...member('DELETE', '/messages/messages/:messageId', 'Delete a message: for everyone within 15 minutes of sending it, for oneself at any time'),
    params: messageParams,
    querystring: deleteQuery,
    responses: { 200: done, ...WRITE_ERRORS },
  }),
  image: defineEndpoint({
    ...member('GET', '/messages/images/:name', "A message's picture, for the conversation's participants only"),
    params: imageParams,
    responses: { 200: z.string(), ...errorAnswers(400, 401, 404, 414), ...COMMON_ERRORS },
  }),
} as const;
