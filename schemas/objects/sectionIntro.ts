import { TextIcon } from '@sanity/icons/Text';
import { defineField, defineType } from 'sanity';

/** A section's heading and the short text under it. */
export const sectionIntro = defineType({
  name: 'sectionIntro',
  title: 'Section heading',
  type: 'object',
  icon: TextIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.max(600) }),
  ],
  preview: { select: { title: 'heading', subtitle: 'text' } },
});
