/**
 * The rules of an Insights article that the editor, the renderer and the server all apply: what a
 * member's article body may contain (the editor's toolbar, nothing more), its limits, its read
 * time and its address. Plain constants and functions, free of zod, so the reading page can use
 * them without loading a schema library; contracts/articleBody.ts builds the body's schema from them.
 */
import { plainTextOf, type TextLike } from './articleBasics';
import { MAX_ROW_ID } from './rules';

export const ARTICLE_TITLE_MAX_LENGTH = 150;
/** The characters of an article's text (every span together). */
export const ARTICLE_TEXT_MAX_LENGTH = 50_000;
/** The blocks of one body: generous for 50,000 characters, and a bound on the work of checking one. */
export const ARTICLE_BLOCKS_MAX = 2_000;
export const ARTICLE_EXCERPT_LENGTH = 220;
export const ARTICLES_PAGE_SIZE = 20;
export const ARTICLE_SEARCH_MAX_LENGTH = 100;
/** Topics a member may choose for an article, from those offered on the list. */
export const ARTICLE_TOPICS_MAX = 3;
export const IMAGE_ALT_MAX = 200;
export const LINK_MAX_LENGTH = 2_000;
/** An article's request: its JSON is several times its text (keys, marks, blocks), above the API's usual 64 KiB. */
export const ARTICLE_REQUEST_MAX_BYTES = 512 * 1024;
/** How many targets one batch summary may name (a page of the list, with room). */
export const SUMMARY_TARGETS_MAX = 50;

/** The toolbar's marks, stored as Portable Text decorators. */
export const ARTICLE_DECORATORS = ['strong', 'em', 'underline', 'strike-through', 'sub', 'sup'] as const;
export type ArticleDecorator = (typeof ARTICLE_DECORATORS)[number];
export const ARTICLE_STYLES = ['normal', 'h2', 'h3', 'blockquote'] as const;
export const ARTICLE_LISTS = ['bullet', 'number'] as const;
export const ARTICLE_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
/** The font select's three faces, self-hosted. */
export const ARTICLE_FONTS = [
  { value: 'roboto', label: 'Roboto Simple Regular' },
  { value: 'poppins', label: 'Poppins' },
  { value: 'sora', label: 'Sora' },
] as const;
export const ARTICLE_FONT_VALUES = ARTICLE_FONTS.map((font) => font.value);
export const ARTICLE_SIZES = [12, 14, 16, 18] as const;
export const ARTICLE_LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;
/** Hosts whose video pages an article may show as an embed. */
export const ARTICLE_VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'youtu.be', 'm.youtube.com', 'player.vimeo.com', 'vimeo.com'] as const;
/** Where members' uploaded pictures are served; an article's picture must be the author's own upload. */
export const MEMBER_UPLOAD_PREFIX = '/images/uploads/members/';

/** Reading speed for the read time. */
export const WORDS_PER_MINUTE = 200;

export { ARTICLE_FILTERS, type ArticleFilter } from './articleBasics';
/** "Latest" is what was published in this many days. */
export const LATEST_DAYS = 30;

/** The interaction target types of the two kinds of article (never renamed: interaction rows store them). */
export const STAFF_ARTICLE_TARGET = 'article';
export const MEMBER_ARTICLE_TARGET = 'member-article';

export const isSafeHref = (href: string) => {
  try {
    const url = new URL(href);
    return (ARTICLE_LINK_SCHEMES as readonly string[]).includes(url.protocol);
  } catch {
    return false;
  }
};

/** A YouTube or Vimeo address as the embeddable player's address, or null when it is neither. */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !(ARTICLE_VIDEO_HOSTS as readonly string[]).includes(url.hostname)) return null;
  const youtubeId = url.hostname === 'youtu.be' ? url.pathname.slice(1) : url.pathname === '/watch' ? url.searchParams.get('v') : /^\/embed\/([\w-]+)$/.exec(url.pathname)?.[1];
  if (url.hostname.includes('youtu')) return youtubeId && /^[\w-]{6,20}$/.test(youtubeId) ? `https://www.youtube-nocookie.com/embed/${youtubeId}` : null;
  const vimeoId = /^\/(?:video\/)?(\d{4,12})$/.exec(url.pathname)?.[1];
  return vimeoId ? `https://player.vimeo.com/video/${vimeoId}` : null;
}

export { plainTextOf } from './articleBasics';

export const textLengthOf = (body: readonly TextLike[] | null | undefined) => plainTextOf(body).replace(/\n/g, '').length;

/** Minutes to read, at least one: words of any script (Devanagari included) by the reading speed. */
export function readMinutesOf(text: string): number {
  const words = text.match(/[\p{L}\p{N}\p{M}]+/gu)?.length ?? 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The first words of the text, cut at a word. */
export function excerptOf(text: string, max = ARTICLE_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/**
 * A card's excerpt of a body: its paragraphs' first words, headings left out (a heading read into
 * the sentence after it makes one run-on line); a body of headings only gives those.
 */
export function bodyExcerptOf(body: readonly (TextLike & { style?: string })[] | null | undefined): string {
  const prose = (body ?? []).filter((block) => !/^h\d$/.test(block.style ?? ''));
  return excerptOf(plainTextOf(prose) || plainTextOf(body));
}

/** A member's article's address: its title's words and its number (`the-quiet-mind-m12`), so a title change keeps old links working. */
export function memberArticleSlug(title: string, id: number | string): string {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'article'}-m${id}`;
}

/** The number in a member's article's address, or null when it is not one. */
export function memberArticleIdOf(slug: string): number | null {
  const match = /-m([1-9]\d{0,9})$/.exec(slug);
  // Beyond an integer key's range it names no article (and must not reach the database).
  return match && Number(match[1]) <= MAX_ROW_ID ? Number(match[1]) : null;
}
