import { TargetIcon } from '@sanity/icons/Target';
import { defineField, defineType } from 'sanity';
import { hexColorField } from '../lib/colors';
import { byOrder, orderField } from '../lib/order';

/** The drawings a mission card can carry; the site draws each one. */
export const MISSION_CARD_ICONS = [
  { title: 'Globe (world teacher)', value: 'globe' },
  { title: 'Network (digital)', value: 'network' },
  { title: 'Lamp (think tank)', value: 'lamp' },
  { title: 'Bridge', value: 'bridge' },
  { title: 'School (gurukula)', value: 'school' },
  { title: 'Spark (youth)', value: 'spark' },
  { title: 'Lotus', value: 'lotus' },
  { title: 'Book', value: 'book' },
];

/** One card of the institute's mission grid, in its own colours. */
export const missionCard = defineType({
  name: 'missionCard',
  title: 'Mission card',
  type: 'document',
  icon: TargetIcon,
  groups: [
    { name: 'text', title: 'Text', default: true },
    { name: 'look', title: 'Colours and icon' },
  ],
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'text', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'subtitle', title: 'Subtitle', type: 'string', group: 'text', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, group: 'text', validation: (rule) => rule.required().max(400) }),
    hexColorField('backgroundColor', 'Background colour', { group: 'look' }),
    hexColorField('titleColor', 'Title colour', { group: 'look', description: 'Keep a contrast of at least 4.5:1 with the background.' }),
    hexColorField('subtitleColor', 'Subtitle colour', { group: 'look' }),
    hexColorField('textColor', 'Text colour', { group: 'look' }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      group: 'look',
      options: { list: MISSION_CARD_ICONS, layout: 'dropdown' },
      validation: (rule) => rule.required(),
    }),
    orderField('text'),
  ],
  orderings: byOrder,
  preview: { select: { title: 'title', subtitle: 'subtitle' } },
});
