import type { SeedDocument } from './helpers';

/** Topic ids are `topic-<slug>` (no dots: ids with a dot are private in a public dataset); other modules reference them with `ref(topicId('...'))`. */
export const topicId = (slug: string) => `topic-${slug}`;

type Place = 'insights' | 'academy' | 'video' | 'research';
const topic = (slug: string, title: string, description: string, showIn: Place[], order: number): SeedDocument => ({
  _id: topicId(slug),
  _type: 'topic',
  title,
  slug: { _type: 'slug', current: slug },
  description,
  showIn,
  order,
});

export const topicDocuments: SeedDocument[] = [
  // Academy's "Topics You May Like", in the designed order; six of them are also the video chips.
  topic('entrepreneurship', 'Entrepreneurship', 'Building ventures with dharma: ethics, purpose and service in enterprise.', ['academy', 'insights'], 10),
  topic('health-wellness', 'Health & Wellness', 'Ayurveda, yoga, breath and the daily rhythms that keep body and mind in balance.', ['academy', 'video', 'insights'], 20),
  topic('business-economics', 'Business & Economics', 'Artha in the modern world: wealth, trade and the Arthashastra’s lessons for today.', ['academy', 'video'], 30),
  topic('food', 'Food', 'Sattvic cooking, seasonal eating and the philosophy of anna as the first sheath of the self.', ['academy'], 40),
  topic('lifestyle-fashion', 'Lifestyle & Fashion', 'Handloom, craft traditions and mindful living rooted in Indian heritage.', ['academy', 'video'], 50),
  topic('current-affairs', 'Current affairs', 'Today’s questions seen through the lens of dharma and the Indian knowledge systems.', ['academy', 'video'], 60),
  topic('astronomy', 'Astronomy', 'Jyotisha, the nakshatras and the observational science of ancient Indian sky-watchers.', ['academy', 'insights'], 70),
  topic('arts-culture', 'Arts & Culture', 'Classical music, dance, temple architecture and the living arts of Bharat.', ['academy', 'video', 'insights'], 80),
  topic('gaming', 'Gaming', 'From Moksha Patam (snakes and ladders) to new games that teach the epics.', ['academy', 'video'], 90),
  topic('news-media', 'News & Media', 'Updates from the trust, the gurukula and the Vedic research community.', ['academy'], 100),
  topic('global-politics', 'Global Politics', 'Bharat’s civilisational voice in world affairs and the idea of Vasudhaiva Kutumbakam.', ['academy'], 110),
  topic('music', 'Music', 'Sama Veda chanting, ragas and the science of nada.', ['academy', 'insights'], 120),
  topic('education', 'Education', 'The gurukula tradition and how Vedic ways of learning meet today’s classrooms.', ['academy', 'insights'], 130),
  // Insights themes.
  topic('vedanta', 'Vedanta', 'The Upanishads, the Brahma Sutras and the Bhagavad Gita: the philosophy of the Self.', ['insights'], 140),
  topic('yoga', 'Yoga', 'Patanjali’s eight limbs, asana and pranayama as a path to inner stillness.', ['insights'], 150),
  topic('ayurveda', 'Ayurveda', 'The science of life: doshas, daily routine and natural healing.', ['insights'], 160),
  topic('meditation', 'Meditation', 'Dhyana and japa practices for a steady, clear mind.', ['insights'], 170),
  topic('science-spirituality', 'Science & Spirituality', 'Where modern science and Vedic insight meet: consciousness, cosmos and ritual.', ['insights'], 180),
  // Research project tags.
  topic('hinduism', 'Hinduism', 'Sanatana Dharma’s scriptures, practices and living traditions.', ['research'], 200),
  topic('indology', 'Indology', 'The scholarly study of India’s languages, texts and history.', ['research'], 210),
  topic('dharma', 'Dharma', 'Right conduct, duty and the order that sustains life.', ['research', 'insights'], 220),
  topic('ancient-india', 'Ancient_India', 'Archaeology, epigraphy and the history of early Indian civilisation.', ['research'], 230),
  topic('mahabharata-katha', 'Mahabharata_Katha', 'Stories and teachings of the Mahabharata and their retelling.', ['research'], 240),
];
