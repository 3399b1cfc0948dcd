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

/** The singleton of words used on several pages; each page's query takes the parts it shows. */
const INTERFACE_TEXTS = `*[_type == "interfaceTexts" && _id == "interfaceTexts"][0]`;

export const CONTACT_FORM_TEXTS = `${INTERFACE_TEXTS}.contactForm{
  fullNameLabel, emailLabel, countryLabel, languageLabel, messageLabel, optionalMarker,
  submitLabel, sendingLabel, successMessage, failureMessage, serverProblem, unreachable
}`;

export const PROFILE_TEXTS = `${INTERFACE_TEXTS}.profiles{ visitProfile, hideProfile }`;
