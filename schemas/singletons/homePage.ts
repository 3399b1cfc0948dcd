import { HomeIcon } from '@sanity/icons/Home';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, richTextField } from '../lib/fields';

/** The landing page (/): every text, card and picture on it. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Landing page',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'hero', title: 'Top', default: true },
    { name: 'search', title: 'AI search and intro' },
    { name: 'institute', title: 'Institute' },
    { name: 'more', title: 'Carousels, think tank, welcome' },
  ],
  fields: [
    defineField({
      name: 'hero',
      title: 'Top of the page',
      type: 'object',
      group: 'hero',
      fields: [
        defineField({ name: 'tagline', title: 'Tagline', type: 'string', validation: (rule) => rule.required().max(60) }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
        defineField({ name: 'signUpLabel', title: 'Sign-up button label', type: 'string', validation: (rule) => rule.required().max(30) }),
        defineField({ name: 'downloadAppLabel', title: 'Download-app button label', type: 'string', validation: (rule) => rule.required().max(30) }),
        defineField({
          name: 'downloadAppNote',
          title: 'Download-app note',
          type: 'string',
          description: 'Shown when the button is pressed: say plainly when the app will come.',
          validation: (rule) => rule.required().max(200),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'collage',
      title: 'One platform for everyone',
      type: 'object',
      group: 'hero',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
        imageField('image', 'Collage'),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'aiSearch',
      title: 'Search with the AI',
      type: 'object',
      group: 'search',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(60) }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
        defineField({ name: 'placeholder', title: 'Input placeholder', type: 'string', validation: (rule) => rule.required().max(60) }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'object',
      group: 'search',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        richTextField('body', 'Text'),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'institute',
      title: 'Institute section',
      type: 'object',
      group: 'institute',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'text', title: 'Introduction', type: 'text', rows: 3, validation: (rule) => rule.required().max(500) }),
        defineField({
          name: 'aiTools',
          title: 'AI tool buttons',
          type: 'array',
          of: [defineArrayMember({ type: 'pageAction' })],
          validation: (rule) => rule.required().min(1).max(8),
        }),
        defineField({
          name: 'missionCards',
          title: 'Mission cards',
          type: 'array',
          of: [{ type: 'reference', to: [{ type: 'missionCard' }] }],
          validation: (rule) => rule.required().min(1).max(9).unique(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'carousels',
      title: 'Image carousels',
      type: 'array',
      group: 'more',
      of: [{ type: 'reference', to: [{ type: 'carousel' }] }],
      validation: (rule) => rule.max(5).unique(),
    }),
    defineField({
      name: 'thinkTank',
      title: 'Think tank',
      type: 'object',
      group: 'more',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
        defineField({
          name: 'members',
          title: 'Members shown',
          type: 'array',
          of: [{ type: 'reference', to: [{ type: 'person' }], options: { filter: '"thinkTank" in kinds' } }],
          validation: (rule) => rule.required().min(1).max(6).unique(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'welcome', title: 'Welcome banner', type: 'pageBanner', group: 'more', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Landing page' }) },
});
