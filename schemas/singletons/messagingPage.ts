import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { labelField, MESSAGE_FILTERS } from '../lib/social';

/** The messaging screen (/message) around its conversations: heading, search, filter chips, composer. */
export const messagingPage = defineType({
  name: 'messagingPage',
  title: 'Messaging page',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    labelField('heading', 'Heading'),
    labelField('searchPlaceholder', 'Search box placeholder'),
    defineField({
      name: 'filters',
      title: 'Filter chips',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'messageFilter',
          fields: [
            labelField('label', 'Label', 20),
            defineField({
              name: 'list',
              title: 'Shows',
              type: 'string',
              options: { list: MESSAGE_FILTERS },
              description: 'All shows every conversation; the others show the conversations listed under them.',
              validation: (r) => r.required(),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'list' } },
        }),
      ],
      validation: (r) => r.required().min(1).max(4),
    }),
    labelField('composerPlaceholder', 'Message input placeholder', 30),
    labelField('sendLabel', 'Send button', 20),
    labelField('emptyText', 'Text when a chip has no conversations', 100),
  ],
  preview: { prepare: () => ({ title: 'Messaging page' }) },
});
