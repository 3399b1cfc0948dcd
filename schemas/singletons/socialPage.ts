import { UsersIcon } from '@sanity/icons/Users';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { labelField, SOCIAL_SHORTCUTS } from '../lib/social';

/**
 * The social feed (/jnanam-social) around its posts: labels and empty-state texts of the sidebar,
 * stories strip, create-post bar, shortcuts, My Followers and My Tribes, and which published
 * event the event card shows. Posts, stories, followers and tribes are members' data: the API
 * serves them from its database, never from the dataset.
 */
export const socialPage = defineType({
  name: 'socialPage',
  title: 'Social feed page',
  type: 'document',
  icon: UsersIcon,
  groups: [
    { name: 'feed', title: 'Feed', default: true },
    { name: 'panels', title: 'Side panels' },
    { name: 'sidebar', title: 'Left sidebar' },
    { name: 'helpDesk', title: 'Help Desk' },
  ],
  fields: [
    labelField('addStoryLabel', 'Add-story label', 30, { group: 'feed' }),
    labelField('emptyFeedText', 'Text when the feed is empty', 160, { group: 'feed' }),
    defineField({
      name: 'createPost',
      title: 'Create-post bar',
      type: 'object',
      group: 'feed',
      fields: [
        labelField('placeholder', 'Input placeholder'),
        labelField('addLabel', 'Add button', 20),
        defineField({
          name: 'mediaButtons',
          title: 'Media buttons',
          type: 'array',
          of: [defineArrayMember({ type: 'string', validation: (r) => r.max(20) })],
          validation: (r) => r.required().length(4).unique(),
        }),
      ],
      validation: (r) => r.required(),
    }),
    labelField('commentPlaceholder', 'Comment box placeholder', 60, { group: 'feed' }),
    labelField('commentSortLabel', 'Comment sort label', 30, { group: 'feed', description: 'e.g. Most Relevant.' }),
    labelField('searchPlaceholder', 'Search box placeholder', 40, { group: 'panels' }),
    defineField({
      name: 'shortcuts',
      title: 'Shortcuts',
      type: 'array',
      group: 'panels',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'shortcut',
          fields: [
            labelField('label', 'Label', 30),
            defineField({ name: 'kind', title: 'Opens', type: 'string', options: { list: SOCIAL_SHORTCUTS }, validation: (r) => r.required() }),
          ],
          preview: { select: { title: 'label', subtitle: 'kind' } },
        }),
      ],
      validation: (r) => r.required().min(1).max(6),
    }),
    labelField('followersHeading', 'Followers heading', 40, { group: 'panels' }),
    labelField('noFollowersText', 'Text when the member has no followers', 160, { group: 'panels' }),
    labelField('moreLabel', 'More link', 20, { group: 'panels' }),
    labelField('tribesHeading', 'Tribes heading', 40, { group: 'panels' }),
    labelField('noTribesText', 'Text when the member is in no tribe', 160, { group: 'panels' }),
    defineField({ name: 'event', title: 'Event card', type: 'reference', to: [{ type: 'communityEvent' }], group: 'panels', validation: (r) => r.required() }),
    labelField('joinLabel', 'Event button', 20, { group: 'panels' }),
    defineField({
      name: 'sidebarLinks',
      title: 'Sidebar links',
      type: 'array',
      group: 'sidebar',
      of: [defineArrayMember({ type: 'link' })],
      validation: (r) => r.required().min(1).max(8),
    }),
    labelField('logoutLabel', 'Log-out button', 20, { group: 'sidebar' }),
    defineField({
      name: 'helpDesk',
      title: 'Help Desk',
      description: 'Opened by a sidebar link whose address is #help-desk: the questions members ask most, then the contact form.',
      type: 'object',
      group: 'helpDesk',
      validation: (r) => r.required(),
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (r) => r.required().max(60) }),
        defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2, validation: (r) => r.max(300) }),
        defineField({
          name: 'questions',
          title: 'Questions and answers',
          type: 'array',
          validation: (r) => r.required().min(1).max(20),
          of: [
            defineArrayMember({
              type: 'object',
              name: 'helpQuestion',
              fields: [
                defineField({ name: 'question', title: 'Question', type: 'string', validation: (r) => r.required().max(160) }),
                defineField({ name: 'answer', title: 'Answer', type: 'text', rows: 4, validation: (r) => r.required().max(1500) }),
              ],
              preview: { select: { title: 'question' } },
            }),
          ],
        }),
        defineField({ name: 'contact', title: 'Contact form', type: 'contactSection', validation: (r) => r.required() }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Social feed page' }) },
});
