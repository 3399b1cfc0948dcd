/** The Sparks: short portrait videos on two shelves. Their views are members' interactions (seeded by the API). */
import type { Motif, PaletteName } from '../../../contracts/art';
import { art, image, type SeedDocument } from '../helpers';
import { portraitClip } from './clips';

const SPARKS: { shelf: 'latest' | 'scienceInRituals'; title: string; motif: Motif; palette: PaletteName; seconds: number }[] = [
  { shelf: 'latest', title: 'One breath before you speak', motif: 'lotus', palette: 'rose', seconds: 38 },
  { shelf: 'latest', title: 'The meaning of Om in 40 seconds', motif: 'sun', palette: 'saffron', seconds: 41 },
  { shelf: 'latest', title: 'Gayatri mantra, word by word', motif: 'sun', palette: 'gold', seconds: 55 },
  { shelf: 'latest', title: 'Why we touch elders’ feet', motif: 'portrait', palette: 'dusk', seconds: 32 },
  { shelf: 'latest', title: 'Karma is not punishment', motif: 'mandala', palette: 'maroon', seconds: 47 },
  { shelf: 'latest', title: 'A Gita verse for exam stress', motif: 'book', palette: 'river', seconds: 36 },
  { shelf: 'latest', title: 'The five sheaths of the self', motif: 'mandala', palette: 'night', seconds: 58 },
  { shelf: 'latest', title: 'Sunrise on the Ganga', motif: 'river', palette: 'dusk', seconds: 29 },
  { shelf: 'scienceInRituals', title: 'Why the tulsi is in the courtyard', motif: 'tree', palette: 'forest', seconds: 44 },
  { shelf: 'scienceInRituals', title: 'Copper vessels and water', motif: 'diya', palette: 'gold', seconds: 39 },
  { shelf: 'scienceInRituals', title: 'The diya at dusk', motif: 'diya', palette: 'night', seconds: 33 },
  { shelf: 'scienceInRituals', title: 'Fasting on Ekadashi', motif: 'stars', palette: 'night', seconds: 52 },
  { shelf: 'scienceInRituals', title: 'Temple bells and the mind', motif: 'temple', palette: 'saffron', seconds: 35 },
  { shelf: 'scienceInRituals', title: 'Sitting cross-legged to eat', motif: 'lotus', palette: 'saffron', seconds: 31 },
  { shelf: 'scienceInRituals', title: 'Circling the sacred fire', motif: 'sun', palette: 'maroon', seconds: 46 },
  { shelf: 'scienceInRituals', title: 'Bathing at sunrise', motif: 'river', palette: 'river', seconds: 40 },
];

export const sparkDocuments: SeedDocument[] = SPARKS.map((s, i) => {
  const slug = s.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
  return {
    _id: `spark-${slug}`,
    _type: 'spark',
    title: s.title,
    slug: { _type: 'slug', current: slug },
    shelf: s.shelf,
    image: image(art({ name: `spark-${slug}`, motif: s.motif, palette: s.palette, width: 360, height: 640 }), `Poster of the spark “${s.title}”`),
    video: portraitClip(i),
    durationSeconds: s.seconds,
    order: i * 10,
  };
});

/** The Sparks screen's headings and button. */
export const sparksPageDocument: SeedDocument = {
  _id: 'sparksPage',
  _type: 'sparksPage',
  latestHeading: 'LATEST SPARKS',
  scienceInRitualsHeading: 'SCIENCE IN RITUALS',
  discoverMoreLabel: 'Discover More Sparks Here',
};
