import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { defineField, defineType } from 'sanity';

/** The words around the enquiry form on a page (the form's fields are fixed). */
export const contactSection = defineType({
  name: 'contactSection',
  title: 'Contact form section',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
  ],
  preview: { select: { title: 'heading', subtitle: 'text' } },
});
