import { CommentIcon } from '@sanity/icons/Comment';
import { defineArrayMember, defineField, defineType } from 'sanity';

export const COMMENT_STANCES = [
  { title: 'Agree', value: 'agree' },
  { title: 'Disagree', value: 'disagree' },
  { title: 'Neutral', value: 'neutral' },
];

const commonFields = [
  defineField({ name: 'author', title: 'Author', type: 'reference', to: [{ type: 'person' }], validation: (r) => r.required() }),
  defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (r) => r.required().max(1000) }),
  defineField({ name: 'postedAt', title: 'Posted', type: 'datetime', validation: (r) => r.required() }),
  defineField({ name: 'likes', title: 'Likes', type: 'number', validation: (r) => r.integer().min(0) }),
];

/** A sample comment shown under an article, post or video, with nested replies. */
export const sampleComment = defineType({
  name: 'sampleComment',
  title: 'Comment',
  type: 'object',
  icon: CommentIcon,
  fields: [
    ...commonFields,
    defineField({ name: 'stance', title: 'Stance', type: 'string', options: { list: COMMENT_STANCES, layout: 'radio' } }),
    defineField({
      name: 'replies',
      title: 'Replies',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'sampleReply',
          title: 'Reply',
          fields: commonFields,
          preview: { select: { title: 'text', subtitle: 'author.name' } },
        }),
      ],
    }),
  ],
  preview: { select: { title: 'text', subtitle: 'author.name' } },
});
