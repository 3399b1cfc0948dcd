import { inIst, SUSPENDED_FOR_GOOD } from '../safetyRules';
import { hiddenByModerator } from './hiddenByModerator';

/** Reports, blocks, mutes, moderation, suspensions, notifications and unsubscribing: what the server and the pages say. */
export const SAFETY_MESSAGES = {
  reportReceived: 'Thank you: your report was received. A moderator will look at it, and you will be told what was decided.',
  alreadyReported: 'You have already reported this, and a moderator has not decided on it yet.',
  reportOwn: 'You cannot report something of your own.',
  itemNotFound: (noun: string) => `No ${noun} found with this id.`,
  blockSelf: 'You cannot block yourself.',
  muteSelf: 'You cannot mute yourself.',
  blocked: 'You cannot do this: one of you has blocked the other.',
  blockedComment: 'You cannot comment here: one of you has blocked the other.',
  blockedFollow: 'You cannot follow this member: one of you has blocked the other.',
  blockedMessage: 'You cannot write to this member: one of you has blocked the other.',
  /** The question every Block entry asks first (post, comment, profile, conversation), and what blocking does. */
  blockQuestion: (name: string) => `Block ${name}?`,
  blockExplained:
    "You will no longer see each other's posts, comments, stories or profile, and neither of you can comment on the other's things, follow, or write to the other. They are not told. You can unblock them in Settings.",
  blockConfirm: 'Block',
  blockCancel: 'Cancel',
  blockDone: (name: string) => `You blocked ${name}. You can unblock them in Settings.`,
  muteDone: (name: string) => `You muted ${name}: their posts leave your feed.`,
  actionFailed: 'That did not work just now. Please try again.',
  moderatorsOnly: 'Only moderators may do this. A moderator role is given by the trust, on the server.',
  decisionNotFound: 'No moderation decision found with this id.',
  alreadyReversed: 'This decision has already been reversed.',
  notReversible: 'This decision undoes another and cannot itself be reversed; take a new decision instead.',
  nothingToDecide: 'There is no open report on this item.',
  alreadyHidden: 'This item is already hidden.',
  suspendSelf: 'You cannot suspend yourself.',
  suspendModerator: 'A moderator or staff member cannot be suspended here; the trust changes their role on the server first.',
  /** The login's refusal, said only to someone who gave the right password: until when, why, and how to appeal. */
  suspended: (until: string, reason: string | null, appeal: string) =>
    [
      until >= SUSPENDED_FOR_GOOD ? 'Your account has been suspended for good by a moderator.' : `Your account is suspended until ${inIst(until)}.`,
      // The moderator's words end as a sentence, so the appeal that follows reads as its own.
      reason ? `The moderator's reason: ${/[.!?…]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`}` : null,
      appeal,
    ]
      .filter(Boolean)
      .join(' '),
  suspensionEmailSubject: 'Your Jnanam account is suspended',
  suspensionEmail: (name: string, until: string, reason: string, appeal: string) =>
    `Dear ${name},\n\n` +
    (until >= SUSPENDED_FOR_GOOD
      ? 'A moderator has suspended your Jnanam account for good.'
      : `A moderator has suspended your Jnanam account until ${inIst(until)}. You can log in again after that.`) +
    `\n\nThe moderator's reason:\n${reason}\n\nWhile the account is suspended, you cannot log in, and every session of it has been logged out.\n\n${appeal}` +
    '\n\nWith regards,\nThe Jnanam team',
  /** The moderator's question before a suspension. */
  suspendQuestion: (name: string, until: string | null) => (until ? `Suspend ${name} until ${until}?` : `Suspend ${name} for good?`),
  suspendExplained: 'Their sessions end at once and they cannot log in until then. They are e-mailed your reason, the end date and how to appeal.',
  suspendConfirm: 'Suspend',
  suspendCancel: 'Cancel',
  reasonFirst: 'Write the reason first: the author and the reporters are told it.',
  /** What the author sees on their own post or comment a moderator hid (others no longer see it). */
  hiddenByModerator,
  /** The moderation queue's words for a reported item shown as members saw it. */
  queue: {
    onPost: 'The post it is on',
    inConversation: 'The conversation around it',
    reportedMessage: 'Reported',
    deletedMessage: '(deleted by its sender)',
    formerMember: 'A former member',
    reporterNote: (name: string | null) => `${name ?? 'A former member'} wrote:`,
    pictureAlt: 'A picture without a description',
  },
  notificationNotFound: 'No notification found with this id.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Turn e-mails off in Settings instead.',
  unsubscribed: (topic: string) => `You will no longer receive e-mails about ${topic}. You can turn them on again in Settings.`,
} as const;
