import { amountProblem, DONATION_LIMITS, INDIA, normalisePhone, PAN_PATTERN } from '@contracts/donationRules';
import { DONATION_MESSAGES } from '@contracts/messages/donation';
import { FORM_MESSAGES } from '@contracts/messages/form';
import { isEmail } from '@contracts/rules';

/**
 * The donation dialog's fields as typed, and the same checks the server makes (contracts/donations),
 * so each message appears beside its field before anything is sent.
 */
export interface DonationFields {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  phone: string;
  /** The preferred amount as typed, or the preset chosen (whole rupees). */
  amount: string;
  pan: string;
  address: string;
  showName: boolean;
}

export type DonationErrors = Partial<Record<keyof DonationFields, string>>;

export const EMPTY_DONATION: DonationFields = { firstName: '', lastName: '', email: '', country: INDIA, phone: '', amount: '', pan: '', address: '', showName: false };

export const isIndia = (country: string) => country.trim().toLowerCase() === INDIA.toLowerCase();

/** The amount in rupees as a number (NaN when it is not one), for the amount rule. */
export const amountOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.replace(/[,\s₹]/g, '')));

export function validateDonation(fields: DonationFields): DonationErrors {
  const errors: DonationErrors = {};
  const required = (name: keyof DonationFields, label: string, max: number) => {
    const value = String(fields[name]).trim();
    if (!value) errors[name] = FORM_MESSAGES.enterYour(label);
    else if (value.length > max) errors[name] = FORM_MESSAGES.atMost(label, max);
  };
  required('firstName', 'first name', DONATION_LIMITS.name);
  required('lastName', 'last name', DONATION_LIMITS.name);
  required('country', 'country', DONATION_LIMITS.country);
  if (!fields.email.trim()) errors.email = FORM_MESSAGES.enterEmail;
  else if (!isEmail(fields.email.trim())) errors.email = FORM_MESSAGES.enterValidEmail;
  const phone = isIndia(fields.country) ? `+91${fields.phone}` : fields.phone;
  if (!fields.phone.trim() || normalisePhone(fields.country, phone) === null) {
    errors.phone = isIndia(fields.country) ? DONATION_MESSAGES.phoneIndia : DONATION_MESSAGES.phoneInternational;
  }
  const amount = amountProblem(amountOf(fields.amount) ?? null);
  if (amount) errors.amount = amount;
  const pan = fields.pan.trim().toUpperCase();
  if (pan && !PAN_PATTERN.test(pan)) errors.pan = DONATION_MESSAGES.panInvalid;
  if (fields.address.trim().length > DONATION_LIMITS.address) errors.address = FORM_MESSAGES.atMost('Postal address', DONATION_LIMITS.address);
  return errors;
}

/** The body of POST /donations: no price, only the donor's choice of rupees. */
export function donationRequest(fields: DonationFields, causeId: string, idempotencyKey: string) {
  return {
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    email: fields.email.trim(),
    country: fields.country.trim(),
    phone: isIndia(fields.country) ? `+91${fields.phone.replace(/\s/g, '')}` : fields.phone.trim(),
    amountRupees: amountOf(fields.amount) as number,
    pan: fields.pan.trim().toUpperCase(),
    address: fields.address.trim(),
    showName: fields.showName,
    causeId,
    idempotencyKey,
  };
}
