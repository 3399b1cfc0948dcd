import { FolderIcon } from '@sanity/icons/Folder';
import { defineField, defineType } from 'sanity';
import { slugField } from '../lib/fields';
import { byOrder, orderField } from '../lib/order';

/** A marketplace category; sub-categories point to their parent (Books → Health, Family & Personal Development, ...). */
export const bookCategory = defineType({
  name: 'bookCategory',
  title: 'Book category',
  type: 'document',
  icon: FolderIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(60) }),
    slugField('title'),
    defineField({
      name: 'parent',
      title: 'Parent category',
      type: 'reference',
      to: [{ type: 'bookCategory' }],
      description: 'Empty for a top-level category such as Books.',
      options: { filter: '!defined(parent)' },
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2, validation: (r) => r.max(300) }),
    orderField(),
  ],
  orderings: byOrder,
  preview: {
    select: { title: 'title', parent: 'parent.title' },
    prepare: ({ title, parent }) => ({ title, subtitle: parent ? `in ${parent}` : 'Top-level category' }),
  },
});
