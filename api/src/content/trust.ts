import type { ContentDocument } from './dataset';

/**
 * The trust behind the platform, as receipts and the payment checkout name it: its
 * legal name, address, PAN and registration numbers are content (site settings → Trust), because
 * the sections of the Income-tax Act they cite change with the law, not with the code.
 */
export interface TrustDetails {
  name: string;
  address: string;
  pan: string;
  registrations: { label: string; number: string }[];
  receiptNote: string;
  signatory: string;
}

interface PublishedContent {
  published(): ContentDocument[];
}

const FALLBACK: TrustDetails = { name: 'Jnanam Trust', address: '', pan: '', registrations: [], receiptNote: '', signatory: '' };

export function trustDetails(content: PublishedContent): TrustDetails {
  const settings = content.published().find((doc) => doc._id === 'siteSettings');
  const trust = (settings?.trust ?? {}) as Partial<TrustDetails> & { registrations?: { label?: string; number?: string }[] };
  return {
    name: trust.name ?? FALLBACK.name,
    address: trust.address ?? '',
    pan: trust.pan ?? '',
    registrations: (trust.registrations ?? []).map((r) => ({ label: r.label ?? '', number: r.number ?? '' })),
    receiptNote: trust.receiptNote ?? '',
    signatory: trust.signatory ?? '',
  };
}

/** The trust's contact address (site settings → Contact), where notices of new enquiries go; null when none is set. */
export function siteContactAddress(content: PublishedContent): string | null {
  const address = content.published().find((doc) => doc._id === 'siteSettings')?.contactEmail;
  return typeof address === 'string' && address.includes('@') ? address : null;
}
