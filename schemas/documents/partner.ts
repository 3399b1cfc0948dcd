import { CaseIcon } from '@sanity/icons/Case';
import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';
import { byOrder, orderField } from '../lib/order';

/** An institution working with the research institute. */
export const partner = defineType({
  name: 'partner',
  title: 'Partner',
  type: 'document',
  icon: CaseIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'description', title: 'What we do together', type: 'text', rows: 2, validation: (rule) => rule.required().max(240) }),
    imageField('logo', 'Logo'),
    defineField({ name: 'url', title: 'Website', type: 'url', validation: (rule) => rule.uri({ scheme: ['https'] }) }),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: 'name', subtitle: 'description', media: 'logo' } },
});
