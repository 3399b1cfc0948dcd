import { UserIcon } from '@sanity/icons/User';
import { defineField, defineType } from 'sanity';
import { imageField, slugField } from '../lib/fields';

/** Community badges shown beside a name (SEEKER on reviews, SAGE on profiles, follower badges). */
export const PERSON_BADGES = [
  { title: 'Seeker', value: 'SEEKER' },
  { title: 'Practitioner', value: 'PRACTITIONER' },
  { title: 'Knower', value: 'KNOWER' },
  { title: 'Awakened', value: 'AWAKENED' },
  { title: 'Seer', value: 'SEER' },
  { title: 'Sage', value: 'SAGE' },
  { title: 'Scholar', value: 'SCHOLAR' },
  { title: 'Patron', value: 'PATRON' },
];

/** Where a person appears on the site; one person may appear in several places. */
export const PERSON_KINDS = [
  { title: 'Author (articles, books)', value: 'author' },
  { title: 'Think-tank member', value: 'thinkTank' },
  { title: 'Suggested to follow', value: 'toFollow' },
  { title: 'Top donor', value: 'topDonor' },
  { title: 'Reviewer / community member', value: 'member' },
];

/** A person: author, think-tank member, someone to follow, top donor or reviewer. */
export const person = defineType({
  name: 'person',
  title: 'Person',
  type: 'document',
  icon: UserIcon,
  groups: [
    { name: 'profile', title: 'Profile', default: true },
    { name: 'placement', title: 'Where shown' },
  ],
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', group: 'profile', validation: (r) => r.required().max(80) }),
    slugField('name', { group: 'profile' }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      group: 'profile',
      description: 'Shown under the name, e.g. "Professor of Sanskrit" or "Author".',
      validation: (r) => r.required().max(80),
    }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      group: 'profile',
      options: { list: PERSON_BADGES, layout: 'dropdown' },
    }),
    defineField({ name: 'profession', title: 'Profession', type: 'string', group: 'profile', validation: (r) => r.max(80) }),
    defineField({ name: 'institution', title: 'Company or institute', type: 'string', group: 'profile', validation: (r) => r.max(100) }),
    defineField({ name: 'bio', title: 'Short biography', type: 'text', rows: 4, group: 'profile', validation: (r) => r.required().max(800) }),
    imageField('portrait', 'Portrait', { group: 'profile' }),
    defineField({
      name: 'kinds',
      title: 'Shown as',
      type: 'array',
      group: 'placement',
      of: [{ type: 'string' }],
      options: { list: PERSON_KINDS, layout: 'grid' },
      validation: (r) => r.required().min(1).unique(),
    }),
    defineField({
      name: 'followers',
      title: 'Followers',
      type: 'number',
      group: 'placement',
      description: 'Shown on "You Can Follow" cards.',
      validation: (r) => r.integer().min(0),
    }),
    defineField({
      name: 'donationTotal',
      title: 'Total given (₹)',
      type: 'number',
      group: 'placement',
      description: 'Shown on top-donor cards only.',
      hidden: ({ document }) => !(document?.kinds as string[] | undefined)?.includes('topDonor'),
      validation: (r) => r.integer().min(0),
    }),
  ],
  orderings: [{ title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'role', media: 'portrait' } },
});
