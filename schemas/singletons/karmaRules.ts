import { StarIcon } from '@sanity/icons/Star';
import { defineField, defineType } from 'sanity';

const cap = defineField({
  name: 'dailyCap',
  title: 'Daily cap',
  type: 'number',
  description: 'The most points of this kind a member gains in one calendar day (India time). Leave empty for no cap.',
  validation: (rule) => rule.integer().min(0).max(100000),
});

const event = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'object',
    description,
    options: { columns: 2 },
    fields: [
      defineField({ name: 'points', title: 'Points', type: 'number', validation: (rule) => rule.required().integer().min(0).max(10000) }),
      cap,
    ],
  });

/**
 * How members earn Karmic Points. A change applies from the moment it is published: every ledger
 * entry records the revision of this document that gave it, and past entries keep their points.
 */
export const karmaRules = defineType({
  name: 'karmaRules',
  title: 'Karmic Points rules',
  type: 'document',
  icon: StarIcon,
  fields: [
    event('commentLiked', 'A like on your comment or reply', 'Given by another member; nothing for liking your own.'),
    event('postLiked', 'A like on your post', 'Given by another member.'),
    event('articleLiked', 'A like on your article', 'Given by another member.'),
    event('reviewLiked', 'A like on your review', 'Given by another member.'),
    event('commentReceived', 'A comment on your post, article or review', 'Once per member and item, however many comments they write.'),
    event('replyLikedByAuthor', 'Your reply liked by the item’s author', 'In addition to the like itself.'),
    event('articlePublished', 'Your article published', 'Once per article; taken back when a moderator hides it.'),
    defineField({
      name: 'courseItemCompleted',
      title: 'A course item completed',
      type: 'object',
      description: 'Gives the item’s coin value, once per member and item.',
      fields: [cap],
    }),
  ],
  preview: { prepare: () => ({ title: 'Karmic Points rules' }) },
});
