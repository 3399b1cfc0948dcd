import { StarIcon } from '@sanity/icons/Star';
import { defineField, defineType } from 'sanity';

/** A reader's review on a book page (SPEC §3 Review). */
export const bookReview = defineType({
  name: 'bookReview',
  title: 'Book review',
  type: 'document',
  icon: StarIcon,
  fields: [
    defineField({ name: 'book', title: 'Book', type: 'reference', to: [{ type: 'book' }], validation: (r) => r.required() }),
    defineField({
      name: 'reviewer',
      title: 'Reviewer',
      type: 'reference',
      to: [{ type: 'person' }],
      description: 'The badge beside the name (SEEKER...) comes from the person.',
      validation: (r) => r.required(),
    }),
    defineField({ name: 'stars', title: 'Stars', type: 'number', options: { list: [1, 2, 3, 4, 5] }, validation: (r) => r.required().integer().min(1).max(5) }),
    defineField({ name: 'headline', title: 'Headline', type: 'string', validation: (r) => r.required().max(100) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 5, validation: (r) => r.required().max(2000) }),
    defineField({ name: 'postedAt', title: 'Posted', type: 'datetime', description: 'Shown as a relative age ("3 weeks ago").', validation: (r) => r.required() }),
    defineField({ name: 'likes', title: 'Likes', type: 'number', initialValue: 0, validation: (r) => r.integer().min(0) }),
  ],
  orderings: [{ title: 'Newest', name: 'postedDesc', by: [{ field: 'postedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'headline', reviewer: 'reviewer.name', book: 'book.title', stars: 'stars' },
    prepare: ({ title, reviewer, book, stars }) => ({ title, subtitle: `${'★'.repeat(stars ?? 0)} ${reviewer ?? ''} on ${book ?? ''}` }),
  },
});
