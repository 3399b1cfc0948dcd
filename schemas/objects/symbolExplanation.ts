import { SunIcon } from '@sanity/icons/Sun';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';

/** What the Jnanam symbol means, part by part. */
export const symbolExplanation = defineType({
  name: 'symbolExplanation',
  title: 'Symbol explanation',
  type: 'object',
  icon: SunIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3, validation: (rule) => rule.max(500) }),
    imageField('image', 'The symbol'),
    defineField({
      name: 'parts',
      title: 'Parts of the symbol',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'symbolPart',
          fields: [
            defineField({ name: 'name', title: 'Part', type: 'string', validation: (rule) => rule.required().max(40) }),
            defineField({ name: 'meaning', title: 'Meaning', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
          ],
          preview: { select: { title: 'name', subtitle: 'meaning' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: { select: { title: 'heading', media: 'image' } },
});
