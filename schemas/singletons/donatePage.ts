import { HeartIcon } from '@sanity/icons/Heart';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';

const heading = (name = 'heading', title = 'Heading', max = 100) =>
  defineField({ name, title, type: 'string', validation: (r) => r.required().max(max) });
const text = (name = 'text', title = 'Text', max = 800) => defineField({ name, title, type: 'text', rows: 3, validation: (r) => r.required().max(max) });

/** The Donate page: intro, sacred debts, causes, donors, patrons, enquiry, FAQ, the donation dialog and bill. */
export const donatePage = defineType({
  name: 'donatePage',
  title: 'Donate page',
  type: 'document',
  icon: HeartIcon,
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'sections', title: 'Sections' },
    { name: 'dialog', title: 'Donation dialog & bill' },
  ],
  fields: [
    defineField({
      name: 'banner',
      title: 'Banner',
      type: 'object',
      group: 'page',
      fields: [heading(), text('text', 'Text', 300), imageField('image', 'Picture')],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Intro',
      type: 'object',
      group: 'page',
      fields: [heading(), text()],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'accessTopics',
      title: 'Access topics',
      type: 'array',
      group: 'page',
      description: 'What a gift opens to every seeker (six).',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'accessTopic',
          fields: [heading('title', 'Title', 40), text('text', 'Text', 200)],
          preview: { select: { title: 'title', subtitle: 'text' } },
        }),
      ],
      validation: (r) => r.required().min(1).max(12),
    }),
    defineField({
      name: 'sacredDebts',
      title: 'The three sacred debts',
      type: 'object',
      group: 'page',
      fields: [
        heading(),
        text(),
        defineField({
          name: 'debts',
          title: 'Debts',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'sacredDebt',
              fields: [
                heading('name', 'Name', 40),
                heading('owedTo', 'Owed to', 40),
                text('text', 'Text', 300),
              ],
              preview: { select: { title: 'name', subtitle: 'owedTo' } },
            }),
          ],
          validation: (r) => r.required().length(3),
        }),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'causesHeading',
      title: 'Donation cards heading',
      type: 'string',
      group: 'sections',
      validation: (r) => r.required().max(80),
    }),
    defineField({
      name: 'causes',
      title: 'Donation cards',
      type: 'array',
      group: 'sections',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'donationCause' }] })],
      validation: (r) => r.required().min(1).unique(),
    }),
    defineField({
      name: 'topDonors',
      title: 'Top donors',
      type: 'object',
      group: 'sections',
      fields: [
        heading(),
        defineField({
          name: 'people',
          title: 'Donors',
          type: 'array',
          of: [defineArrayMember({ type: 'reference', to: [{ type: 'person' }], options: { filter: '"topDonor" in kinds' } })],
          validation: (r) => r.required().min(1).unique(),
        }),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'patrons',
      title: 'Institutional patrons',
      type: 'object',
      group: 'sections',
      fields: [
        heading(),
        text('text', 'Text', 400),
        heading('ctaHeading', 'Call-to-action heading', 60),
        text('ctaText', 'Call-to-action text', 300),
        heading('ctaButton', 'Call-to-action button', 30),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'enquiry',
      title: 'Enquiry form',
      type: 'object',
      group: 'sections',
      fields: [heading(), text('text', 'Text', 300)],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'faqHeading',
      title: 'FAQ heading',
      type: 'string',
      group: 'sections',
      validation: (r) => r.required().max(80),
    }),
    defineField({
      name: 'faqs',
      title: 'Questions',
      type: 'array',
      group: 'sections',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faq' }] })],
      validation: (r) => r.required().min(1).unique(),
    }),
    defineField({
      name: 'presetAmounts',
      title: 'Preset amounts (₹)',
      type: 'array',
      group: 'dialog',
      of: [defineArrayMember({ type: 'number', validation: (r) => r.integer().min(1) })],
      validation: (r) => r.required().min(1).max(8).unique(),
    }),
    defineField({
      name: 'phonePrefix',
      title: 'Phone prefix',
      type: 'string',
      group: 'dialog',
      validation: (r) => r.required().regex(/^\+\d{1,4}$/, { name: 'country code such as +91' }),
    }),
    defineField({
      name: 'sampleBill',
      title: 'Sample bill',
      type: 'object',
      group: 'dialog',
      description: 'The static bill of the payment panel. Subtotal and total are computed; the account e-mail is the member’s own, from their account, never content.',
      fields: [
        defineField({ name: 'amount', title: 'Total amount (₹)', type: 'number', validation: (r) => r.required().min(1) }),
        defineField({
          name: 'discount',
          title: 'Discount (₹)',
          type: 'number',
          validation: (r) =>
            r
              .required()
              .min(0)
              .custom((value, context) => {
                const amount = (context.parent as { amount?: number } | undefined)?.amount;
                return value === undefined || amount === undefined || value <= amount ? true : 'Larger than the amount';
              }),
        }),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'gstNote',
      title: 'GST line note',
      type: 'string',
      group: 'dialog',
      description: 'Why a donation carries no GST.',
      validation: (r) => r.required().max(140),
    }),
    defineField({ name: 'paymentPrompt', title: 'Payment prompt', type: 'string', group: 'dialog', validation: (r) => r.required().max(80) }),
    defineField({ name: 'vpnNote', title: 'VPN note', type: 'string', group: 'dialog', validation: (r) => r.required().max(160) }),
    defineField({
      name: 'paymentMethods',
      title: 'Payment methods',
      type: 'array',
      group: 'dialog',
      of: [defineArrayMember({ type: 'paymentMethod' })],
      validation: (r) => r.required().min(1),
    }),
  ],
  preview: { prepare: () => ({ title: 'Donate page' }) },
});
