import { defineField } from 'sanity';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A colour typed as #rgb or #rrggbb, so what the studio stores is what the page paints. */
export const hexColorField = (name: string, title: string, options: { group?: string; description?: string } = {}) =>
  defineField({
    name,
    title,
    type: 'string',
    ...options,
    validation: (rule) =>
      rule.required().custom((value) => (typeof value === 'string' && HEX.test(value) ? true : 'Use a hex colour such as #7a1f2b')),
  });
