import { DocumentIcon } from '@sanity/icons/Document';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { richTextField } from '../lib/fields';

export const LEGAL_KINDS = [
  { title: 'Terms & Conditions', value: 'terms' },
  { title: 'Privacy Policy', value: 'privacy' },
];

/**
 * A legal page (terms, privacy): numbered sections of rich text and the date it last changed.
 * Fixed documents `legalPage-terms` and `legalPage-privacy`, opened from the desk's Legal group.
 */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: DocumentIcon,
  fields: [
    defineField({ name: 'kind', title: 'Page', type: 'string', options: { list: LEGAL_KINDS }, readOnly: true, validation: (r) => r.required() }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(80) }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      description: 'Change this whenever the text changes in substance.',
      validation: (r) => r.required(),
    }),
    richTextField('intro', 'Introduction'),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'legalSection',
          title: 'Section',
          fields: [
            defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (r) => r.required().max(100) }),
            richTextField('body', 'Text'),
          ],
          preview: { select: { title: 'heading' } },
        }),
      ],
      validation: (r) => r.required().min(1),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'lastUpdated' } },
});
