import { ImagesIcon } from '@sanity/icons/Images';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';

/** A titled row of pictures shown as a sliding carousel. */
export const carousel = defineType({
  name: 'carousel',
  title: 'Image carousel',
  type: 'document',
  icon: ImagesIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'slides',
      title: 'Slides',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'carouselSlide',
          fields: [
            imageField('image', 'Picture'),
            defineField({ name: 'caption', title: 'Caption', type: 'string', validation: (rule) => rule.required().max(80) }),
          ],
          preview: { select: { title: 'caption', media: 'image' } },
        }),
      ],
      // Three show at a time, and the loop needs more than that to slide.
      validation: (rule) => rule.required().min(4).max(20),
    }),
  ],
  preview: { select: { title: 'title', media: 'slides.0.image' } },
});
