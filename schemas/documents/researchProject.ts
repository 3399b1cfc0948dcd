import { ProjectsIcon } from '@sanity/icons/Projects';
import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';
import { byOrder, orderField } from '../lib/order';

export const PROJECT_STATUSES = [
  { title: 'Upcoming', value: 'upcoming' },
  { title: 'Ongoing', value: 'ongoing' },
  { title: 'Complete', value: 'complete' },
];

/** A research project, listed under its status on /research-projects. */
export const researchProject = defineType({
  name: 'researchProject',
  title: 'Research project',
  type: 'document',
  icon: ProjectsIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 4, validation: (rule) => rule.required().max(600) }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: { list: PROJECT_STATUSES, layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'topics',
      title: 'Topic tags',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'topic' }] }],
      validation: (rule) => rule.required().min(1).max(5).unique(),
    }),
    imageField('image', 'Picture'),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: 'heading', subtitle: 'status', media: 'image' } },
});
