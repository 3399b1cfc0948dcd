/**
 * A member's article body as Portable Text: the blocks the editor makes and nothing else. The
 * server parses every saved body with `parseArticleBody` (and then checks that the pictures are
 * the author's own uploads); the reading page's renderer applies the same rules to what it draws.
 */
import { z } from 'zod/mini';
import {
  ARTICLE_ALIGNMENTS,
  ARTICLE_BLOCKS_MAX,
  ARTICLE_DECORATORS,
  ARTICLE_FONT_VALUES,
  ARTICLE_LISTS,
  ARTICLE_SIZES,
  ARTICLE_STYLES,
  ARTICLE_TEXT_MAX_LENGTH,
  IMAGE_ALT_MAX,
  isSafeHref,
  LINK_MAX_LENGTH,
  MEMBER_UPLOAD_PREFIX,
  textLengthOf,
  videoEmbedUrl,
} from './articleRules';
import { typeable } from './fields';
import { ARTICLE_MESSAGES } from './messages/articles';

const messages = ARTICLE_MESSAGES;
const key = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** Text a person could type: control characters (other than tab and line breaks) are refused. */
const typed = z.string().check(typeable('Text'));

const span = z.object({ _type: z.literal('span'), _key: key, text: typed, marks: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(12))) });
const link = z.object({ _type: z.literal('link'), _key: key, href: typed.check(z.maxLength(LINK_MAX_LENGTH)) });

export const textBlock = z.object({
  _type: z.literal('block'),
  _key: key,
  style: z.optional(z.enum(ARTICLE_STYLES)),
  listItem: z.optional(z.enum(ARTICLE_LISTS)),
  level: z.optional(z.int().check(z.minimum(1), z.maximum(6))),
  markDefs: z.optional(z.array(link).check(z.maxLength(50))),
  children: z.array(span).check(z.minLength(1), z.maxLength(500)),
  align: z.optional(z.enum(ARTICLE_ALIGNMENTS)),
  font: z.optional(z.enum(ARTICLE_FONT_VALUES as [string, ...string[]])),
  size: z.optional(z.union(ARTICLE_SIZES.map((size) => z.literal(size)))),
});
export const imageBlock = z.object({
  _type: z.literal('image'),
  _key: key,
  src: typed.check(z.startsWith(MEMBER_UPLOAD_PREFIX), z.maxLength(300)),
  alt: z.optional(typed.check(z.maxLength(IMAGE_ALT_MAX))),
});
/** A YouTube or Vimeo page, or one of our episodes (`episode` is its id). */
export const videoBlock = z.object({
  _type: z.literal('video'),
  _key: key,
  url: z.optional(typed.check(z.maxLength(LINK_MAX_LENGTH))),
  episode: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,100}$/))),
});

export type ArticleTextBlock = z.infer<typeof textBlock>;
export type ArticleImageBlock = z.infer<typeof imageBlock>;
export type ArticleVideoBlock = z.infer<typeof videoBlock>;
export type ArticleBlock = ArticleTextBlock | ArticleImageBlock | ArticleVideoBlock;

export type ArticleBodyCheck = { ok: true; body: ArticleBlock[] } | { ok: false; message: string };

const SCHEMAS = { block: textBlock, image: imageBlock, video: videoBlock } as const;
const DECORATORS: readonly string[] = ARTICLE_DECORATORS;

/** Checks one text block's marks: decorators from the toolbar, or the key of one of its safe links. */
function marksProblem(block: ArticleTextBlock): string | null {
  const links = new Map((block.markDefs ?? []).map((def) => [def._key, def]));
  for (const def of links.values()) if (!isSafeHref(def.href)) return messages.unsafeLink;
  for (const child of block.children) {
    for (const mark of child.marks ?? []) if (!DECORATORS.includes(mark) && !links.has(mark)) return messages.unknownMark(mark.slice(0, 40));
  }
  return null;
}

/**
 * Parses a body as the editor makes it; the first problem comes back in words. Keys the editor
 * does not make are dropped; a block type, mark or link it does not make is refused.
 */
export function parseArticleBody(input: unknown): ArticleBodyCheck {
  if (!Array.isArray(input)) return { ok: false, message: messages.bodyInvalid };
  if (input.length > ARTICLE_BLOCKS_MAX) return { ok: false, message: messages.tooManyBlocks(ARTICLE_BLOCKS_MAX) };
  const body: ArticleBlock[] = [];
  for (const raw of input as unknown[]) {
    const type = typeof raw === 'object' && raw !== null ? (raw as { _type?: unknown })._type : undefined;
    if (typeof type !== 'string' || !(type in SCHEMAS)) return { ok: false, message: messages.unknownBlock(String(type ?? 'nothing').slice(0, 40)) };
    const parsed = SCHEMAS[type as keyof typeof SCHEMAS].safeParse(raw);
    if (!parsed.success) {
      if (type === 'image') return { ok: false, message: messages.imageNotYours };
      return { ok: false, message: messages.bodyInvalid };
    }
    const block = parsed.data;
    if (block._type === 'block') {
      const problem = marksProblem(block);
      if (problem) return { ok: false, message: problem };
    }
    if (block._type === 'video' && !(block.episode ? !block.url : block.url && videoEmbedUrl(block.url))) {
      return { ok: false, message: messages.videoNotAllowed };
    }
    body.push(block);
  }
  if (textLengthOf(body) > ARTICLE_TEXT_MAX_LENGTH) return { ok: false, message: messages.textTooLong(ARTICLE_TEXT_MAX_LENGTH) };
  return { ok: true, body };
}

/** The uploaded pictures a body shows (their file names under the members' upload prefix). */
export const uploadedImagesOf = (body: readonly ArticleBlock[]) =>
  body.flatMap((block) => (block._type === 'image' ? [block.src.slice(MEMBER_UPLOAD_PREFIX.length).split('?')[0]!] : []));
