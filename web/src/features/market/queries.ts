import { defineQuery } from 'groq';
import { IMAGE } from '~/shared/content/fragments';

/** The shop's filters, delivery rule and labels, with the category tree under the root category. */
export const marketplaceSettingsQuery = defineQuery(`*[_type == "marketplaceSettings" && _id == "marketplaceSettings"][0]{
  profileBanner{ heading, text, "image": image${IMAGE} },
  "rootCategory": rootCategory->{ _id, title, "slug": slug.current },
  "categories": *[_type == "bookCategory" && parent._ref == ^.rootCategory._ref] | order(order asc){ _id, title, "slug": slug.current },
  languages, formats, reviewFilters[]{ _key, label, minStars },
  searchPlaceholder, freeDeliveryThreshold, deliveryFee, freeDeliveryNote, gstNote, buyLabel
}`);

/** A published book (drafts are the studio's). */
export const BOOK = `_type == "book" && !(_id in path("drafts.**"))`;
