import { defineSchema } from '@portabletext/editor';
import { ARTICLE_DECORATORS, ARTICLE_LISTS, ARTICLE_STYLES } from '@contracts/articleRules';

/** The editor's schema: exactly what contracts/articleBody.ts accepts (marks as decorators; alignment, font and size as block fields). */
export const articleSchema = defineSchema({
  block: { fields: [{ name: 'align', type: 'string' }, { name: 'font', type: 'string' }, { name: 'size', type: 'number' }] },
  decorators: ARTICLE_DECORATORS.map((name) => ({ name })),
  styles: ARTICLE_STYLES.map((name) => ({ name })),
  lists: ARTICLE_LISTS.map((name) => ({ name })),
  annotations: [{ name: 'link', fields: [{ name: 'href', type: 'string' }] }],
  blockObjects: [
    { name: 'image', fields: [{ name: 'src', type: 'string' }, { name: 'alt', type: 'string' }] },
    { name: 'video', fields: [{ name: 'url', type: 'string' }, { name: 'episode', type: 'string' }] },
  ],
  inlineObjects: [],
});
