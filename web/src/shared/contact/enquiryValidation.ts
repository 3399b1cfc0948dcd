import type { EnquiryPayload } from '../api/enquiries';

/** Field limits, shared with the API's validation (api/src/enquiries/schema.ts). */
export const ENQUIRY_LIMITS = { fullName: 100, email: 254, country: 60, language: 40 } as const;

export type EnquiryErrors = Partial<Record<keyof EnquiryPayload, string>>;

// A practical check: something@something.tld, no spaces. The server checks again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** What is wrong with each field, in words for a person; empty when the form can be sent. */
export function validateEnquiry(values: EnquiryPayload): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const name = values.fullName.trim();
  const email = values.email.trim();
  if (!name) errors.fullName = 'Please enter your full name.';
  else if (name.length < 2) errors.fullName = 'Your name must be at least 2 characters.';
  else if (name.length > ENQUIRY_LIMITS.fullName) errors.fullName = `Your name must be at most ${ENQUIRY_LIMITS.fullName} characters.`;
  if (!email) errors.email = 'Please enter your email address.';
  else if (email.length > ENQUIRY_LIMITS.email || !EMAIL.test(email)) errors.email = 'Please enter a valid email address, like name@example.com.';
  if (values.country.trim().length > ENQUIRY_LIMITS.country) errors.country = `Country must be at most ${ENQUIRY_LIMITS.country} characters.`;
  if (values.language.trim().length > ENQUIRY_LIMITS.language) errors.language = `Language must be at most ${ENQUIRY_LIMITS.language} characters.`;
  return errors;
}
