/**
 * The community's rules that the web forms and the server both apply: lengths, handles, hashtags,
 * audiences and how long a story lasts. Plain constants and predicates, free of zod, so a page can
 * use them without loading a schema library; contracts/community.ts builds its fields from them.
 * What the community says when it refuses something is in contracts/messages/community.ts.
 */

/** A post's text; a comment's limit (2,000) is the interactions' own. */
export const POST_BODY_MAX_LENGTH = 5000;
export const POST_TITLE_MAX_LENGTH = 150;
export const POST_HASHTAGS_MAX = 30;
export const HASHTAG_MAX_LENGTH = 50;
export const BIO_MAX_LENGTH = 500;
export const QUOTE_MAX_LENGTH = 200;
export const PROFESSION_MAX_LENGTH = 120;
export const INSTITUTION_MAX_LENGTH = 120;
export const STORY_CAPTION_MAX_LENGTH = 200;
export const IMAGE_ALT_MAX_LENGTH = 200;
export const SOCIAL_LINKS_MAX = 6;
export const SOCIAL_LINK_MAX_LENGTH = 300;
export const SEARCH_MAX_LENGTH = 100;
export const TRIBE_NAME_MIN_LENGTH = 3;
export const TRIBE_NAME_MAX_LENGTH = 60;
export const TRIBE_DESCRIPTION_MAX_LENGTH = 300;
/** Tribes one member may start in a day: a tribe is a lasting place, not a quick write. */
export const TRIBES_PER_MEMBER_PER_DAY = 3;

/** A story is shown for a day after it is posted. */
export const STORY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A member may change their handle once in this many days. */
export const HANDLE_CHANGE_DAYS = 30;
/** "Last active" is written at most this often per member. */
export const LAST_ACTIVE_EVERY_MS = 60 * 1000;

/** Who sees a post: everyone, the author's followers, or the members of one of the author's tribes. */
export const POST_AUDIENCES = ['everyone', 'followers', 'tribe'] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];

/** 3 to 30 lower-case letters, digits, dots, dashes or underscores, starting and ending with a letter or digit. */
export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;
export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9._-]{1,28})[a-z0-9]$/;
export const isHandle = (value: string) => HANDLE_PATTERN.test(value);

/** The video a post links to: a published video sample's id, or its /video-preview?video=<id> address. */
export function videoIdFromLink(link: string): string | null {
  const trimmed = link.trim();
  if (/^[A-Za-z0-9_-]{1,128}$/.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed, 'https://jnanam.invalid');
    const id = url.pathname === '/video-preview' ? url.searchParams.get('video') : null;
    return id && /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
