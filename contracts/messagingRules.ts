/**
 * Messaging's rules and texts, defined once for the server and the screen: lengths, the rate, the
 * reactions a message can carry, and every refusal a member reads.
 */

/** A message's text, in characters. */
export const MESSAGE_MAX_LENGTH = 4000;
/** Messages one member may send in any minute (429 past it). */
export const MESSAGES_PER_MINUTE = 30;
/** Within this time after sending, a member may delete a message for everyone; afterwards for themselves. */
export const DELETE_FOR_EVERYONE_MS = 15 * 60 * 1000;
/** Messages per page of a conversation (the latest first; older ones load when scrolling up). */
export const MESSAGE_PAGE_SIZE = 30;
/** How long a "typing…" indicator lasts without a new keystroke. */
export const TYPING_SHOWN_MS = 5000;
/** The live stream's heartbeat, so proxies keep it open and a dead connection is noticed. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** The header a reconnecting client sends: the id of the last live event it received. */
export const LAST_EVENT_ID_HEADER = 'last-event-id';
/** Search text in the conversation list. */
export const CONVERSATION_SEARCH_MAX_LENGTH = 100;

/** The reactions a message can carry, one per member and message, with what the screen shows. */
export const MESSAGE_REACTIONS = ['like', 'love', 'pranam', 'laugh', 'wow'] as const;
export type MessageReactionName = (typeof MESSAGE_REACTIONS)[number];
export const REACTION_SYMBOLS: Record<MessageReactionName, { symbol: string; label: string }> = {
  like: { symbol: '👍', label: 'Like' },
  love: { symbol: '❤️', label: 'Love' },
  pranam: { symbol: '🙏', label: 'Pranam' },
  laugh: { symbol: '😄', label: 'Laugh' },
  wow: { symbol: '😮', label: 'Wow' },
};

/** What a message can link to, shown as a card. */
export const MESSAGE_LINK_TYPES = ['episode', 'article', 'book'] as const;
export type MessageLinkType = (typeof MESSAGE_LINK_TYPES)[number];

/** The conversation list's filters. */
export const CONVERSATION_FILTERS = ['all', 'circle', 'unread', 'tribes'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

/** The image types a message may carry, as the file pickers and the server say them. */
export const MESSAGE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Who appears where a member's account was deleted. */
export const FORMER_MEMBER = 'a former member';

export const MESSAGING_MESSAGES = {
  conversationNotFound: 'No conversation found with this id.',
  messageNotFound: 'No message found with this id.',
  memberNotFound: 'No member found with this handle.',
  notYourself: 'You cannot start a conversation with yourself.',
  cannotWrite: 'You cannot write in this conversation: the member has left, or one of you has blocked the other.',
  formerMember: 'This member has left; the conversation can be read but not answered.',
  empty: 'Please write a message (or attach a picture or a link).',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters.`,
  tooMany: (seconds: number) => `You have sent ${MESSAGES_PER_MINUTE} messages in the last minute. Please wait ${Math.max(1, seconds)} seconds and retry.`,
  notYourMessage: 'You can delete only your own messages for everyone.',
  tooLateForEveryone: 'A message can be deleted for everyone only within 15 minutes of sending it; you can still delete it for yourself.',
  alreadyDeleted: 'This message has been deleted.',
  linkNotFound: 'The linked episode, article or book was not found.',
  imageNotFound: 'No picture found at this address.',
  imageTypes: 'Pictures only: JPEG, PNG, WebP or AVIF, up to 5 MB.',
  lastEventId: 'Last-Event-ID must be the id of an event this stream sent (digits).',
  tooManyStreams: 'Too many live connections are open for this account. Please close a few tabs and retry.',
  tooManyStreamsFromAddress: 'Too many live connections are open from your network. Please close a few tabs and retry.',
  loginToMessage: 'Please log in to read and send messages.',
} as const;
