import { PlayIcon } from '@sanity/icons/Play';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, slugField, videoField } from '../lib/fields';

export const ACADEMY_STATUSES = [
  { title: 'Published', value: 'published' },
  { title: 'Draft', value: 'draft' },
];

/** An Academy course item: published, or a draft the trust has not released. Ratings, reactions and trending come from members' interactions. */
export const academyItem = defineType({
  name: 'academyItem',
  title: 'Academy item',
  type: 'document',
  icon: PlayIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(100) }),
    slugField('title'),
    defineField({ name: 'description', title: 'Short description', type: 'text', rows: 2, validation: (r) => r.required().max(240) }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: { list: ACADEMY_STATUSES, layout: 'radio', direction: 'horizontal' },
      initialValue: 'draft',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'duration',
      title: 'Duration (hh:mm:ss)',
      type: 'string',
      validation: (r) => r.required().regex(/^\d{2}:[0-5]\d:[0-5]\d$/, { name: 'hh:mm:ss' }),
    }),
    defineField({ name: 'coins', title: 'Coin value', type: 'number', validation: (r) => r.required().integer().min(0).max(1000) }),
    imageField('thumbnail', 'Thumbnail'),
    videoField(),
    defineField({ name: 'author', title: 'Teacher', type: 'reference', to: [{ type: 'person' }], validation: (r) => r.required() }),
    defineField({
      name: 'premium',
      title: 'Premium',
      type: 'boolean',
      description: 'Only for members with a premium membership (the Gurukul Access row of the plan table).',
      initialValue: false,
    }),
    defineField({
      name: 'topics',
      title: 'Topics',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'topic' }] })],
      validation: (r) => r.unique(),
    }),
    defineField({ name: 'publishedAt', title: 'Published', type: 'datetime', hidden: ({ document }) => document?.status !== 'published' }),
  ],
  preview: {
    select: { title: 'title', status: 'status', duration: 'duration', media: 'thumbnail' },
    prepare: ({ title, status, duration, media }) => ({ title, subtitle: `${status === 'published' ? 'Published' : 'Draft'} · ${duration ?? ''}`, media }),
  },
});
