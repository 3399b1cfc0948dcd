import { BookIcon } from '@sanity/icons/Book';
import { defineField, defineType } from 'sanity';
import { imageField, slugField } from '../lib/fields';
import { BOOK_FORMATS, MARKET_LANGUAGES } from '../lib/market';

/**
 * A book of the marketplace: the card and the detail page. Its rating and review
 * count are not content: they are derived from members' reviews in the API's database.
 */
export const book = defineType({
  name: 'book',
  title: 'Book',
  type: 'document',
  icon: BookIcon,
  groups: [
    { name: 'card', title: 'Card', default: true },
    { name: 'sale', title: 'Price & delivery' },
    { name: 'details', title: 'Details' },
  ],
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'card', validation: (r) => r.required().max(120) }),
    slugField('title', { group: 'card' }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      to: [{ type: 'person' }],
      group: 'card',
      description: 'The author’s biography on the book page comes from this person.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{ type: 'bookCategory' }],
      group: 'card',
      options: { filter: 'defined(parent)' },
      description: 'A sub-category such as "Spiritual & Religion".',
      validation: (r) => r.required(),
    }),
    imageField('cover', 'Cover', { group: 'card' }),
    defineField({ name: 'publishedAt', title: 'Publication date', type: 'date', group: 'card', validation: (r) => r.required() }),
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      group: 'card',
      options: { list: MARKET_LANGUAGES },
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'format',
      title: 'Format',
      type: 'string',
      group: 'card',
      options: { list: BOOK_FORMATS, layout: 'radio', direction: 'horizontal' },
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'price',
      title: 'Price (₹, GST included)',
      type: 'number',
      group: 'sale',
      validation: (r) => r.required().min(0).precision(2),
    }),
    defineField({
      name: 'listPrice',
      title: 'List price before discount (₹)',
      type: 'number',
      group: 'sale',
      validation: (r) =>
        r.min(0).custom((value, context) => {
          const price = (context.document as { price?: number } | undefined)?.price;
          return value === undefined || price === undefined || value >= price ? true : 'The list price cannot be lower than the price';
        }),
    }),
    defineField({
      name: 'available',
      title: 'Available to buy',
      type: 'boolean',
      group: 'sale',
      initialValue: true,
      description: 'Off while the book is out of stock: it stays listed but cannot be bought, and carts drop it.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'deliveryDays',
      title: 'Delivery time (days)',
      type: 'number',
      group: 'sale',
      description: 'The card shows the estimated delivery date this many days after today.',
      validation: (r) => r.required().integer().min(1).max(30),
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 6, group: 'details', validation: (r) => r.required().max(2000) }),
    defineField({ name: 'publisher', title: 'Publisher', type: 'string', group: 'details', validation: (r) => r.required().max(100) }),
    defineField({ name: 'pages', title: 'Pages', type: 'number', group: 'details', validation: (r) => r.required().integer().min(1) }),
    defineField({ name: 'weightGrams', title: 'Weight (g)', type: 'number', group: 'details', validation: (r) => r.required().integer().min(1) }),
    defineField({
      name: 'dimensions',
      title: 'Dimensions',
      type: 'string',
      group: 'details',
      description: 'As printed on the details list, e.g. "21.6 x 14 x 2 cm".',
      validation: (r) => r.required().max(40),
    }),
    defineField({ name: 'countryOfOrigin', title: 'Country of origin', type: 'string', group: 'details', validation: (r) => r.required().max(40) }),
    defineField({ name: 'packer', title: 'Packer', type: 'string', group: 'details', validation: (r) => r.required().max(160) }),
    defineField({
      name: 'sample',
      title: 'Sample pages (PDF)',
      type: 'file',
      group: 'details',
      options: { accept: 'application/pdf' },
      description: 'A few pages readers may download from the book page before buying. A PDF of at most 50 MB.',
    }),
    defineField({ name: 'genericName', title: 'Generic name', type: 'string', group: 'details', validation: (r) => r.required().max(40) }),
  ],
  preview: {
    select: { title: 'title', author: 'author.name', price: 'price', media: 'cover' },
    prepare: ({ title, author, price, media }) => ({ title, subtitle: [author, price !== undefined ? `₹${price}` : null].filter(Boolean).join(' · '), media }),
  },
});
