import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { defineField, defineType } from 'sanity';

/** A payment-method row of the payment details panel (UPI & Cards; Credit & Debit Cards). */
export const paymentMethod = defineType({
  name: 'paymentMethod',
  title: 'Payment method',
  type: 'object',
  icon: CreditCardIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(40) }),
    defineField({ name: 'description', title: 'Description', type: 'string', validation: (r) => r.max(120) }),
    defineField({
      name: 'kind',
      title: 'Icon',
      type: 'string',
      options: { list: [{ title: 'UPI', value: 'upi' }, { title: 'Card', value: 'card' }], layout: 'radio' },
      validation: (r) => r.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
