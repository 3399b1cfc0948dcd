import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';
import { orderField } from '../lib/order';
import { CONVERSATION_LISTS, MESSAGE_REACTIONS } from '../lib/social';

export const MESSAGE_SIDES = [
  { title: 'From them (left)', value: 'incoming' },
  { title: 'From the member (right)', value: 'outgoing' },
];

/** A sample chat of the messaging screen (SPEC §3 Conversation): a list row and its bubbles. */
export const conversation = defineType({
  name: 'conversation',
  title: 'Conversation',
  type: 'document',
  icon: EnvelopeIcon,
  groups: [
    { name: 'row', title: 'List row', default: true },
    { name: 'messages', title: 'Messages' },
  ],
  fields: [
    defineField({ name: 'participant', title: 'With', type: 'reference', to: [{ type: 'person' }], group: 'row', validation: (r) => r.required() }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      group: 'row',
      description: 'Shown as written under the name and in the chat header, e.g. "Last Active 2 Hours Ago".',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'lists',
      title: 'Also listed under',
      type: 'array',
      group: 'row',
      description: 'Every conversation is under All; tick the other chips it appears under.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: CONVERSATION_LISTS, layout: 'grid' },
      validation: (r) => r.unique(),
    }),
    defineField({ name: 'unreadCount', title: 'Unread messages', type: 'number', group: 'row', initialValue: 0, validation: (r) => r.required().integer().min(0) }),
    orderField('row'),
    defineField({
      name: 'messages',
      title: 'Messages',
      type: 'array',
      group: 'messages',
      description: 'Oldest first.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'chatMessage',
          title: 'Message',
          fields: [
            defineField({
              name: 'side',
              title: 'Side',
              type: 'string',
              options: { list: MESSAGE_SIDES, layout: 'radio', direction: 'horizontal' },
              validation: (r) => r.required(),
            }),
            defineField({ name: 'sentAt', title: 'Sent', type: 'datetime', validation: (r) => r.required() }),
            defineField({
              name: 'text',
              title: 'Text',
              type: 'text',
              rows: 2,
              validation: (r) =>
                r.max(1000).custom((text, context) => {
                  const parent = context.parent as { image?: unknown } | undefined;
                  return text || parent?.image ? true : 'A message needs text or a picture';
                }),
            }),
            imageField('image', 'Picture', { required: false }),
            defineField({
              name: 'reactions',
              title: 'Reactions',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
              options: { list: MESSAGE_REACTIONS, layout: 'grid' },
              validation: (r) => r.unique(),
            }),
          ],
          preview: {
            select: { text: 'text', side: 'side', media: 'image' },
            prepare: ({ text, side, media }) => ({ title: text || 'Picture', subtitle: side === 'outgoing' ? 'Sent' : 'Received', media }),
          },
        }),
      ],
      validation: (r) => r.required().min(1),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'participant.name', subtitle: 'status', media: 'participant.portrait' } },
});
