import { ENQUIRY_MESSAGES } from '@contracts/messages/enquiry';
import { FORM_MESSAGES } from '@contracts/messages/form';
import { ENQUIRY_LIMITS, isEmail } from '@contracts/rules';
import type { EnquiryPayload } from '../api/enquiries';

/** The field limits of the server's enquiry contract (contracts/enquiries.ts), for the inputs' maxLength. */
export { ENQUIRY_LIMITS };

export type EnquiryErrors = Partial<Record<keyof EnquiryPayload, string>>;

const enquiry = ENQUIRY_MESSAGES;
const form = FORM_MESSAGES;

/** What is wrong with each field, in words for a person; empty when the form can be sent. */
export function validateEnquiry(values: EnquiryPayload): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const name = values.fullName.trim();
  const email = values.email.trim();
  if (!name) errors.fullName = enquiry.enterFullName;
  else if (name.length < ENQUIRY_LIMITS.fullNameMin) errors.fullName = enquiry.fullNameTooShort(ENQUIRY_LIMITS.fullNameMin);
  else if (name.length > ENQUIRY_LIMITS.fullName) errors.fullName = enquiry.fullNameTooLong(ENQUIRY_LIMITS.fullName);
  if (!email) errors.email = enquiry.enterEmail;
  else if (!isEmail(email)) errors.email = enquiry.enterValidEmail;
  if (values.country.trim().length > ENQUIRY_LIMITS.country) errors.country = form.atMost('Country', ENQUIRY_LIMITS.country);
  if (values.language.trim().length > ENQUIRY_LIMITS.language) errors.language = form.atMost('Language', ENQUIRY_LIMITS.language);
  const message = values.message.trim();
  if (!message) errors.message = enquiry.enterMessage;
  else if (message.length > ENQUIRY_LIMITS.message) errors.message = enquiry.messageTooLong(ENQUIRY_LIMITS.message);
  return errors;
}
