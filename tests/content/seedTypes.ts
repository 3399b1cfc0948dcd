/**
 * Type-level tests of the seed's document types (content/seed/helpers.ts): `tsc` is the test
 * runner. Each fixture below is wrong on purpose and carries `@ts-expect-error`, so if the seed
 * types ever stop catching the mistake, the directive itself becomes an error and the type check
 * fails. The correct fixtures prove the types still accept what the seed really writes.
 */
import { image, portableText, ref, type SeedDocument, type SeedOf } from '../../content/seed/helpers';

export const seedTypeFixtures: SeedDocument[] = [
  // A correct article: Sanity-managed fields (_createdAt, _updatedAt, _rev) may be left out.
  { _id: 'article-fixture', _type: 'article', title: 'A title', author: ref('person-x'), image: image('art', 'alt'), body: portableText('Text') },
  // @ts-expect-error a misspelt field ("titel") is not in the generated Article type
  { _id: 'article-misspelt', _type: 'article', titel: 'A title' },
  // @ts-expect-error an unknown document type
  { _id: 'unknown-type', _type: 'artcle', title: 'A title' },
  // @ts-expect-error a value outside the schema's options (language is a list of named languages)
  { _id: 'book-language', _type: 'book', language: 'klingon' },
  {
    _id: 'donatePage-nested',
    _type: 'donatePage',
    // @ts-expect-error a misspelt field inside an object field ("heding" for heading)
    banner: { heding: 'A heading' },
  },
  {
    _id: 'book-cover',
    _type: 'book',
    // @ts-expect-error an image's asset must be a reference ({ _type: 'reference', _ref })
    cover: { _type: 'image', alt: 'A cover', asset: { _ref: 'image-x', _type: 'file' } },
  },
];

// @ts-expect-error `satisfies` against one type catches a misspelt field too
export const satisfiesFixture = { _id: 'book-x', _type: 'book', titel: 'A title' } satisfies SeedOf<'book'>;
