/**
 * How a marketplace book is written in the seed: the fields an editor chooses; the physical
 * details (weight, dimensions) follow from the page count and format the way a printer's sheet
 * does, so forty books do not each repeat them by hand.
 */
import type { PaletteName } from '../../../contracts/art';
import { art, image, ref, type SeedDocument, type SeedOf } from '../helpers';
import { personId } from '../people';

export const categoryId = (slug: string) => `bookCategory-${slug}`;
export const bookId = (slug: string) => `book-${slug}`;

/** The four sub-categories of Books, by slug. */
export type SubCategory = 'health-family-personal-development' | 'spiritual-religion' | 'science-spirituality' | 'science-hinduism-vedanta';

export interface BookSeed {
  slug: string;
  title: string;
  author: string;
  category: SubCategory;
  palette: PaletteName;
  publishedAt: string;
  language: NonNullable<SeedOf<'book'>['language']>;
  format: 'paperback' | 'hardcover' | 'bundle';
  /** Rupees, GST included. */
  price: number;
  listPrice?: number;
  deliveryDays: number;
  pages: number;
  description: string;
  /** False for a book that is out of stock. */
  available?: boolean;
}

const PUBLISHER = 'Jnanam Prakashan Trust, Kolkata';

function physicalDetails(pages: number, format: BookSeed['format']) {
  const thicknessCm = Math.max(0.8, Math.round((pages / 160) * 10) / 10);
  if (format === 'bundle') return { weightGrams: Math.round(pages * 1.45), dimensions: `21.6 x 14 x ${thicknessCm} cm (boxed set)` };
  if (format === 'hardcover') return { weightGrams: Math.round(pages * 1.7 + 90), dimensions: `23.4 x 15.6 x ${(thicknessCm + 0.4).toFixed(1)} cm` };
  return { weightGrams: Math.round(pages * 1.2 + 20), dimensions: `21.6 x 14 x ${thicknessCm} cm` };
}

export function bookDocument(seed: BookSeed): SeedDocument {
  const { slug, author, category, palette, available = true, ...fields } = seed;
  return {
    _id: bookId(slug),
    _type: 'book',
    ...fields,
    available,
    slug: { _type: 'slug', current: slug },
    author: ref(personId(author)),
    category: ref(categoryId(category)),
    cover: image(art({ name: `book-${slug}`, motif: 'book', palette, width: 600, height: 800 }), `Cover of “${seed.title}”`),
    ...physicalDetails(seed.pages, seed.format),
    publisher: PUBLISHER,
    countryOfOrigin: 'India',
    packer: 'Jnanam Prakashan Trust, 12 College Street, Kolkata 700073',
    genericName: 'Book',
  };
}
