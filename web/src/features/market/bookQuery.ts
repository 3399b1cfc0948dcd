import { defineQuery } from 'groq';
import { IMAGE } from '~/shared/content/fragments';
import { BOOK } from './queries';

/** One book's page, by slug; the author's biography comes from the person. */
export const bookDetailQuery = defineQuery(`*[${BOOK} && slug.current == $slug][0]{
  _id, title, "slug": slug.current, "cover": cover${IMAGE}, price, listPrice, publishedAt, format, language, deliveryDays, available,
  description, publisher, pages, weightGrams, dimensions, countryOfOrigin, packer, genericName,
  "sample": sample{ asset, "size": asset->size },
  "category": category->title,
  "author": author->{ name, role, bio, "portrait": portrait${IMAGE} }
}`);
