import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { defineField, defineType } from 'sanity';
import { richTextField } from '../lib/fields';
import { byOrder, orderField } from '../lib/order';

/** A question and answer of the Donate page's FAQ. */
export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({ name: 'question', title: 'Question', type: 'string', validation: (r) => r.required().max(160) }),
    richTextField('answer', 'Answer'),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: 'question' } },
});
