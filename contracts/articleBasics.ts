/**
 * The few article facts the web pages need at first load (the list's filters, a body's plain words), apart
 * from the article rules (contracts/articleRules.ts, which re-exports them) so that those pages do not load the rules.
 */

/** The filter chips of the list. */
export const ARTICLE_FILTERS = ['all', 'latest', 'following', 'saved'] as const;
export type ArticleFilter = (typeof ARTICLE_FILTERS)[number];

export interface TextLike {
  _type: string;
  children?: readonly { text?: string }[];
}

/** The words of a body, block by block (headings, paragraphs and list items). */
export function plainTextOf(body: readonly TextLike[] | null | undefined): string {
  return (body ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
    .join('\n');
}
