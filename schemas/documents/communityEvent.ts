import { CalendarIcon } from '@sanity/icons/Calendar';
import { defineField, defineType } from 'sanity';
import { imageField } from '../lib/fields';

/**
 * A gathering the trust holds: the event card of the social feed with its JOIN
 * button. Who attends is members' data, kept by the API (event_attendances), not here.
 */
export const communityEvent = defineType({
  name: 'communityEvent',
  title: 'Event',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(100) }),
    defineField({ name: 'place', title: 'Place', type: 'string', validation: (r) => r.required().max(120) }),
    defineField({ name: 'startsAt', title: 'Date and time', type: 'datetime', validation: (r) => r.required() }),
    defineField({
      name: 'endsAt',
      title: 'Ends',
      type: 'datetime',
      validation: (r) =>
        r.custom((endsAt, context) => {
          const startsAt = context.document?.startsAt as string | undefined;
          return !endsAt || !startsAt || endsAt > startsAt ? true : 'The event must end after it starts';
        }),
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (r) => r.max(400) }),
    imageField('image', 'Picture', { required: false }),
  ],
  orderings: [{ title: 'Soonest', name: 'startsAsc', by: [{ field: 'startsAt', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'place', media: 'image' } },
});
