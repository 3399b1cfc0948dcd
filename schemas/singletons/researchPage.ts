import { BookIcon } from '@sanity/icons/Book';
import { defineField, defineType } from 'sanity';
import { richTextField } from '../lib/fields';
import { LABELS_GROUP, labelField } from '../lib/labels';

const section = (name: string, title: string, group: string) =>
  defineField({ name, title, type: 'sectionIntro', group, validation: (rule) => rule.required() });

const refList = (name: string, title: string, group: string, type: string, options?: { filter: string }) =>
  defineField({
    name,
    title,
    type: 'array',
    group,
    of: [{ type: 'reference', to: [{ type }], ...(options ? { options } : {}) }],
    validation: (rule) => rule.required().min(1).unique(),
  });

/** The institute of Vedic research (/vedic-research). */
export const researchPage = defineType({
  name: 'researchPage',
  title: 'Vedic Research page',
  type: 'document',
  icon: BookIcon,
  groups: [
    { name: 'top', title: 'Banner and intro', default: true },
    { name: 'areas', title: 'Research areas' },
    { name: 'people', title: 'Stories, partners, think tank' },
    { name: 'contact', title: 'Contact' },
    LABELS_GROUP,
  ],
  fields: [
    defineField({ name: 'banner', title: 'Banner', type: 'pageBanner', group: 'top', validation: (rule) => rule.required() }),
    defineField({
      name: 'intro',
      title: 'Institute introduction',
      type: 'object',
      group: 'top',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        richTextField('body', 'Text'),
      ],
      validation: (rule) => rule.required(),
    }),
    section('askAi', 'Ask AI section', 'top'),
    section('areasIntro', 'Research areas section', 'areas'),
    refList('areas', 'Research areas', 'areas', 'researchArea'),
    section('storiesIntro', 'Success stories section', 'people'),
    refList('stories', 'Success stories', 'people', 'successStory'),
    section('partnersIntro', 'Partners section', 'people'),
    refList('partners', 'Partners', 'people', 'partner'),
    section('thinkTankIntro', 'Think tank section', 'people'),
    refList('thinkTank', 'Think-tank members', 'people', 'person', { filter: '"thinkTank" in kinds' }),
    defineField({ name: 'contact', title: 'Contact form', type: 'contactSection', group: 'contact', validation: (rule) => rule.required() }),
    defineField({
      name: 'labels',
      title: 'Buttons and labels',
      type: 'object',
      group: LABELS_GROUP.name,
      fields: [
        labelField('toggle', 'Name in the Research / Projects switch', {
          max: 20,
          description: 'This page’s name in the two-way switch at the top of Vedic Research and Research Projects, e.g. "Research".',
        }),
        labelField('askAiInput', 'Name of the Ask AI question box', { max: 60, description: 'Read out by screen readers and shown inside the empty box.' }),
        labelField('join', 'Research area: join button', { max: 20, description: 'Takes the visitor to sign up.' }),
        labelField('knowMore', 'Research area: button that opens its details', { max: 20 }),
        labelField('showLess', 'Research area: button that closes its details', { max: 20 }),
        labelField('viewMore', 'Button that shows every research area', { max: 20 }),
        labelField('viewLess', 'Button that shows the first areas only', { max: 20 }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Vedic Research page' }) },
});
