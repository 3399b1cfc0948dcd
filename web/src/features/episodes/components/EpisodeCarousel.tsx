import type { EpisodeSummary } from '@contracts/episodes';
import { Carousel } from '~/shared/ui/Carousel';
import { EpisodeCard } from './EpisodeCard';

interface EpisodeCarouselProps {
  title: string;
  episodes: EpisodeSummary[];
  slidesToShow: number;
}

/** One category's episodes; each card opens the episode's player. */
export function EpisodeCarousel({ title, episodes, slidesToShow }: EpisodeCarouselProps) {
  return (
    <Carousel
      title={title}
      items={episodes}
      itemKey={(episode) => episode._id}
      renderItem={(episode) => <EpisodeCard episode={episode} />}
      slidesToShow={{ wide: slidesToShow, medium: Math.min(slidesToShow, 3), narrow: Math.min(slidesToShow, 2) }}
      nextLabel={`Next: more of ${title.toLowerCase()}`}
    />
  );
}
