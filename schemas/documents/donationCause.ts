import { HeartIcon } from '@sanity/icons/Heart';
import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';
import { byOrder, orderField } from '../lib/order';

/** A donation card on the Donate page; its button opens the donation dialog. */
export const donationCause = defineType({
  name: 'donationCause',
  title: 'Donation cause',
  type: 'document',
  icon: HeartIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(80) }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 4, validation: (r) => r.required().max(500) }),
    imageField('image', 'Picture'),
    defineField({ name: 'buttonLabel', title: 'Button label', type: 'string', initialValue: 'Donate Now', validation: (r) => r.required().max(24) }),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: 'title', subtitle: 'description', media: 'image' } },
});
