import { UserIcon } from '@sanity/icons/User';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';
import { PERSON_BADGES } from './person';

/**
 * A sample member profile (SPEC §3 Profile): the personal-profile screen and its Edit Profile
 * form. The social page says which profile is shown as the signed-in member.
 */
export const memberProfile = defineType({
  name: 'memberProfile',
  title: 'Member profile',
  type: 'document',
  icon: UserIcon,
  groups: [
    { name: 'profile', title: 'Profile', default: true },
    { name: 'contact', title: 'Contact & work' },
    { name: 'community', title: 'Community' },
  ],
  fields: [
    defineField({ name: 'firstName', title: 'First name', type: 'string', group: 'profile', validation: (r) => r.required().max(40) }),
    defineField({ name: 'lastName', title: 'Last name', type: 'string', group: 'profile', validation: (r) => r.required().max(40) }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      group: 'profile',
      options: { list: PERSON_BADGES, layout: 'dropdown' },
      initialValue: 'SAGE',
      validation: (r) => r.required(),
    }),
    defineField({ name: 'quote', title: 'Quote line', type: 'string', group: 'profile', description: 'Shown under the name.', validation: (r) => r.max(160) }),
    defineField({ name: 'bio', title: 'Bio', type: 'text', rows: 4, group: 'profile', validation: (r) => r.required().max(600) }),
    imageField('picture', 'Profile picture', { group: 'profile' }),
    imageField('cover', 'Cover image', { group: 'profile' }),
    defineField({ name: 'email', title: 'Email address', type: 'string', group: 'contact', validation: (r) => r.required().email() }),
    defineField({ name: 'emailPrivate', title: 'Make it private', type: 'boolean', group: 'contact', initialValue: false }),
    defineField({ name: 'profession', title: 'Profession', type: 'string', group: 'contact', validation: (r) => r.max(80) }),
    defineField({ name: 'institution', title: 'Company or institute', type: 'string', group: 'contact', validation: (r) => r.max(100) }),
    defineField({ name: 'friends', title: 'Friends', type: 'number', group: 'community', validation: (r) => r.required().integer().min(0) }),
    defineField({ name: 'followers', title: 'Followers', type: 'number', group: 'community', validation: (r) => r.required().integer().min(0) }),
    defineField({
      name: 'circle',
      title: 'My Circle',
      type: 'array',
      group: 'community',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'person' }] })],
      validation: (r) => r.max(12).unique(),
    }),
  ],
  preview: {
    select: { first: 'firstName', last: 'lastName', badge: 'badge', media: 'picture' },
    prepare: ({ first, last, badge, media }) => ({ title: [first, last].filter(Boolean).join(' '), subtitle: badge, media }),
  },
});
