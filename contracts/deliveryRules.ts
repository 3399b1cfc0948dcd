/**
 * A delivery address's rules without zod, so the checkout form checks them in the browser as the
 * server does without carrying the schema library (contracts/bookOrders.ts builds on them).
 */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh', 'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jammu and Kashmir',
  'Jharkhand', 'Karnataka', 'Kerala', 'Ladakh', 'Lakshadweep', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya',
  'Mizoram', 'Nagaland', 'Odisha', 'Puducherry', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura',
  'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
] as const;

/** An Indian PIN code: six digits, the first not 0. */
export const PIN_PATTERN = /^[1-9]\d{5}$/;

/** Where a carrier's tracking-page address (site content) takes the tracking number. */
export const TRACKING_PLACEHOLDER = '{tracking}';

/** A carrier that takes the trust's parcels, and the address of its tracking page with the placeholder in it. */
export interface Carrier {
  name: string;
  trackingUrl: string;
}

/** A carrier's tracking-page address must be https and name where the tracking number goes. */
export const isTrackingPattern = (pattern: string) => /^https:\/\/[^\s{}]+/.test(pattern) && pattern.split(TRACKING_PLACEHOLDER).length === 2;

/**
 * The link to follow a parcel: the carrier's pattern with the tracking number in place, encoded so
 * that it stays one value of the address; null for a carrier no longer listed or a broken pattern.
 */
export function trackingLink(carriers: readonly Carrier[], carrier: string, trackingNumber: string): string | null {
  const pattern = carriers.find((known) => known.name === carrier)?.trackingUrl;
  return pattern && isTrackingPattern(pattern) ? pattern.replace(TRACKING_PLACEHOLDER, encodeURIComponent(trackingNumber)) : null;
}
