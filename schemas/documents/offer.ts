import { ConfettiIcon } from '@sanity/icons/Confetti';
import { defineField, defineType } from 'sanity';
import { BILLING_PERIODS } from '../lib/membership';

/** A special-offer banner (Annual 30% Off, as low as ₹4 per day). */
export const offer = defineType({
  name: 'offer',
  title: 'Offer',
  type: 'document',
  icon: ConfettiIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(60) }),
    defineField({ name: 'text', title: 'Text', type: 'string', validation: (r) => r.required().max(120) }),
    defineField({ name: 'discountPercent', title: 'Discount (%)', type: 'number', validation: (r) => r.required().integer().min(1).max(100) }),
    defineField({ name: 'perDayFrom', title: 'As low as (₹ per day)', type: 'number', validation: (r) => r.required().min(0) }),
    defineField({
      name: 'period',
      title: 'Billing period',
      type: 'string',
      options: { list: BILLING_PERIODS.map(({ title, value }) => ({ title, value })) },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'buttonLabel', title: 'Button label', type: 'string', validation: (r) => r.required().max(40) }),
    defineField({ name: 'active', title: 'Shown', type: 'boolean', initialValue: true }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
