import { BasketIcon } from '@sanity/icons/Basket';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';
import { BOOK_FORMATS, MARKET_LANGUAGES } from '../lib/market';
import { isTrackingPattern, TRACKING_PLACEHOLDER } from '../../contracts/deliveryRules';

/** The marketplace's filters, delivery rule and labels. */
export const marketplaceSettings = defineType({
  name: 'marketplaceSettings',
  title: 'Marketplace settings',
  type: 'document',
  icon: BasketIcon,
  groups: [
    { name: 'filters', title: 'Filters', default: true },
    { name: 'sale', title: 'Delivery & price' },
    { name: 'banner', title: 'Profile banner' },
    { name: 'shipping', title: 'Carriers' },
  ],
  fields: [
    defineField({
      name: 'profileBanner',
      title: 'Profile banner',
      type: 'object',
      group: 'banner',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (r) => r.required().max(60) }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (r) => r.required().max(200) }),
        imageField('image', 'Picture'),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'rootCategory',
      title: 'Category shown in the filter',
      type: 'reference',
      to: [{ type: 'bookCategory' }],
      group: 'filters',
      description: 'Its sub-categories are listed under it.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'languages',
      title: 'Language filter',
      type: 'array',
      group: 'filters',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: MARKET_LANGUAGES },
      description: 'The languages offered as checkboxes, in this order.',
      validation: (r) => r.required().min(1).unique(),
    }),
    defineField({
      name: 'formats',
      title: 'Format filter',
      type: 'array',
      group: 'filters',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: BOOK_FORMATS },
      validation: (r) => r.required().min(1).unique(),
    }),
    defineField({
      name: 'reviewFilters',
      title: 'Customer review filter',
      type: 'array',
      group: 'filters',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'reviewFilter',
          fields: [
            defineField({ name: 'label', title: 'Label', type: 'string', validation: (r) => r.required().max(30) }),
            defineField({ name: 'minStars', title: 'Minimum stars', type: 'number', validation: (r) => r.required().integer().min(1).max(5) }),
          ],
          preview: { select: { title: 'label' } },
        }),
      ],
      validation: (r) => r.required().min(1),
    }),
    defineField({ name: 'searchPlaceholder', title: 'Search box placeholder', type: 'string', group: 'filters', validation: (r) => r.required().max(40) }),
    defineField({
      name: 'freeDeliveryThreshold',
      title: 'Free delivery above (₹)',
      type: 'number',
      group: 'sale',
      validation: (r) => r.required().min(0),
    }),
    defineField({
      name: 'deliveryFee',
      title: 'Delivery fee below the threshold (₹)',
      type: 'number',
      group: 'sale',
      validation: (r) => r.required().min(0).precision(2),
    }),
    defineField({
      name: 'freeDeliveryNote',
      title: 'Free-delivery note',
      type: 'string',
      group: 'sale',
      description: 'Write {amount} where the threshold should appear.',
      validation: (r) => r.required().max(80),
    }),
    defineField({ name: 'gstNote', title: 'GST note under the price', type: 'string', group: 'sale', validation: (r) => r.required().max(60) }),
    defineField({ name: 'buyLabel', title: 'Card button', type: 'string', group: 'sale', validation: (r) => r.required().max(20) }),
    defineField({
      name: 'carriers',
      title: 'Carriers',
      type: 'array',
      group: 'shipping',
      description: `The carriers the desk ships book orders with. Members get a link to follow their parcel: the tracking page's address with ${TRACKING_PLACEHOLDER} where the tracking number goes.`,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'carrier',
          fields: [
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (r) => r.required().max(60) }),
            defineField({
              name: 'trackingUrl',
              title: 'Tracking page',
              type: 'string',
              description: `For example https://www.delhivery.com/track/package/${TRACKING_PLACEHOLDER}`,
              validation: (r) =>
                r.required().custom((value?: string) => !value || isTrackingPattern(value) || `An https:// address with ${TRACKING_PLACEHOLDER} in it once.`),
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'trackingUrl' } },
        }),
      ],
      validation: (r) =>
        r.required().min(1).custom((carriers?: { name?: string }[]) => {
          const names = (carriers ?? []).map((carrier) => carrier.name?.trim().toLowerCase());
          return new Set(names).size === names.length || 'Each carrier once.';
        }),
    }),
  ],
  preview: { prepare: () => ({ title: 'Marketplace settings' }) },
});
