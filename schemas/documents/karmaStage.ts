import { TrendUpwardIcon } from '@sanity/icons/TrendUpward';
import { defineField, defineType } from 'sanity';
import { byOrder, orderField } from '../lib/order';

/** One of the five growth stages of the karma-based reward system. */
export const karmaStage = defineType({
  name: 'karmaStage',
  title: 'Growth stage',
  type: 'document',
  icon: TrendUpwardIcon,
  fields: [
    defineField({ name: 'name', title: 'Sanskrit name', type: 'string', validation: (rule) => rule.required().max(30) }),
    defineField({ name: 'meaning', title: 'Meaning', type: 'string', description: 'e.g. "Seeker".', validation: (rule) => rule.required().max(40) }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({
      name: 'karmicPoints',
      title: 'Karmic Points to reach this stage',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'minDistinctMembers',
      title: 'Distinct members needed',
      type: 'number',
      description: 'How many different members must have given Karmic Points before this stage is reached, so that a few friends cannot lift anyone.',
      validation: (rule) => rule.required().integer().min(0).max(100000),
    }),
    orderField(),
  ],
  orderings: byOrder,
  preview: {
    select: { title: 'name', meaning: 'meaning', points: 'karmicPoints' },
    prepare: ({ title, meaning, points }) => ({ title, subtitle: `${meaning ?? ''} · from ${points ?? 0} Karmic Points` }),
  },
});
