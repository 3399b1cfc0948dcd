import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, richTextField, slugField } from '../lib/fields';

/** An Insights article: the card on the list and the reading page. */
export const article = defineType({
  name: 'article',
  title: 'Article',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'meta', title: 'Card & counts' },
    { name: 'comments', title: 'Comments' },
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
    defineField({ name: 'readMinutes', title: 'Read time (minutes)', type: 'number', group: 'meta', validation: (r) => r.required().integer().min(1).max(120) }),
    defineField({ name: 'likes', title: 'Likes', type: 'number', group: 'meta', validation: (r) => r.required().integer().min(0) }),
    defineField({ name: 'commentCount', title: 'Comments', type: 'number', group: 'meta', validation: (r) => r.required().integer().min(0) }),
    defineField({ name: 'forwards', title: 'Forwards', type: 'number', group: 'meta', validation: (r) => r.required().integer().min(0) }),
    defineField({ name: 'saved', title: 'Shown as saved', type: 'boolean', group: 'meta', initialValue: false }),
    defineField({ name: 'featured', title: 'Featured (opens on the reading page)', type: 'boolean', group: 'meta', initialValue: false }),
    defineField({
      name: 'comments',
      title: 'Sample comments',
      type: 'array',
      group: 'comments',
      of: [defineArrayMember({ type: 'sampleComment' })],
    }),
  ],
  orderings: [{ title: 'Newest', name: 'publishedDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'author.name', media: 'image' } },
});
