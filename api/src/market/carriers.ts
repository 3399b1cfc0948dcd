import type { Carrier } from '../../../contracts/deliveryRules';
import type { ContentDocument } from '../content/dataset';

/** The carriers the trust ships with, in the order Marketplace settings lists them (content, edited in the Studio). */
export function carriersOf(content: { published(): ContentDocument[] }): Carrier[] {
  const settings = content.published().find((doc) => doc._type === 'marketplaceSettings') as { carriers?: { name?: unknown; trackingUrl?: unknown }[] } | undefined;
  return (settings?.carriers ?? []).flatMap((carrier) =>
    typeof carrier.name === 'string' && typeof carrier.trackingUrl === 'string' ? [{ name: carrier.name, trackingUrl: carrier.trackingUrl }] : [],
  );
}
