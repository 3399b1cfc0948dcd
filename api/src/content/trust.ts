import type { GrievanceOfficerDetails } from '../../../contracts/grievance';
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
  /** The Unique Registration Number of the approval under section 80G and its date (YYYY-MM-DD); null until set. */
  approval80G: { number: string; date: string } | null;
  receiptNote: string;
  signatory: string;
}

interface PublishedContent {
  published(): ContentDocument[];
}

const FALLBACK: TrustDetails = { name: 'Jnanam Trust', address: '', pan: '', registrations: [], approval80G: null, receiptNote: '', signatory: '' };

export function trustDetails(content: PublishedContent): TrustDetails {
  const settings = content.published().find((doc) => doc._id === 'siteSettings');
  const trust = (settings?.trust ?? {}) as Partial<TrustDetails> & {
    registrations?: { label?: string; number?: string }[];
    approval80G?: { number?: string; date?: string };
  };
  return {
    name: trust.name ?? FALLBACK.name,
    address: trust.address ?? '',
    pan: trust.pan ?? '',
    registrations: (trust.registrations ?? []).map((r) => ({ label: r.label ?? '', number: r.number ?? '' })),
    approval80G: trust.approval80G?.number ? { number: trust.approval80G.number, date: trust.approval80G.date ?? '' } : null,
    receiptNote: trust.receiptNote ?? '',
    signatory: trust.signatory ?? '',
  };
}

/** The trust's contact address (site settings → Contact), where notices of new enquiries go; null when none is set. */
export function siteContactAddress(content: PublishedContent): string | null {
  const address = content.published().find((doc) => doc._id === 'siteSettings')?.contactEmail;
  return typeof address === 'string' && address.includes('@') ? address : null;
}

/** The Grievance Officer (site settings → Contact), whom a member appeals a moderator's decision to; null when none is set. */
export function grievanceOfficer(content: PublishedContent): GrievanceOfficerDetails | null {
  const officer = content.published().find((doc) => doc._id === 'siteSettings')?.grievanceOfficer as Partial<GrievanceOfficerDetails> | undefined;
  if (!officer?.name) return null;
  return { name: officer.name, email: officer.email ?? null, acknowledgeHours: officer.acknowledgeHours ?? null, resolveDays: officer.resolveDays ?? null };
}
