import { ImageIcon } from '@sanity/icons/Image';
import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';

/** The picture and words at the top of a page. */
export const pageBanner = defineType({
  name: 'pageBanner',
  title: 'Banner',
  type: 'object',
  icon: ImageIcon,
  fields: [
    defineField({ name: 'eyebrow', title: 'Small line above the heading', type: 'string', validation: (rule) => rule.max(60) }),
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    imageField('image', 'Picture'),
  ],
  preview: { select: { title: 'heading', subtitle: 'text', media: 'image' } },
});
