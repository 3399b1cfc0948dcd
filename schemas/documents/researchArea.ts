import { BookIcon } from '@sanity/icons/Book';
import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';
import { byOrder, orderField } from '../lib/order';

/** A field the institute researches, shown as a card with Join and Know More. */
export const researchArea = defineType({
  name: 'researchArea',
  title: 'Research area',
  type: 'document',
  icon: BookIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
    defineField({
      name: 'details',
      title: 'More about it',
      type: 'text',
      rows: 5,
      description: 'Shown when a visitor presses Know More.',
      validation: (rule) => rule.required().max(1200),
    }),
    imageField('image', 'Picture'),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: 'title', subtitle: 'description', media: 'image' } },
});
