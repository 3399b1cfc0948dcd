import { defineField } from 'sanity';
import { richTextField } from './fields';
import { LABELS_GROUP, labelField } from './labels';

/** What the About/Why and Mission pages both have: banner, manifesto, calls to action, symbol, contact. */
export const manifestoFields = [
  defineField({ name: 'banner', title: 'Banner', type: 'pageBanner', group: 'top', validation: (rule) => rule.required() }),
  richTextField('manifesto', 'Manifesto', { group: 'top' }),
  defineField({
    name: 'callToAction',
    title: 'Join and donate',
    type: 'object',
    group: 'top',
    fields: [
      defineField({ name: 'joinLabel', title: 'Join button label', type: 'string', validation: (rule) => rule.required().max(30) }),
      defineField({ name: 'donateLabel', title: 'Donate button label', type: 'string', validation: (rule) => rule.required().max(30) }),
    ],
    validation: (rule) => rule.required(),
  }),
  defineField({ name: 'symbol', title: 'Symbol explanation', type: 'symbolExplanation', group: 'symbol', validation: (rule) => rule.required() }),
  defineField({ name: 'contact', title: 'Contact form', type: 'contactSection', group: 'contact', validation: (rule) => rule.required() }),
  defineField({
    name: 'labels',
    title: 'Buttons and labels',
    type: 'object',
    group: LABELS_GROUP.name,
    fields: [
      labelField('toggle', 'Name in the Mission / Why switch', {
        max: 20,
        description: 'This page’s name in the two-way switch at the top of the About / Why and Mission pages, e.g. "Why" or "Mission".',
      }),
    ],
    validation: (rule) => rule.required(),
  }),
];

export const manifestoGroups = [
  { name: 'top', title: 'Banner and manifesto', default: true },
  { name: 'symbol', title: 'Symbol' },
  { name: 'contact', title: 'Contact' },
  LABELS_GROUP,
];
