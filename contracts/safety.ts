/**
 * Safety and notifications: members report what others made and block or mute members; moderators
 * (a role given only on the server) hide items, dismiss reports and suspend members, every decision
 * recorded and reversible; every member has notifications under a bell, and e-mail links that turn
 * a kind of e-mail off without logging in.
 */
import { z } from 'zod/mini';
import { memberCard } from './community';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers, WRITE_ERRORS } from './endpoint';
import { optionalText, pathId, rowId, text } from './fields';
import { REQUEST_MESSAGES } from './messages/request';
import {
  EMAIL_TOPICS,
  MODERATION_REASON_MAX_LENGTH,
  NOTIFICATION_KINDS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORTABLE_TYPES,
  SUSPENSION_DAYS_MAX,
} from './safetyRules';
import { SAFETY_MESSAGES } from './messages/safety';

const notAnObject = { error: REQUEST_MESSAGES.notAnObject };
const count = z.int().check(z.nonnegative());
const itemType = z.enum(REPORTABLE_TYPES, { error: `Kind of item must be one of: ${REPORTABLE_TYPES.join(', ')}.` });

export const handleParams = z.object({ handle: pathId('No member found with this handle.') });
export const itemParams = z.object({ itemType, itemId: pathId('No item found with this id.') });
export const decisionParams = z.object({ decisionId: rowId(SAFETY_MESSAGES.decisionNotFound) });
export const notificationParams = z.object({ notificationId: rowId(SAFETY_MESSAGES.notificationNotFound) });
const pageQuery = z.object({
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,3}$/, { error: 'Page must be a whole number from 1 to 9999.' }))),
});
export const notificationsQuery = z.object({
  before: z.optional(rowId('Before must be the id of a notification.')),
});

// ------------------------------------------------------------------ reports, blocks, mutes

export const reportBody = z.object(
  {
    itemType,
    itemId: text('Item', { max: 200 }),
    reason: z.enum(REPORT_REASONS, { error: `Reason must be one of: ${REPORT_REASONS.join(', ')}.` }),
    details: optionalText('Details', REPORT_DETAILS_MAX_LENGTH),
  },
  notAnObject,
).check(
  z.refine((body) => body.reason !== 'other' || Boolean(body.details), {
    error: 'Say in a few words what is wrong when the reason is "other".',
    path: ['details'],
  }),
);
export type ReportBody = z.input<typeof reportBody>;

export const reportView = z.object({
  id: z.string(),
  itemType,
  itemId: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(['open', 'upheld', 'dismissed']),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export const reportAnswer = z.object({ success: z.literal(true), message: z.string(), report: reportView });
export const myReportsAnswer = z.object({ success: z.literal(true), reports: z.array(reportView) });

export const relationsAnswer = z.object({ success: z.literal(true), members: z.array(z.extend(memberCard, { since: z.string() })) });
export const relationAnswer = z.object({ success: z.literal(true), message: z.string(), on: z.boolean() });

// ------------------------------------------------------------------ moderation

const reason = text('Reason', { max: MODERATION_REASON_MAX_LENGTH });
export const decisionBody = z.object(
  { action: z.enum(['hide', 'dismiss'], { error: 'Action must be hide or dismiss.' }), reason },
  notAnObject,
);
export const suspensionBody = z.object(
  {
    reason,
    /** Days from now; null suspends for good. */
    days: z.nullable(
      z.int({ error: `Days must be a whole number from 1 to ${SUSPENSION_DAYS_MAX}, or null for good.` }).check(
        z.minimum(1, { error: `Days must be a whole number from 1 to ${SUSPENSION_DAYS_MAX}, or null for good.` }),
        z.maximum(SUSPENSION_DAYS_MAX, { error: `Days must be a whole number from 1 to ${SUSPENSION_DAYS_MAX}, or null for good.` }),
      ),
    ),
  },
  notAnObject,
);
export const reverseBody = z.object({ reason }, notAnObject);

const picture = z.object({ url: z.string(), alt: z.string() });
export const moderatedItem = z.object({
  type: itemType,
  id: z.string(),
  /** The words (or the caption, or the profile's name and bio) as they were reported. */
  excerpt: z.string(),
  /** Where it appears: the post a comment is on, the conversation a message is in. */
  context: z.nullable(z.string()),
  href: z.nullable(z.string()),
  author: z.nullable(memberCard),
  /** The author's suspension, when they are suspended. */
  authorSuspendedUntil: z.nullable(z.string()),
  hidden: z.nullable(z.object({ reason: z.string(), at: z.string() })),
  /** Gone since it was reported (its author deleted it). */
  deleted: z.boolean(),
  /** Its pictures as members saw them (a post's, a story's, a message's, a profile's). */
  pictures: z.array(picture),
  /** What a reported comment is on, as members saw it with the comment. */
  parent: z.nullable(z.object({ title: z.nullable(z.string()), text: z.string(), pictures: z.array(picture), href: z.nullable(z.string()) })),
  /** For a message: a few messages before and after it in its conversation, the reported one marked. */
  conversation: z.nullable(
    z.array(
      z.object({
        id: z.string(),
        /** Null for a former member. */
        sender: z.nullable(z.string()),
        text: z.nullable(z.string()),
        pictures: z.array(picture),
        deleted: z.boolean(),
        sentAt: z.string(),
        reported: z.boolean(),
      }),
    ),
  ),
});
export const reportGroup = z.object({
  item: moderatedItem,
  firstReportedAt: z.string(),
    /** Each report with the reporter's note (`details`) and their name (null once their account is gone). */
  reports: z.array(z.object({ id: z.string(), reason: z.enum(REPORT_REASONS), details: z.nullable(z.string()), reporter: z.nullable(z.string()), createdAt: z.string() })),
});
export const reportQueueAnswer = z.object({ success: z.literal(true), groups: z.array(reportGroup) });

export const decisionView = z.object({
  id: z.string(),
  action: z.enum(['hide', 'unhide', 'dismiss', 'reopen', 'suspend', 'unsuspend']),
  itemType: z.string(),
  itemId: z.string(),
  moderator: z.nullable(memberCard),
  member: z.nullable(memberCard),
  reason: z.string(),
  suspendedUntil: z.nullable(z.string()),
  createdAt: z.string(),
  reversedBy: z.nullable(z.string()),
  reversible: z.boolean(),
});
export const decisionAnswer = z.object({ success: z.literal(true), message: z.string(), decision: decisionView });
export const decisionsAnswer = z.object({ success: z.literal(true), decisions: z.array(decisionView), hasMore: z.boolean() });

// ------------------------------------------------------------------ notifications

export const notificationView = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** What the bell shows: "Meera and 4 others liked your post". */
  text: z.string(),
  href: z.nullable(z.string()),
  actor: z.nullable(memberCard),
  /** Others who did the same (likes are gathered into one notification per item). */
  othersCount: count,
  createdAt: z.string(),
  read: z.boolean(),
});
export const notificationsAnswer = z.object({
  success: z.literal(true),
  notifications: z.array(notificationView),
  unreadCount: count,
  earlierBefore: z.nullable(z.string()),
});
export const unreadAnswer = z.object({ success: z.literal(true), unreadCount: count });
export const unsubscribeBody = z.object({ token: text('Link', { max: 300 }) }, notAnObject);
export const unsubscribeAnswer = z.object({ success: z.literal(true), message: z.string(), topic: z.enum(EMAIL_TOPICS) });

export type NotificationView = z.infer<typeof notificationView>;
export type ReportGroup = z.infer<typeof reportGroup>;
export type ModeratedItem = z.infer<typeof moderatedItem>;
export type DecisionView = z.infer<typeof decisionView>;
export type ReportView = z.infer<typeof reportView>;

// ------------------------------------------------------------------ endpoints

const READ_ERRORS = { ...errorAnswers(400, 401, 403, 414), ...COMMON_ERRORS };
const member = <const M extends 'GET' | 'POST' | 'PUT' | 'DELETE', const P extends string, const S extends string, const T extends string>(method: M, path: P, summary: S, tag: T) =>
  ({ method, path, summary, tag, auth: 'member' }) as const;

export const SAFETY_ENDPOINTS = {
  report: defineEndpoint({ ...member('POST', '/reports', 'Report a post, comment, story, article, message or member to the moderators', 'Safety'), body: reportBody, responses: { 201: reportAnswer, ...WRITE_ERRORS } }),
  myReports: defineEndpoint({ ...member('GET', '/reports/mine', "The member's reports and what was decided", 'Safety'), responses: { 200: myReportsAnswer, ...READ_ERRORS } }),
  blocks: defineEndpoint({ ...member('GET', '/blocks', 'The members the member has blocked', 'Safety'), responses: { 200: relationsAnswer, ...READ_ERRORS } }),
  block: defineEndpoint({ ...member('PUT', '/blocks/:handle', 'Block a member: the two no longer see or reach each other', 'Safety'), params: handleParams, responses: { 200: relationAnswer, ...WRITE_ERRORS } }),
  unblock: defineEndpoint({ ...member('DELETE', '/blocks/:handle', 'Unblock a member', 'Safety'), params: handleParams, responses: { 200: relationAnswer, ...WRITE_ERRORS } }),
  mutes: defineEndpoint({ ...member('GET', '/mutes', 'The members the member has muted', 'Safety'), responses: { 200: relationsAnswer, ...READ_ERRORS } }),
  mute: defineEndpoint({ ...member('PUT', '/mutes/:handle', "Mute a member: their posts leave the member's feed", 'Safety'), params: handleParams, responses: { 200: relationAnswer, ...WRITE_ERRORS } }),
  unmute: defineEndpoint({ ...member('DELETE', '/mutes/:handle', 'Unmute a member', 'Safety'), params: handleParams, responses: { 200: relationAnswer, ...WRITE_ERRORS } }),

  reportQueue: defineEndpoint({ ...member('GET', '/moderation/reports', 'Open reports grouped by item, oldest first (moderators)', 'Moderation'), responses: { 200: reportQueueAnswer, ...READ_ERRORS } }),
  decide: defineEndpoint({ ...member('POST', '/moderation/items/:itemType/:itemId/decision', "Hide a reported item or dismiss its reports (moderators)", 'Moderation'), params: itemParams, body: decisionBody, responses: { 201: decisionAnswer, ...WRITE_ERRORS } }),
  suspend: defineEndpoint({ ...member('POST', '/moderation/members/:handle/suspension', 'Suspend a member for some days or for good; their sessions end at once (moderators)', 'Moderation'), params: handleParams, body: suspensionBody, responses: { 201: decisionAnswer, ...WRITE_ERRORS } }),
  reverse: defineEndpoint({ ...member('POST', '/moderation/decisions/:decisionId/reverse', 'Reverse a decision: show the item again, reopen the reports, or lift the suspension (moderators)', 'Moderation'), params: decisionParams, body: reverseBody, responses: { 201: decisionAnswer, ...WRITE_ERRORS } }),
  decisions: defineEndpoint({ ...member('GET', '/moderation/decisions', 'Every moderation decision, newest first (moderators)', 'Moderation'), querystring: pageQuery, responses: { 200: decisionsAnswer, ...READ_ERRORS } }),

  notifications: defineEndpoint({ ...member('GET', '/notifications', "The member's notifications, newest first, likes of one item gathered", 'Notifications'), querystring: notificationsQuery, responses: { 200: notificationsAnswer, ...READ_ERRORS } }),
  unread: defineEndpoint({ ...member('GET', '/notifications/unread-count', 'How many notifications the member has not read', 'Notifications'), responses: { 200: unreadAnswer, ...READ_ERRORS } }),
  markRead: defineEndpoint({ ...member('POST', '/notifications/:notificationId/read', 'Mark a notification read (with the likes gathered into it)', 'Notifications'), params: notificationParams, responses: { 200: unreadAnswer, ...WRITE_ERRORS } }),
  markAllRead: defineEndpoint({ ...member('POST', '/notifications/read-all', 'Mark every notification read', 'Notifications'), responses: { 200: unreadAnswer, ...WRITE_ERRORS } }),
  unsubscribe: defineEndpoint({ method: 'POST', path: '/notifications/unsubscribe', summary: "Turn one kind of e-mail off with the link in the e-mail, without logging in", tag: 'Notifications', auth: 'none', body: unsubscribeBody, responses: { 200: unsubscribeAnswer, ...BODY_ERRORS, ...COMMON_ERRORS } }),
} as const;
