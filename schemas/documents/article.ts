import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, richTextField, slugField } from '../lib/fields';

/** An Insights article: the card on the list and the reading page. Its likes, comments and shares are members' interactions, kept in the database. */
export const article = defineType({
  name: 'article',
  title: 'Article',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'meta', title: 'Card' },
  ],
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'content', validation: (r) => r.required().max(120) }),
    slugField('title', { group: 'content' }),
    defineField({ name: 'subtitle', title: 'Subtitle', type: 'string', group: 'content', validation: (r) => r.required().max(160) }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'The two or three lines shown on the article card.',
      validation: (r) => r.required().max(300),
    }),
    defineField({ name: 'author', title: 'Author', type: 'reference', to: [{ type: 'person' }], group: 'content', validation: (r) => r.required() }),
    defineField({ name: 'publishedAt', title: 'Published', type: 'datetime', group: 'content', validation: (r) => r.required() }),
    imageField('image', 'Picture', { group: 'content' }),
    richTextField('body', 'Body', { group: 'content' }),
    defineField({
      name: 'topics',
      title: 'Topics',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'topic' }] })],
      validation: (r) => r.required().min(1).max(6).unique(),
    }),
    defineField({ name: 'featured', title: 'Featured (opens on the reading page)', type: 'boolean', group: 'meta', initialValue: false }),
  ],
  orderings: [{ title: 'Newest', name: 'publishedDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'author.name', media: 'image' } },
});
