import { PlayIcon } from '@sanity/icons/Play';
import { defineField, defineType } from 'sanity';

/**
 * The texts around the episodes of one page: the banner and the overview's label. The overview's
 * rating, likes, forwards and comments are the episode's own, from the API.
 */
const showcaseFields = [
  defineField({
    name: 'bannerLabel',
    title: 'Banner label',
    type: 'string',
    description: 'The small label above the newest episode, e.g. NEW EPISODE.',
    validation: (rule) => rule.required().max(40),
  }),
  defineField({
    name: 'teaser',
    title: 'Teaser',
    type: 'text',
    rows: 3,
    description: 'Shown in the banner before Read More; the episode’s own description follows it.',
    validation: (rule) => rule.required().max(400),
  }),
  defineField({
    name: 'sectionLabel',
    title: 'Overview section label',
    type: 'string',
    validation: (rule) => rule.required().max(40),
  }),
];

/**
 * The Stream (/jnanam-stream) and Dialogue (/jnanam-dialogue) pages. The episodes themselves come
 * from the /api/v1 episode service; this document holds the words around them.
 */
export const episodesPage = defineType({
  name: 'episodesPage',
  title: 'Stream and Dialogue pages',
  type: 'document',
  icon: PlayIcon,
  fields: [
    defineField({
      name: 'stream',
      title: 'Stream page',
      type: 'object',
      fields: showcaseFields,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'dialogue',
      title: 'Dialogue page',
      type: 'object',
      fields: showcaseFields,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Stream and Dialogue pages' }) },
});
