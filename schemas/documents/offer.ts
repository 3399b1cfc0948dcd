import { ConfettiIcon } from '@sanity/icons/Confetti';
import { defineField, defineType } from 'sanity';
import { BILLING_PERIODS } from '../lib/membership';

const NUMBERS_HELP = 'Write {discountPercent} and {perDay} where the discount and the price per day go: they are computed from the plan.';
const onlyKnownNumbers = (value: string | undefined) => {
  const unknown = (value?.match(/\{[^}]*\}/g) ?? []).filter((name) => name !== '{discountPercent}' && name !== '{perDay}');
  if (unknown.length) return `Unknown placeholder ${unknown.join(', ')}: use {discountPercent} or {perDay}`;
  return /\d/.test((value ?? '').replace(/\{[^}]*\}/g, '')) ? 'Numbers are computed from the plan: use {discountPercent} or {perDay}' : true;
};

/**
 * A special-offer banner (Annual 33% Off, as low as ₹4 per day). Its numbers are never typed: the
 * page computes them from the plan's prices for the offer's period, so the banner
 * cannot promise what the bill does not give.
 */
export const offer = defineType({
  name: 'offer',
  title: 'Offer',
  type: 'document',
  icon: ConfettiIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', description: NUMBERS_HELP, validation: (r) => r.required().max(60).custom(onlyKnownNumbers) }),
    defineField({ name: 'text', title: 'Text', type: 'string', description: NUMBERS_HELP, validation: (r) => r.required().max(120).custom(onlyKnownNumbers) }),
    defineField({
      name: 'plan',
      title: 'Plan',
      type: 'reference',
      to: [{ type: 'membershipPlan' }],
      description: 'The plan whose prices the numbers are computed from.',
      validation: (r) => r.required(),
    }),
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
