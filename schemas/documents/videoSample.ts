import { VideoIcon } from '@sanity/icons/Video';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, slugField, videoField } from '../lib/fields';
import { orderField } from '../lib/order';

/**
 * A sample video of the video-preview screen: its banner and detail view,
 * the live-session and weekly-trending cards, and the preview cards linked from feed posts. Its
 * rating, likes, forwards and views are members' interactions.
 */
export const videoSample = defineType({
  name: 'videoSample',
  title: 'Video sample',
  type: 'document',
  icon: VideoIcon,
  groups: [{ name: 'content', title: 'Content', default: true }],
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'content', validation: (r) => r.required().max(120) }),
    slugField('title', { group: 'content' }),
    defineField({
      name: 'category',
      title: 'Category label',
      type: 'string',
      group: 'content',
      description: 'The tag above the title, e.g. JNANAM ORIGINALS.',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'topics',
      title: 'Topics',
      type: 'array',
      group: 'content',
      description: 'The topic chips under which the card is listed.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'topic' }] })],
      validation: (r) => r.required().min(1).max(4).unique(),
    }),
    defineField({ name: 'channelName', title: 'Channel', type: 'string', group: 'content', validation: (r) => r.required().max(60) }),
    defineField({ name: 'channelVerified', title: 'Verified channel', type: 'boolean', group: 'content', initialValue: false }),
    imageField('thumbnail', 'Thumbnail (16:9)', { group: 'content' }),
    videoField({ group: 'content' }),
    defineField({
      name: 'premium',
      title: 'Premium',
      type: 'boolean',
      group: 'content',
      description: 'Only for members with a premium membership (the Originals Contents row of the plan table).',
      initialValue: false,
    }),
    defineField({
      name: 'live',
      title: 'Live session',
      type: 'boolean',
      group: 'content',
      description: 'Shows the LIVE mark on the card.',
      initialValue: false,
    }),
    defineField({
      name: 'duration',
      title: 'Duration (hh:mm:ss)',
      type: 'string',
      group: 'content',
      hidden: ({ document }) => Boolean(document?.live),
      validation: (r) => r.regex(/^\d{2}:[0-5]\d:[0-5]\d$/, { name: 'hh:mm:ss' }),
    }),
    defineField({ name: 'publishedAt', title: 'Date', type: 'date', group: 'content', validation: (r) => r.required() }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, group: 'content', validation: (r) => r.required().max(600) }),
    defineField({
      name: 'overview',
      title: 'Overview',
      type: 'text',
      rows: 5,
      group: 'content',
      description: 'The longer text of the banner’s overview.',
      validation: (r) => r.max(1200),
    }),
    orderField('content'),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', channel: 'channelName', live: 'live', media: 'thumbnail' },
    prepare: ({ title, channel, live, media }) => ({ title, subtitle: `${live ? 'LIVE · ' : ''}${channel ?? ''}`, media }),
  },
});
