import { StarIcon } from '@sanity/icons/Star';
import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';
import { byOrder, orderField } from '../lib/order';

/** Something the institute's work has achieved, told briefly. */
export const successStory = defineType({
  name: 'successStory',
  title: 'Success story',
  type: 'document',
  icon: StarIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'summary', title: 'Summary', type: 'text', rows: 4, validation: (rule) => rule.required().max(500) }),
    defineField({ name: 'year', title: 'Year', type: 'number', validation: (rule) => rule.required().integer().min(1900).max(2100) }),
    imageField('image', 'Picture'),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: 'title', subtitle: 'year', media: 'image' } },
});
