import { TiersIcon } from '@sanity/icons/Tiers';
import { defineArrayMember, defineField, defineType } from 'sanity';

/** The Membership page: heading, plans, offer, payment panel and testimonials. */
export const membershipPage = defineType({
  name: 'membershipPage',
  title: 'Membership page',
  type: 'document',
  icon: TiersIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (r) => r.required().max(80) }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2, validation: (r) => r.max(300) }),
    defineField({
      name: 'plans',
      title: 'Plans',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'membershipPlan' }] })],
      validation: (r) => r.required().min(1).max(4).unique(),
    }),
    defineField({
      name: 'upfrontNote',
      title: 'Upfront-payment note',
      type: 'text',
      rows: 2,
      validation: (r) => r.required().max(240),
    }),
    defineField({ name: 'offer', title: 'Special offer', type: 'reference', to: [{ type: 'offer' }] }),
    defineField({
      name: 'gstRate',
      title: 'GST rate (%)',
      type: 'number',
      description: 'Applied to the subtotal of a membership bill.',
      validation: (r) => r.required().min(0).max(28),
    }),
    defineField({ name: 'paymentPrompt', title: 'Payment prompt', type: 'string', validation: (r) => r.required().max(80) }),
    defineField({ name: 'vpnNote', title: 'VPN note', type: 'string', validation: (r) => r.required().max(160) }),
    defineField({
      name: 'paymentMethods',
      title: 'Payment methods',
      type: 'array',
      of: [defineArrayMember({ type: 'paymentMethod' })],
      validation: (r) => r.required().min(1),
    }),
    defineField({ name: 'testimonialsHeading', title: 'Testimonials heading', type: 'string', validation: (r) => r.required().max(80) }),
    defineField({
      name: 'testimonials',
      title: 'Testimonials',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
      validation: (r) => r.required().min(1).max(6).unique(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Membership page' }) },
});
