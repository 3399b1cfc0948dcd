import { LaunchIcon } from '@sanity/icons/Launch';
import { defineField, defineType } from 'sanity';

const ADDRESS = /^(\/|#|https?:\/\/|mailto:)/;

/**
 * A button on a page: it goes somewhere (an address) or, for a feature that is not open yet,
 * shows a short honest note instead — never a button that does nothing.
 */
export const pageAction = defineType({
  name: 'pageAction',
  title: 'Button',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description: 'Where the button goes: /jnanam-donate, #open-positions, or https://… Leave empty to show the note instead.',
      validation: (rule) =>
        rule.custom((value) => (value === undefined || (typeof value === 'string' && ADDRESS.test(value)) ? true : 'Start with /, #, https:// or mailto:')),
    }),
    defineField({
      name: 'note',
      title: 'Note when pressed',
      type: 'string',
      description: 'Shown when the button has no address, e.g. "Voice training opens to members soon."',
      validation: (rule) => rule.max(200),
    }),
    defineField({ name: 'description', title: 'Short description', type: 'string', validation: (rule) => rule.max(160) }),
  ],
  validation: (rule) =>
    rule.custom((value: { href?: string; note?: string } | undefined) =>
      !value || value.href || value.note ? true : 'Give the button an address or a note, so it is never dead.',
    ),
  preview: { select: { title: 'label', subtitle: 'href', note: 'note' }, prepare: ({ title, subtitle, note }) => ({ title, subtitle: subtitle ?? note }) },
});
