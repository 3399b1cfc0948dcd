import { type DeliveryRule, rupeesToPaise } from '../../../contracts/bookShop';
import type { PublishedContent } from '../content/dataset';

/** What the shop needs to know of a published book to sell it: prices in paise. */
export interface CatalogueBook {
  id: string;
  slug: string;
  title: string;
  price: number;
  available: boolean;
  coverAssetId: string | null;
  coverAlt: string;
}

export interface Catalogue extends DeliveryRule {
  byId: Map<string, CatalogueBook>;
  bySlug: Map<string, CatalogueBook>;
}

interface BookFields {
  _id: string;
  _type: string;
  title?: unknown;
  slug?: { current?: unknown };
  price?: unknown;
  available?: unknown;
  cover?: { asset?: { _ref?: unknown }; alt?: unknown };
  freeDeliveryThreshold?: unknown;
  deliveryFee?: unknown;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : null);
const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The books on sale and the delivery rule, read from the published content (the
 * server never takes a price from the browser). Built once per loaded dataset: a price an editor
 * publishes is charged from the next request on.
 */
export function createCatalogue(content: PublishedContent): () => Catalogue {
  let cached: { documents: unknown; catalogue: Catalogue } | undefined;
  return () => {
    const documents = content.published();
    if (cached?.documents === documents) return cached.catalogue;
    const byId = new Map<string, CatalogueBook>();
    const bySlug = new Map<string, CatalogueBook>();
    let rule: DeliveryRule = { freeDeliveryThreshold: 0, deliveryFee: 0 };
    for (const doc of documents as BookFields[]) {
      if (doc._type === 'marketplaceSettings') {
        rule = {
          freeDeliveryThreshold: rupeesToPaise(asNumber(doc.freeDeliveryThreshold) ?? 0),
          deliveryFee: rupeesToPaise(asNumber(doc.deliveryFee) ?? 0),
        };
      }
      if (doc._type !== 'book') continue;
      const slug = asString(doc.slug?.current);
      const price = asNumber(doc.price);
      // A book without a slug or price cannot be shown or sold; Studio validation prevents it.
      if (!slug || price === null) continue;
      const book: CatalogueBook = {
        id: doc._id,
        slug,
        title: asString(doc.title) ?? slug,
        price: rupeesToPaise(price),
        available: doc.available !== false,
        coverAssetId: asString(doc.cover?.asset?._ref),
        coverAlt: asString(doc.cover?.alt) ?? '',
      };
      byId.set(book.id, book);
      bySlug.set(slug, book);
    }
    const catalogue = { byId, bySlug, ...rule };
    cached = { documents, catalogue };
    return catalogue;
  };
}
