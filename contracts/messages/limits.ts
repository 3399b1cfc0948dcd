/** Answers past a rate limit: what was limited, and when to try again. */
const WRITE_KIND_WORDS = {
  marks: 'likes, saves, cart changes and other quick actions',
  posts: 'comments, reviews and uploads',
  orders: 'orders and donations',
  account: 'account changes',
  guide: 'questions to the guide',
  desk: 'desk changes',
} as const;

/** "40 seconds", "3 minutes", "2 hours": how long until a limit's window ends. */
export const waitWords = (seconds: number) => {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
};

/** What was limited, and when to try again (api/src/auth/writeLimits.ts). */
export const LIMIT_MESSAGES = {
  tooManyWrites: (kind: keyof typeof WRITE_KIND_WORDS, scope: 'address' | 'member', retryAfterSeconds: number) =>
    `Too many ${WRITE_KIND_WORDS[kind]} ${scope === 'address' ? 'from your network' : 'from your account'} in a short time. ` +
    `Please try again in ${waitWords(retryAfterSeconds)}.`,
} as const;
