/**
 * The donation dialog's rules without zod, so the browser checks fields as the server does
 * without carrying the schema library (contracts/donations.ts builds the request schema on them).
 */
import { DONATION_MESSAGES } from './messages/donation';

export const DONATION_LIMITS = { minRupees: 1, maxRupees: 10_00_000, name: 50, country: 60, address: 300 } as const;
export const INDIA = 'India';
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** An Indian mobile number: ten digits starting 6–9 (the +91 is fixed beside the field). */
export const INDIAN_MOBILE = /^[6-9][0-9]{9}$/;
/** Elsewhere: the country code and the number, e.g. +44 20 7946 0958. */
export const INTERNATIONAL_PHONE = /^\+[1-9][0-9]{0,3}[ -]?[0-9][0-9 -]{3,16}[0-9]$/;

const D = DONATION_MESSAGES;

/** The phone as stored: `+91 9876543210` for India; as typed (spaces tidied) elsewhere. Null when not valid. */
export function normalisePhone(country: string, phone: string): string | null {
  const typed = phone.trim().replace(/\s+/g, ' ');
  if (country.trim().toLowerCase() === INDIA.toLowerCase()) {
    const digits = typed.replace(/[\s-]/g, '').replace(/^\+91/, '');
    return INDIAN_MOBILE.test(digits) ? `+91 ${digits}` : null;
  }
  return INTERNATIONAL_PHONE.test(typed) ? typed : null;
}

/** Why an amount in rupees cannot be given, or null when it can. */
export function amountProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return D.amountRequired;
  if (!Number.isInteger(value)) return D.amountWhole;
  if (value < DONATION_LIMITS.minRupees) return D.amountTooSmall;
  if (value > DONATION_LIMITS.maxRupees) return D.amountTooLarge;
  return null;
}
