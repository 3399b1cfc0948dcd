import { defineField } from 'sanity';

/** The position of a document in its list on the site; lower numbers come first. */
export const orderField = (group?: string) =>
  defineField({
    name: 'order',
    title: 'Order',
    type: 'number',
    description: 'Lower numbers come first.',
    ...(group ? { group } : {}),
    validation: (rule) => rule.required().integer().min(0),
  });

export const byOrder = [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' as const }] }];
