import { UsersIcon } from '@sanity/icons/Users';
import { defineField, defineType } from 'sanity';
import { byOrder, orderField } from '../lib/order';

/** An open position for collaborators, with an Apply button. */
export const collaboratorPosition = defineType({
  name: 'collaboratorPosition',
  title: 'Open position',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({ name: 'roleTitle', title: 'Role title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 4, validation: (rule) => rule.required().max(500) }),
    defineField({
      name: 'commitment',
      title: 'Commitment',
      type: 'string',
      description: 'e.g. "Remote · 6 hours a week".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'topics',
      title: 'Topics',
      type: 'array',
      description: 'Used by the topic search and the popular-topic filters.',
      of: [{ type: 'reference', to: [{ type: 'topic' }] }],
      validation: (rule) => rule.required().min(1).max(5).unique(),
    }),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: 'roleTitle', subtitle: 'commitment' } },
});
