import { UsersIcon } from '@sanity/icons/Users';
import { defineField, defineType } from 'sanity';
import { imageField, slugField } from '../lib/fields';
import { orderField } from '../lib/order';

/** A community group (SPEC §3 Tribe), listed under My Tribes on the social feed. */
export const tribe = defineType({
  name: 'tribe',
  title: 'Tribe',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (r) => r.required().max(60) }),
    slugField('name'),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2, validation: (r) => r.max(240) }),
    imageField('image', 'Picture'),
    defineField({ name: 'members', title: 'Total members', type: 'number', validation: (r) => r.required().integer().min(1) }),
    defineField({
      name: 'lastActive',
      title: 'Last active',
      type: 'string',
      description: 'Shown as written, e.g. "Last active 2 hours ago".',
      validation: (r) => r.required().max(40),
    }),
    orderField(),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', members: 'members', media: 'image' },
    prepare: ({ title, members, media }) => ({ title, subtitle: `${members ?? 0} members`, media }),
  },
});
