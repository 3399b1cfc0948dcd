import { inIst, SUSPENDED_FOR_GOOD } from '../safetyRules';

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
  moderatorsOnly: 'Only moderators may do this. A moderator role is given by the trust, on the server.',
  decisionNotFound: 'No moderation decision found with this id.',
  alreadyReversed: 'This decision has already been reversed.',
  notReversible: 'This decision undoes another and cannot itself be reversed; take a new decision instead.',
  nothingToDecide: 'There is no open report on this item.',
  alreadyHidden: 'This item is already hidden.',
  suspendSelf: 'You cannot suspend yourself.',
  suspendModerator: 'A moderator or staff member cannot be suspended here; the trust changes their role on the server first.',
  suspended: (until: string) =>
    until >= SUSPENDED_FOR_GOOD
      ? 'Your account has been suspended for good by a moderator.'
      : `Your account is suspended until ${inIst(until)}.`,
  notificationNotFound: 'No notification found with this id.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Turn e-mails off in Settings instead.',
  unsubscribed: (topic: string) => `You will no longer receive e-mails about ${topic}. You can turn them on again in Settings.`,
} as const;
