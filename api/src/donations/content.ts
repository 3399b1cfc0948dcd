import type { ContentDocument } from '../content/dataset';

/**
 * What a donation takes from content: the causes a gift can go to, and the
 * reason the bill shows GST ₹0. Read from the published dataset on every call, so an editor's
 * change applies to the next donation.
 */
interface PublishedContent {
  published(): ContentDocument[];
}

export interface DonationContent {
  causes: Map<string, string>;
  gstNote: string;
}

export function donationContent(content: PublishedContent): DonationContent {
  const documents = content.published();
  const page = documents.find((doc) => doc._id === 'donatePage');
  const listed = new Set(((page?.causes ?? []) as { _ref?: string }[]).map((ref) => ref._ref));
  const causes = new Map<string, string>();
  for (const doc of documents) {
    if (doc._type === 'donationCause' && listed.has(doc._id) && typeof doc.title === 'string') causes.set(doc._id, doc.title);
  }
  return { causes, gstNote: typeof page?.gstNote === 'string' ? page.gstNote : 'No GST: a donation is not a taxable supply.' };
}
