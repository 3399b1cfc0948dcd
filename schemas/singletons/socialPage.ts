import { UsersIcon } from '@sanity/icons/Users';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';
import { labelField, referenceList, SOCIAL_SHORTCUTS } from '../lib/social';

/**
 * The social feed (/jnanam-social) around its posts: sidebar, stories strip, create-post bar,
 * shortcuts, My Followers, My Tribes and the event card; and which sample profile is "the member".
 * The posts themselves are the Feed post documents, newest first.
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
  ],
  fields: [
    defineField({
      name: 'member',
      title: 'Signed-in member',
      type: 'reference',
      to: [{ type: 'memberProfile' }],
      group: 'feed',
      description: 'The sample profile shown on /personal-profile and in the create-post bar.',
      validation: (r) => r.required(),
    }),
    labelField('addStoryLabel', 'Add-story label', 30, { group: 'feed' }),
    defineField({
      name: 'stories',
      title: 'Stories',
      type: 'array',
      group: 'feed',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'story',
          title: 'Story',
          fields: [
            defineField({ name: 'person', title: 'Whose story', type: 'reference', to: [{ type: 'person' }], validation: (r) => r.required() }),
            imageField('image', 'Story picture'),
            defineField({ name: 'postedAt', title: 'Posted', type: 'datetime', validation: (r) => r.required() }),
          ],
          preview: { select: { title: 'person.name', media: 'image' } },
        }),
      ],
      validation: (r) => r.required().min(1).max(12),
    }),
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
    referenceList('followers', 'My Followers', 'person', { group: 'panels', min: 1, max: 6, description: 'Shown with their badges.' }),
    labelField('moreLabel', 'More link', 20, { group: 'panels' }),
    labelField('tribesHeading', 'Tribes heading', 40, { group: 'panels' }),
    referenceList('tribes', 'My Tribes', 'tribe', { group: 'panels', min: 1, max: 6 }),
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
    labelField('copyright', 'Copyright line', 100, { group: 'sidebar' }),
    labelField('logoutLabel', 'Log-out button', 20, { group: 'sidebar' }),
  ],
  preview: { prepare: () => ({ title: 'Social feed page' }) },
});
