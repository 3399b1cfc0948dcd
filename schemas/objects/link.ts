import { LinkIcon } from '@sanity/icons/Link';
import { defineField, defineType } from 'sanity';

/** A labelled link: an internal path of the site ("/jnanam-donate") or an absolute URL. */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description: 'A path of this site such as /jnanam-donate, a #section, or a full https:// address.',
      validation: (rule) =>
        rule.required().custom((value) =>
          typeof value === 'string' && /^(\/|#|https?:\/\/|mailto:)/.test(value) ? true : 'Start with /, #, https:// or mailto:',
        ),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
