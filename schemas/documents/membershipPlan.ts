import { TiersIcon } from '@sanity/icons/Tiers';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { BILLING_PERIODS, MEMBERSHIP_FEATURES, periodPriceClash } from '../lib/membership';
import { byOrder, orderField } from '../lib/order';

/** A membership plan: a column of the plan table with its prices per billing period. */
export const membershipPlan = defineType({
  name: 'membershipPlan',
  title: 'Membership plan',
  type: 'document',
  icon: TiersIcon,
  groups: [
    { name: 'plan', title: 'Plan', default: true },
    { name: 'features', title: 'Features' },
    { name: 'prices', title: 'Prices' },
  ],
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', group: 'plan', description: 'e.g. Divyajnanam', validation: (r) => r.required().max(40) }),
    defineField({ name: 'tier', title: 'Tier label', type: 'string', group: 'plan', description: 'e.g. Premium Plan', validation: (r) => r.required().max(40) }),
    defineField({ name: 'tagline', title: 'Tagline', type: 'string', group: 'plan', validation: (r) => r.required().max(120) }),
    defineField({ name: 'buttonLabel', title: 'Button label', type: 'string', group: 'plan', validation: (r) => r.required().max(30) }),
    defineField({
      name: 'action',
      title: 'Button action',
      type: 'string',
      group: 'plan',
      options: {
        list: [
          { title: 'Go to sign-up', value: 'signUp' },
          { title: 'Choose a billing period', value: 'subscribe' },
          { title: 'Contact the trust', value: 'contact' },
        ],
        layout: 'radio',
      },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'mostPopular', title: 'Most Popular', type: 'boolean', group: 'plan', initialValue: false }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      group: 'features',
      description: 'Every row of the plan table, marked included or not.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'planFeature',
          fields: [
            defineField({ name: 'feature', title: 'Feature', type: 'string', options: { list: MEMBERSHIP_FEATURES }, validation: (r) => r.required() }),
            defineField({ name: 'included', title: 'Included', type: 'boolean', initialValue: true, validation: (r) => r.required() }),
          ],
          preview: {
            select: { feature: 'feature', included: 'included' },
            prepare: ({ feature, included }) => ({
              title: MEMBERSHIP_FEATURES.find((f) => f.value === feature)?.title ?? feature,
              subtitle: included ? 'Included' : 'Not included',
            }),
          },
        }),
      ],
      validation: (r) =>
        r.required().custom((items: { feature?: string }[] | undefined) => {
          const names = (items ?? []).map((i) => i.feature);
          const missing = MEMBERSHIP_FEATURES.filter((f) => !names.includes(f.value));
          if (missing.length) return `Mark every feature: ${missing.map((f) => f.title).join(', ')} missing`;
          return new Set(names).size === names.length ? true : 'A feature is listed twice';
        }),
    }),
    defineField({
      name: 'prices',
      title: 'Prices per month',
      type: 'array',
      group: 'prices',
      description: 'Empty for a free plan or one priced on request. Monthly rate = total price ÷ months; all paid upfront.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'planPrice',
          fields: [
            defineField({
              name: 'period',
              title: 'Billing period',
              type: 'string',
              options: { list: BILLING_PERIODS.map(({ title, value }) => ({ title, value })), layout: 'radio' },
              validation: (r) => r.required(),
            }),
            defineField({ name: 'oldMonthly', title: 'Old price per month (₹)', type: 'number', validation: (r) => r.required().min(0) }),
            defineField({
              name: 'monthly',
              title: 'Price per month (₹)',
              type: 'number',
              validation: (r) =>
                r
                  .required()
                  .min(0)
                  .custom((value, context) => {
                    const old = (context.parent as { oldMonthly?: number } | undefined)?.oldMonthly;
                    return value === undefined || old === undefined || value <= old ? true : 'Higher than the old price';
                  }),
            }),
          ],
          preview: {
            select: { period: 'period', oldMonthly: 'oldMonthly', monthly: 'monthly' },
            prepare: ({ period, oldMonthly, monthly }) => ({ title: period, subtitle: `₹${oldMonthly} → ₹${monthly} per month` }),
          },
        }),
      ],
      validation: (r) =>
        r.custom((items: { period?: string; monthly?: number }[] | undefined) => {
          const periods = (items ?? []).map((i) => i.period);
          if (new Set(periods).size !== periods.length) return 'Each billing period once';
          return periodPriceClash(items ?? []) ?? true;
        }),
    }),
    defineField({
      name: 'priceNote',
      title: 'Price note',
      type: 'string',
      group: 'prices',
      description: 'Shown instead of a price when there is none, e.g. "Free forever".',
      validation: (r) => r.max(60),
    }),
    orderField('plan'),
  ],
  orderings: byOrder,
  preview: { select: { title: 'name', subtitle: 'tier' } },
});
