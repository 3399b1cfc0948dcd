import type { PaletteName } from '../art/render';
import { art, image, ref, type SeedDocument, type SeedOf } from './helpers';
import { personId } from './people';

const categoryId = (slug: string) => `bookCategory-${slug}`;
export const bookId = (slug: string) => `book-${slug}`;

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

interface BookSeed {
  slug: string;
  title: string;
  author: string;
  category: string;
  palette: PaletteName;
  publishedAt: string;
  language: NonNullable<SeedOf<'book'>['language']>;
  format: 'paperback' | 'hardcover' | 'bundle';
  price: number;
  listPrice?: number;
  rating: number;
  reviewCount: number;
  deliveryDays: number;
  pages: number;
  weightGrams: number;
  dimensions: string;
  description: string;
}

const PUBLISHER = 'Jnanam Prakashan Trust, Kolkata';
const book = (b: BookSeed): SeedDocument => {
  const { slug, author, category: cat, palette, ...fields } = b;
  return {
    _id: bookId(slug),
    _type: 'book',
    ...fields,
    slug: { _type: 'slug', current: slug },
    author: ref(personId(author)),
    category: ref(categoryId(cat)),
    cover: image(art({ name: `book-${slug}`, motif: 'book', palette, width: 600, height: 800 }), `Cover of “${b.title}”`),
    publisher: PUBLISHER,
    countryOfOrigin: 'India',
    packer: 'Jnanam Prakashan Trust, 12 College Street, Kolkata 700073',
    genericName: 'Book',
  };
};

export const books: SeedDocument[] = [
  book({
    slug: 'wisdom-of-the-upanishads',
    title: 'The Wisdom of the Upanishads',
    author: 'sanjay-mukherjee',
    category: 'science-hinduism-vedanta',
    palette: 'saffron',
    publishedAt: '2024-11-14',
    language: 'english',
    format: 'paperback',
    price: 450,
    listPrice: 599,
    rating: 4.5,
    reviewCount: 128,
    deliveryDays: 4,
    pages: 312,
    weightGrams: 380,
    dimensions: '21.6 x 14 x 2 cm',
    description:
      'A clear, warm introduction to the ten principal Upanishads for readers meeting them for the first time. Each chapter sets a famous passage in Sanskrit and plain English beside a short commentary on what it asks of us today: who am I, what is real, and how should I live? Includes a glossary and a guide to further reading.',
  }),
  book({
    slug: 'ayurveda-for-every-home',
    title: 'Ayurveda for Every Home',
    author: 'vaidya-lakshmi-nair',
    category: 'health-family-personal-development',
    palette: 'forest',
    publishedAt: '2025-02-03',
    language: 'english',
    format: 'paperback',
    price: 399,
    listPrice: 499,
    rating: 4.7,
    reviewCount: 214,
    deliveryDays: 3,
    pages: 248,
    weightGrams: 320,
    dimensions: '21.6 x 14 x 1.6 cm',
    description:
      'Practical Ayurveda for families: a daily routine (dinacharya) that fits a working day, seasonal food, simple kitchen remedies for common ailments, and clear advice on when to see a doctor. Written by a physician with thirty years of practice in Kerala.',
  }),
  book({
    slug: 'gita-for-young-minds',
    title: 'The Gita for Young Minds',
    author: 'swami-atmananda',
    category: 'spiritual-religion',
    palette: 'maroon',
    publishedAt: '2023-08-15',
    language: 'hindi',
    format: 'hardcover',
    price: 525,
    listPrice: 650,
    rating: 4.8,
    reviewCount: 342,
    deliveryDays: 5,
    pages: 276,
    weightGrams: 520,
    dimensions: '22.9 x 15.2 x 2.4 cm',
    description:
      'The eighteen chapters of the Bhagavad Gita retold for teenagers, with stories, questions for reflection and a short practice at the end of every chapter. Used in the Jnanam gurukula’s weekly Gita circle.',
  }),
  book({
    slug: 'consciousness-and-cosmos',
    title: 'Consciousness and the Cosmos',
    author: 'rahul-deshpande',
    category: 'science-spirituality',
    palette: 'night',
    publishedAt: '2024-04-22',
    language: 'english',
    format: 'hardcover',
    price: 699,
    listPrice: 850,
    rating: 4.3,
    reviewCount: 96,
    deliveryDays: 4,
    pages: 384,
    weightGrams: 610,
    dimensions: '23.4 x 15.6 x 2.8 cm',
    description:
      'A physicist reads the Nasadiya Sukta, the Mandukya Upanishad and the Yoga Vasistha beside quantum theory and neuroscience. Careful about what science can and cannot claim, the book shows where the questions of the rishis and of modern research meet.',
  }),
  book({
    slug: 'sulba-sutras-geometry',
    title: 'Sacred Geometry of the Sulba Sutras',
    author: 'arvind-chaturvedi',
    category: 'science-spirituality',
    palette: 'gold',
    publishedAt: '2022-12-10',
    language: 'sanskrit',
    format: 'hardcover',
    price: 899,
    rating: 4.6,
    reviewCount: 41,
    deliveryDays: 6,
    pages: 296,
    weightGrams: 580,
    dimensions: '24 x 17 x 2.2 cm',
    description:
      'The Sanskrit text of the Baudhayana and Apastamba Sulba Sutras with translation and diagrams: how Vedic altar builders constructed squares, circles and the theorem now named after Pythagoras, centuries before Greece.',
  }),
  book({
    slug: 'mahabharata-katha-bengali',
    title: 'Mahabharata Katha',
    author: 'sanjay-mukherjee',
    category: 'spiritual-religion',
    palette: 'dusk',
    publishedAt: '2021-10-12',
    language: 'bengali',
    format: 'bundle',
    price: 1499,
    listPrice: 1899,
    rating: 4.9,
    reviewCount: 187,
    deliveryDays: 5,
    pages: 1120,
    weightGrams: 1650,
    dimensions: '21.6 x 14 x 9 cm (set of 4)',
    description:
      'The complete Mahabharata retold in Bengali in four volumes, faithful to the Sanskrit yet easy to read aloud at home. Each volume ends with notes on the dharma questions the story raises.',
  }),
  book({
    slug: 'yoga-of-breath',
    title: 'The Yoga of Breath',
    author: 'ananya-sharma',
    category: 'health-family-personal-development',
    palette: 'river',
    publishedAt: '2025-06-21',
    language: 'english',
    format: 'paperback',
    price: 349,
    rating: 4.4,
    reviewCount: 73,
    deliveryDays: 3,
    pages: 184,
    weightGrams: 240,
    dimensions: '19.8 x 12.9 x 1.2 cm',
    description:
      'A twelve-week programme of pranayama for beginners, with the reasons behind each practice, what to avoid, and how breath steadies the mind for meditation.',
  }),
  book({
    slug: 'vedic-astronomy-tamil',
    title: 'Stars of the Vedas',
    author: 'arvind-chaturvedi',
    category: 'science-hinduism-vedanta',
    palette: 'night',
    publishedAt: '2024-01-26',
    language: 'tamil',
    format: 'paperback',
    price: 450,
    rating: 4.2,
    reviewCount: 58,
    deliveryDays: 6,
    pages: 232,
    weightGrams: 300,
    dimensions: '21.6 x 14 x 1.5 cm',
    description:
      'The twenty-seven nakshatras, the Vedic calendar and the festivals it sets, explained in Tamil with star charts you can use from a rooftop.',
  }),
];

const settings: SeedDocument = {
  _id: 'marketplaceSettings',
  _type: 'marketplaceSettings',
  profileBanner: {
    heading: 'Your reading shelf',
    text: 'Books chosen by the Jnanam community on Vedic knowledge, health and the spiritual life.',
    image: image(art({ name: 'market-profile-banner', motif: 'book', palette: 'maroon', width: 600, height: 400 }), 'An open book glowing in warm light'),
  },
  rootCategory: ref(categoryId('books')),
  languages: ['english', 'hindi', 'bengali', 'marathi', 'gujrati', 'kannada', 'tamil', 'malayalam', 'telugu', 'assamese', 'punjabi', 'sanskrit'],
  formats: ['paperback', 'hardcover', 'bundle'],
  reviewFilters: [{ _type: 'reviewFilter', _key: 'two-stars-up', label: '2 stars and up', minStars: 2 }],
  searchPlaceholder: 'Search Here',
  freeDeliveryThreshold: 499,
  freeDeliveryNote: 'FREE delivery on orders over {amount}',
  gstNote: 'Inclusive of all taxes (GST included)',
  buyLabel: 'Buy',
};

export const marketDocuments: SeedDocument[] = [...categories, ...books, settings];
