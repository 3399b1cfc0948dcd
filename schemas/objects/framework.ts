import { OlistIcon } from '@sanity/icons/Olist';
import { defineArrayMember, defineField, defineType } from 'sanity';

/** An acronym framework such as RISE or IGNITE: one step per letter. */
export const framework = defineType({
  name: 'framework',
  title: 'Framework',
  type: 'object',
  icon: OlistIcon,
  fields: [
    defineField({ name: 'acronym', title: 'Acronym', type: 'string', validation: (rule) => rule.required().max(12).uppercase() }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'steps',
      title: 'Steps (one per letter)',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'frameworkStep',
          fields: [
            defineField({ name: 'word', title: 'Word', type: 'string', validation: (rule) => rule.required().max(30) }),
            defineField({ name: 'description', title: 'Description', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
          ],
          preview: { select: { title: 'word', subtitle: 'description' } },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((steps, context) => {
            const acronym = (context.parent as { acronym?: string } | undefined)?.acronym ?? '';
            const initials = ((steps ?? []) as { word?: string }[]).map((s) => (s.word ?? '').charAt(0).toUpperCase()).join('');
            return !acronym || initials === acronym ? true : `The steps' first letters spell "${initials}", not "${acronym}".`;
          }),
    }),
  ],
  preview: { select: { title: 'acronym', subtitle: 'title' } },
});
