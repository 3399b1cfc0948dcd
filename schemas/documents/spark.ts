import { BoltIcon } from '@sanity/icons/Bolt';
import { defineField, defineType } from 'sanity';
import { imageField, slugField, videoField } from '../lib/fields';
import { orderField } from '../lib/order';

export const SPARK_SHELVES = [
  { title: 'Latest sparks', value: 'latest' },
  { title: 'Science in rituals', value: 'scienceInRituals' },
];

/** A short reel shown on the Sparks page's sliders. */
export const spark = defineType({
  name: 'spark',
  title: 'Spark',
  type: 'document',
  icon: BoltIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(80) }),
    slugField('title'),
    defineField({
      name: 'shelf',
      title: 'Slider',
      type: 'string',
      options: { list: SPARK_SHELVES, layout: 'radio' },
      validation: (r) => r.required(),
    }),
    imageField('image', 'Poster (portrait)'),
    videoField({ description: 'Portrait (9:16).' }),
    defineField({ name: 'durationSeconds', title: 'Length (seconds)', type: 'number', validation: (r) => r.required().integer().min(1).max(180) }),
    orderField(),
  ],
  orderings: [{ title: 'Slider, then order', name: 'shelfOrder', by: [{ field: 'shelf', direction: 'asc' }, { field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'shelf', media: 'image' } },
});
