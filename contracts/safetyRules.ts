/**
 * The rules and words of reports, blocks, moderation and notifications, shared by the server and
 * the pages (no zod here, so a page that only shows a notification stays small). What the safety
 * endpoints and pages say when they refuse or confirm is in contracts/messages/safety.ts.
 */

/** What members can report, as it appears in addresses and in the reports table. */
export const REPORTABLE_TYPES = ['post', 'comment', 'story', 'article', 'message', 'member'] as const;
export type ReportableType = (typeof REPORTABLE_TYPES)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'misinformation', 'sexual', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  misinformation: 'Misinformation about the tradition',
  sexual: 'Sexual content',
  other: 'Something else',
};
export const REPORT_DETAILS_MAX_LENGTH = 1000;
export const MODERATION_REASON_MAX_LENGTH = 1000;
/** The longest suspension for a period; longer is "for good". */
export const SUSPENSION_DAYS_MAX = 3650;
/** The `suspended_until` of a suspension for good. */
export const SUSPENDED_FOR_GOOD = '9999-12-31T23:59:59.999Z';

/** A member active on the site this recently is not e-mailed about what they will see there anyway. */
export const ACTIVE_WITHIN_MS = 5 * 60 * 1000;
/** A membership ending this soon is announced once. */
export const MEMBERSHIP_ENDING_NOTICE_DAYS = 7;
export const NOTIFICATIONS_PAGE_SIZE = 30;

export const NOTIFICATION_KINDS = ['reply', 'comment', 'follow', 'like', 'mention', 'report', 'moderation', 'membership', 'message', 'karma', 'stage'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The e-mails a member can turn off (Settings, or the link in each e-mail). */
export const EMAIL_TOPICS = ['replies', 'messages', 'follows', 'digest'] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/** India Standard Time, as dates are said to members in India. */
export function inIst(iso: string): string {
  return `${new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso))} IST`;
}

const NOUNS: Record<string, string> = {
  post: 'post',
  comment: 'comment',
  story: 'story',
  article: 'article',
  'member-article': 'article',
  review: 'review',
  message: 'message',
  member: 'profile',
  episode: 'episode',
};
export const itemNoun = (type: string | null) => (type && NOUNS[type]) || 'item';

export const EMAIL_TOPIC_WORDS: Record<EmailTopic, string> = {
  replies: 'replies and comments',
  messages: 'messages',
  follows: 'new followers',
  digest: 'the weekly digest',
};

/** What a notification says, from its kind and parts: one wording for the bell, the e-mail and the digest. */
export function notificationText(n: {
  kind: string;
  actorName: string | null;
  othersCount: number;
  itemType: string | null;
  detail: Record<string, unknown> | null;
}): string {
  const who = n.actorName ?? 'A former member';
  const noun = itemNoun(n.itemType);
  const detail = n.detail ?? {};
  switch (n.kind) {
    case 'reply':
      return `${who} replied to your comment`;
    case 'comment':
      return `${who} commented on your ${noun}`;
    case 'follow':
      return `${who} started following you`;
    case 'like': {
      const others = n.othersCount === 1 ? ' and 1 other' : n.othersCount > 1 ? ` and ${n.othersCount} others` : '';
      return `${who}${others} liked your ${noun}`;
    }
    case 'mention':
      return `${who} mentioned you in a ${noun}`;
    case 'message':
      return `${who} sent you a message`;
    case 'report':
      if (detail.outcome === 'upheld') return `A moderator acted on your report of a ${noun}: it is hidden`;
      if (detail.outcome === 'dismissed') return `A moderator looked at your report of a ${noun} and left it up`;
      if (detail.outcome === 'reopened') return `A moderator reopened your report of a ${noun}`;
      return `Your report of a ${noun} was received`;
    case 'moderation':
      if (detail.outcome === 'shown') return `A moderator showed your ${noun} again`;
      return `A moderator hid your ${noun}: ${String(detail.reason ?? '')}`;
    case 'karma': {
      const points = Number(detail.points ?? 0);
      return `You earned ${points.toLocaleString('en-IN')} Karmic ${points === 1 ? 'Point' : 'Points'} today`;
    }
    case 'stage':
      return `You reached a new stage: ${String(detail.stage ?? '')}`;
    case 'membership':
      return `Your membership ends on ${typeof detail.endsAt === 'string' ? inIst(detail.endsAt).replace(/,? \d\d:\d\d IST$/, '') : 'soon'}`;
    default:
      return 'Something happened';
  }
}
