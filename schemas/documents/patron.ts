import { DiamondIcon } from '@sanity/icons/Diamond';
import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';
import { byOrder, orderField } from '../lib/order';

export const PATRON_LEVELS = [
  { title: 'Chief patron', value: 'chief' },
  { title: 'Institutional patron', value: 'institutional' },
];

/** An institution that supports the trust: the Chief Patron card and the logo strip. */
export const patron = defineType({
  name: 'patron',
  title: 'Patron',
  type: 'document',
  icon: DiamondIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (r) => r.required().max(80) }),
    defineField({ name: 'level', title: 'Level', type: 'string', options: { list: PATRON_LEVELS, layout: 'radio' }, validation: (r) => r.required() }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (r) => r.required().max(400) }),
    imageField('logo', 'Logo'),
    defineField({ name: 'url', title: 'Website', type: 'url', validation: (r) => r.uri({ scheme: ['https'] }) }),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: 'name', subtitle: 'level', media: 'logo' } },
});
