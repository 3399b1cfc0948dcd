import type { EpisodeCategory, EpisodeSummary } from '@contracts/episodes';

/**
 * The carousels of the stream and dialogue pages, in the order the pages show them. Each title is matched to the
 * API's category by its letters alone, so 'VISHNU AVATARS-EPISODES' finds 'VISHNU AVATARS - EPISODES'.
 */
export interface ShowcaseSection {
  title: string;
}

export interface ShowcaseConfig {
  pageTitle: string;
  /** Which part of the episodesPage content document holds this page's texts. */
  contentKey: 'stream' | 'dialogue';
  sections: ShowcaseSection[];
  /** Slides per view on wide screens; fewer on narrow ones. */
  slidesToShow: number;
}

export const STREAM_CONFIG: ShowcaseConfig = {
  pageTitle: 'Jnanam Stream',
  contentKey: 'stream',
  sections: [
    { title: 'LATEST EPISODES' },
    { title: 'VISHNU AVATARS - EPISODES' },
    { title: 'SCIENCE IN RITUALS' },
    { title: 'UPCOMING SEASONS' },
  ],
  slidesToShow: 4,
};

export const DIALOGUE_CONFIG: ShowcaseConfig = {
  pageTitle: 'Jnanam Dialogue',
  contentKey: 'dialogue',
  sections: [
    { title: 'LATEST DIALOGUES' },
    { title: 'VISHNU AVATARS-EPISODES' },
    { title: 'SCIENCE IN RITUALS' },
    { title: 'UPCOMING SEASONS' },
  ],
  slidesToShow: 3,
};

export const categoryKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface Carousel {
  title: string;
  episodes: EpisodeSummary[];
}

/** The page's carousels in its order, each fed by the API category of the same name. */
export function carouselsFor(config: ShowcaseConfig, categories: EpisodeCategory[]): Carousel[] {
  const byKey = new Map(categories.map((group) => [categoryKey(group.category), group.episodes]));
  return config.sections
    .map((section) => ({ title: section.title, episodes: byKey.get(categoryKey(section.title)) ?? [] }))
    .filter((carousel) => carousel.episodes.length > 0);
}

/** The NEW EPISODE of the banner: the first of the page's first carousel, else the first of any. */
export const featuredEpisode = (config: ShowcaseConfig, categories: EpisodeCategory[]): EpisodeSummary | undefined =>
  carouselsFor(config, categories)[0]?.episodes[0] ?? categories.find((group) => group.episodes.length)?.episodes[0];
