import { ProjectsIcon } from '@sanity/icons/Projects';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { LABELS_GROUP, labelField } from '../lib/labels';

const actions = (name: string, title: string, group: string, count: number) =>
  defineField({
    name,
    title,
    type: 'array',
    group,
    of: [defineArrayMember({ type: 'pageAction' })],
    validation: (rule) => rule.required().min(1).max(count),
  });

/** The research projects page (/research-projects). Projects and positions are listed from their own documents. */
export const researchProjectsPage = defineType({
  name: 'researchProjectsPage',
  title: 'Research Projects page',
  type: 'document',
  icon: ProjectsIcon,
  groups: [
    { name: 'projects', title: 'Projects', default: true },
    { name: 'join', title: 'Join and panel' },
    { name: 'positions', title: 'Open positions' },
    { name: 'contact', title: 'Contact' },
    LABELS_GROUP,
  ],
  fields: [
    defineField({ name: 'banner', title: 'Banner', type: 'pageBanner', group: 'projects', validation: (rule) => rule.required() }),
    defineField({
      name: 'statusHeadings',
      title: 'Project block headings',
      type: 'object',
      group: 'projects',
      fields: ['upcoming', 'ongoing', 'complete'].map((status) =>
        defineField({ name: status, title: status[0]!.toUpperCase() + status.slice(1), type: 'sectionIntro', validation: (rule) => rule.required() }),
      ),
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'joinIntro', title: 'Join the Movement section', type: 'sectionIntro', group: 'join', validation: (rule) => rule.required() }),
    actions('joinActions', 'Join the Movement buttons', 'join', 6),
    defineField({ name: 'panelIntro', title: 'User panel section', type: 'sectionIntro', group: 'join', validation: (rule) => rule.required() }),
    actions('panelChips', 'User panel category chips', 'join', 10),
    defineField({ name: 'positionsIntro', title: 'Open positions section', type: 'sectionIntro', group: 'positions', validation: (rule) => rule.required() }),
    defineField({
      name: 'popularTopics',
      title: 'Popular topics',
      type: 'array',
      group: 'positions',
      description: 'Filter chips above the role cards.',
      of: [{ type: 'reference', to: [{ type: 'topic' }] }],
      validation: (rule) => rule.required().min(1).max(10).unique(),
    }),
    defineField({
      name: 'applyNote',
      title: 'How to apply',
      type: 'string',
      group: 'positions',
      description: 'Shown under the role cards; Apply writes to the contact e-mail with the role as subject.',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({ name: 'contact', title: 'Contact form', type: 'contactSection', group: 'contact', validation: (rule) => rule.required() }),
    defineField({
      name: 'labels',
      title: 'Buttons and labels',
      type: 'object',
      group: LABELS_GROUP.name,
      fields: [
        labelField('toggle', 'Name in the Research / Projects switch', {
          max: 20,
          description: 'This page’s name in the two-way switch at the top of Vedic Research and Research Projects, e.g. "Projects".',
        }),
        labelField('seeMore', 'Project block: button that shows every project', { max: 20 }),
        labelField('seeLess', 'Project block: button that shows the first projects only', { max: 20 }),
        labelField('topicSearch', 'Open positions: topic search label', { max: 40 }),
        labelField('topicSearchPlaceholder', 'Open positions: hint inside the topic search', { max: 60 }),
        labelField('popularTopics', 'Open positions: label before the popular topics', { max: 40 }),
        labelField('positionsCount', 'Open positions: count of all roles', { max: 60, placeholders: ['count'], description: '{count} becomes the number of roles.' }),
        labelField('positionsMatchCount', 'Open positions: count of matching roles', {
          max: 80,
          placeholders: ['shown', 'count'],
          description: 'Shown while filtering: {shown} becomes how many roles match, {count} how many there are.',
        }),
        labelField('noPositionsMatch', 'Open positions: message when no role matches', { max: 200 }),
        labelField('apply', 'Apply button label', { max: 20 }),
        labelField('applySubject', 'Subject of the application e-mail', { max: 80, placeholders: ['role'], description: '{role} becomes the role’s title.' }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Research Projects page' }) },
});
