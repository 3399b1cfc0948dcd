import { TagIcon } from '@sanity/icons/Tag';
import { defineField, defineType } from 'sanity';
import { slugField } from '../lib/fields';

/** The lists a topic chip appears in. */
export const TOPIC_PLACES = [
  { title: 'Insights: Topics You May Like', value: 'insights' },
  { title: 'Academy: Topics You May Like', value: 'academy' },
  { title: 'Video: live sessions and trending chips', value: 'video' },
  { title: 'Research project tags', value: 'research' },
];

/** A named interest category: topic chips, article tags, project tags. */
export const topic = defineType({
  name: 'topic',
  title: 'Topic',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(40) }),
    slugField('title'),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2, validation: (r) => r.max(240) }),
    defineField({
      name: 'showIn',
      title: 'Show in',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: TOPIC_PLACES, layout: 'grid' },
      validation: (r) => r.unique(),
    }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Lower numbers come first in chip lists.',
      validation: (r) => r.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
