import { defineArrayMember, defineField } from 'sanity';

/**
 * Shared pieces of the community pages (social feed, messaging, video preview): the messaging
 * filter chips, the feed's shortcuts, and the field helpers of the pages.
 */
/** The lists a conversation can appear in besides All (the chips All, Circle, Unread, Tribes). */
export const CONVERSATION_LISTS = [
  { title: 'Circle', value: 'circle' },
  { title: 'Unread', value: 'unread' },
  { title: 'Tribes', value: 'tribes' },
];

export const MESSAGE_FILTERS = [{ title: 'All', value: 'all' }, ...CONVERSATION_LISTS];

/** The feed's shortcuts in the right column. */
export const SOCIAL_SHORTCUTS = [
  { title: 'Friends', value: 'friends' },
  { title: 'Followers', value: 'followers' },
  { title: 'Cohorts', value: 'cohorts' },
  { title: 'Saved items', value: 'saved' },
];

/** A labelled list of references, for the "Where shown" lists of a page. */
export const referenceList = (name: string, title: string, to: string, options: { group?: string; description?: string; min?: number; max?: number } = {}) =>
  defineField({
    name,
    title,
    type: 'array',
    group: options.group,
    description: options.description,
    of: [defineArrayMember({ type: 'reference', to: [{ type: to }] })],
    validation: (r) => {
      let rule = r.unique();
      if (options.min !== undefined) rule = rule.required().min(options.min);
      if (options.max !== undefined) rule = rule.max(options.max);
      return rule;
    },
  });

/** A short required label of a page (button texts, headings, placeholders). */
export const labelField = (name: string, title: string, max = 40, extras: { group?: string; description?: string } = {}) =>
  defineField({ name, title, type: 'string', ...extras, validation: (r) => r.required().max(max) });
