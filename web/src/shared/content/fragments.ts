/**
 * GROQ projection fragments that several pages' queries repeat. They are plain strings
 * interpolated into `defineQuery` templates, so typegen still sees whole queries.
 */
export const IMAGE = `{ asset, alt, crop, hotspot }`;

export const BANNER = `{ eyebrow, heading, text, "image": image${IMAGE} }`;

export const SECTION_INTRO = `{ heading, text }`;

export const PAGE_ACTION = `{ _key, label, href, note, description }`;

export const CONTACT_SECTION = `{ heading, text }`;

export const PERSON_CARD = `{ _id, name, role, bio, "portrait": portrait${IMAGE} }`;
