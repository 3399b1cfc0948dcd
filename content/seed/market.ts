import { art, image, ref, type SeedDocument } from './helpers';
import { bookDocument, categoryId } from './market/bookSeed';
import { LIFE_BOOKS } from './market/booksLife';
import { SCIENCE_BOOKS } from './market/booksScience';

export { bookId } from './market/bookSeed';

const category = (slug: string, title: string, order: number, description: string, parent?: string): SeedDocument => ({
  _id: categoryId(slug),
  _type: 'bookCategory',
  title,
  slug: { _type: 'slug', current: slug },
  ...(parent ? { parent: ref(categoryId(parent)) } : {}),
  description,
  order,
});

const categories: SeedDocument[] = [
  category('books', 'Books', 0, 'Printed books on Vedic knowledge, spirituality and Indian thought.'),
  category('health-family-personal-development', 'Health, Family & Personal Development', 10, 'Ayurveda, yoga, parenting and self-growth rooted in dharma.', 'books'),
  category('spiritual-religion', 'Spiritual & Religion', 20, 'Scriptures, commentaries and the lives of saints.', 'books'),
  category('science-spirituality', 'Science & Spirituality', 30, 'Where physics, consciousness and the Vedas meet.', 'books'),
  category('science-hinduism-vedanta', 'Science, Hinduism & Vedanta', 40, 'Vedanta philosophy and the scientific temper of Hindu thought.', 'books'),
];

/** Every book of the shop: at least one of each category, language and format; a few out of stock. */
export const books: SeedDocument[] = [...LIFE_BOOKS, ...SCIENCE_BOOKS].map(bookDocument);

const settings: SeedDocument = {
  _id: 'marketplaceSettings',
  _type: 'marketplaceSettings',
  profileBanner: {
    heading: 'Your reading shelf',
    text: 'Books chosen by the Jnanam community on Vedic knowledge, health and the spiritual life.',
    image: image(art({ name: 'market-profile-banner', motif: 'book', palette: 'maroon', width: 600, height: 400 }), 'An open book glowing in warm light'),
  },
  rootCategory: ref(categoryId('books')),
  languages: ['english', 'hindi', 'bengali', 'marathi', 'gujarati', 'kannada', 'tamil', 'malayalam', 'telugu', 'assamese', 'punjabi', 'sanskrit'],
  formats: ['paperback', 'hardcover', 'bundle'],
  reviewFilters: [
    { _type: 'reviewFilter', _key: 'four-stars-up', label: '4 stars & up', minStars: 4 },
    { _type: 'reviewFilter', _key: 'three-stars-up', label: '3 stars & up', minStars: 3 },
    { _type: 'reviewFilter', _key: 'two-stars-up', label: '2 stars & up', minStars: 2 },
  ],
  searchPlaceholder: 'Search Here',
  freeDeliveryThreshold: 499,
  deliveryFee: 49,
  freeDeliveryNote: 'FREE delivery on orders over {amount}',
  gstNote: 'Inclusive of all taxes (GST included)',
  buyLabel: 'Buy',
  // The carriers' public tracking pages; the trust corrects an address here if a carrier moves its page.
  carriers: [
    { _type: 'carrier', _key: 'india-post', name: 'India Post', trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber={tracking}' },
    { _type: 'carrier', _key: 'dtdc', name: 'DTDC', trackingUrl: 'https://www.dtdc.in/tracking.asp?strCnno={tracking}' },
    { _type: 'carrier', _key: 'blue-dart', name: 'Blue Dart', trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={tracking}' },
    { _type: 'carrier', _key: 'delhivery', name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{tracking}' },
  ],
};

export const marketDocuments: SeedDocument[] = [...categories, ...books, settings];
