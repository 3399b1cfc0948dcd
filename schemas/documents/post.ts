import { ComposeIcon } from '@sanity/icons/Compose';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';
import { PERSON_BADGES } from './person';

/**
 * A sample post of the social feed (SPEC §3 Post): author, text, hashtags, a picture or a linked
 * video preview card, counters and the feed comments with their stances and replies.
 */
export const post = defineType({
  name: 'post',
  title: 'Feed post',
  type: 'document',
  icon: ComposeIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'counts', title: 'Counts' },
    { name: 'comments', title: 'Comments' },
  ],
  fields: [
    defineField({ name: 'author', title: 'Author', type: 'reference', to: [{ type: 'person' }], group: 'content', validation: (r) => r.required() }),
    defineField({
      name: 'badge',
      title: 'Badge beside the author',
      type: 'string',
      group: 'content',
      description: 'Leave empty to show the author’s own badge.',
      options: { list: PERSON_BADGES, layout: 'dropdown' },
    }),
    defineField({ name: 'postedAt', title: 'Posted', type: 'datetime', group: 'content', validation: (r) => r.required() }),
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'content', validation: (r) => r.required().max(120) }),
    defineField({ name: 'body', title: 'Text', type: 'text', rows: 5, group: 'content', validation: (r) => r.required().max(2000) }),
    defineField({
      name: 'hashtags',
      title: 'Hashtags',
      type: 'array',
      group: 'content',
      description: 'Without the #, e.g. BhagavadGita. Shown as one line under the text.',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (r) => r.regex(/^[\p{L}\p{N}_]{2,40}$/u, { name: 'a word of letters, digits or _ without #' }),
        }),
      ],
      options: { layout: 'tags' },
      validation: (r) => r.max(8).unique(),
    }),
    imageField('image', 'Picture', { group: 'content', required: false }),
    defineField({
      name: 'video',
      title: 'Linked video',
      type: 'reference',
      to: [{ type: 'videoSample' }],
      group: 'content',
      description: 'Shown as a preview card that opens the video page.',
    }),
    defineField({ name: 'likes', title: 'Likes', type: 'number', group: 'counts', validation: (r) => r.required().integer().min(0) }),
    defineField({
      name: 'reactionSummary',
      title: 'Reaction summary',
      type: 'string',
      group: 'counts',
      description: 'Shown instead of the like count when set, e.g. "You and 54 Others".',
      validation: (r) => r.max(40),
    }),
    defineField({ name: 'commentCount', title: 'Comments', type: 'number', group: 'counts', validation: (r) => r.required().integer().min(0) }),
    defineField({ name: 'forwards', title: 'Forwards', type: 'number', group: 'counts', validation: (r) => r.required().integer().min(0) }),
    defineField({
      name: 'comments',
      title: 'Feed comments',
      type: 'array',
      group: 'comments',
      description: 'The comments shown under the post, most relevant first; each may have a stance and replies.',
      of: [defineArrayMember({ type: 'sampleComment' })],
      validation: (r) =>
        r.custom((comments, context) => {
          const count = (context.document?.commentCount as number | undefined) ?? 0;
          return !comments || comments.length <= count ? true : 'More comments are shown than the comment count says';
        }),
    }),
  ],
  orderings: [{ title: 'Newest', name: 'postedDesc', by: [{ field: 'postedAt', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'author.name', media: 'image' } },
});
