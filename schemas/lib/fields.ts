import { defineArrayMember, defineField } from 'sanity';

/**
 * Field builders shared by the schema types (not types themselves): an image with required alt
 * text, and a Portable Text field with the styles the site renders.
 */
type FieldExtras = { group?: string | string[]; description?: string; fieldset?: string; hidden?: boolean };

/** An image with hotspot and a required alternative text (what the picture shows, for screen readers). */
export const imageField = (name: string, title: string, options: FieldExtras & { required?: boolean } = {}) => {
  const { required = true, ...extras } = options;
  return defineField({
    name,
    title,
    type: 'image',
    options: { hotspot: true },
    ...extras,
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description: 'What the picture shows, for people who cannot see it. Leave short and plain.',
        validation: (rule) => rule.required().max(160),
      }),
    ],
    validation: (rule) => (required ? rule.required() : rule),
  });
};

/** Rich text: paragraphs, h2–h4, quotes, bulleted and numbered lists, bold/italic/underline and links. */
export const richTextField = (name: string, title: string, options: FieldExtras & { required?: boolean } = {}) => {
  const { required = true, ...extras } = options;
  return defineField({
    name,
    title,
    type: 'array',
    ...extras,
    of: [
      defineArrayMember({
        type: 'block',
        styles: [
          { title: 'Paragraph', value: 'normal' },
          { title: 'Heading 2', value: 'h2' },
          { title: 'Heading 3', value: 'h3' },
          { title: 'Heading 4', value: 'h4' },
          { title: 'Quote', value: 'blockquote' },
        ],
        lists: [
          { title: 'Bullets', value: 'bullet' },
          { title: 'Numbered', value: 'number' },
        ],
        marks: {
          decorators: [
            { title: 'Bold', value: 'strong' },
            { title: 'Italic', value: 'em' },
            { title: 'Underline', value: 'underline' },
          ],
          annotations: [
            defineArrayMember({
              name: 'link',
              type: 'object',
              title: 'Link',
              fields: [
                defineField({
                  name: 'href',
                  title: 'Address',
                  type: 'string',
                  validation: (rule) =>
                    rule.required().custom((value) =>
                      typeof value === 'string' && /^(\/|#|https?:\/\/|mailto:)/.test(value) ? true : 'Start with /, #, https:// or mailto:',
                    ),
                }),
              ],
            }),
          ],
        },
      }),
    ],
    validation: (rule) => (required ? rule.required().min(1) : rule),
  });
};

/** A URL-friendly identifier generated from another field. */
export const slugField = (source: string, options: FieldExtras = {}) =>
  defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description: 'The identifier used in addresses; generate it from the title.',
    options: { source, maxLength: 96 },
    ...options,
    validation: (rule) => rule.required(),
  });

/** The clip's file name: lower-case words, one optional folder, .mp4. */
export const VIDEO_FILE_PATTERN = /^([a-z0-9-]+\/)?[a-z0-9-]+\.mp4$/;

/**
 * A video: the clip's file in the media library and its length. A premium item's file is in the
 * premium library, which only members with a premium membership are served from.
 */
export const videoField = (options: FieldExtras = {}) =>
  defineField({
    name: 'video',
    title: 'Video',
    type: 'object',
    ...options,
    fields: [
      defineField({
        name: 'file',
        title: 'File',
        type: 'string',
        description: 'The MP4 file in the media library, e.g. learning/lamp.mp4 (premium items: the file in the premium library).',
        validation: (rule) => rule.required().regex(VIDEO_FILE_PATTERN, { name: 'file name ending in .mp4' }),
      }),
      defineField({
        name: 'seconds',
        title: 'Length (seconds)',
        type: 'number',
        validation: (rule) => rule.required().integer().min(1).max(36000),
      }),
    ],
    validation: (rule) => rule.required(),
  });
