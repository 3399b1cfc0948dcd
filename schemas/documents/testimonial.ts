import { DoubleQuoteIcon } from '@sanity/icons/DoubleQuote';
import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';
import { byOrder, orderField } from '../lib/order';

/** A member's words in "Trusted by Users Worldwide". */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: DoubleQuoteIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (r) => r.required().max(60) }),
    defineField({ name: 'location', title: 'Role or place', type: 'string', validation: (r) => r.required().max(60) }),
    defineField({ name: 'quote', title: 'Quote', type: 'text', rows: 4, validation: (r) => r.required().max(400) }),
    defineField({ name: 'stars', title: 'Stars', type: 'number', options: { list: [1, 2, 3, 4, 5] }, validation: (r) => r.required().integer().min(1).max(5) }),
    imageField('portrait', 'Portrait'),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: 'name', subtitle: 'quote', media: 'portrait' } },
});
