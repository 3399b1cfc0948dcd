import type { SeedDocument } from './helpers';

/** The words around the episodes of the Stream and Dialogue pages (the figures are the episodes' own). */
export const episodesPageDocuments: SeedDocument[] = [
  {
    _id: 'episodesPage',
    _type: 'episodesPage',
    stream: {
      bannerLabel: 'NEW EPISODE',
      teaser:
        'Ancient wisdom, told simply: a new episode of Jnanam Originals on the knowledge of the Vedas and how it lives on in our daily life.',
      sectionLabel: 'JNANAM ORIGINALS',
    },
    dialogue: {
      bannerLabel: 'NEW EPISODE',
      teaser: 'Scholars and seekers in conversation: a new Jnanam Dialogue that asks old questions with fresh eyes.',
      sectionLabel: 'JNANAM DIALOGUES',
    },
  },
];
