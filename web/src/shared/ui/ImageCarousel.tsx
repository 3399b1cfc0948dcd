import { SanityImage, type ContentImage } from '../content/SanityImage';
import { Carousel } from './Carousel';
import styles from './ImageCarousel.module.css';

export interface CarouselSlide {
  _key: string;
  caption: string | null;
  image: ContentImage | null;
}

interface ImageCarouselProps {
  title: string;
  slides: CarouselSlide[];
  /** Slides in view on wide screens; fewer show on narrow ones. */
  slidesToShow?: number;
}

/** A titled row of pictures with captions. */
export function ImageCarousel({ title, slides, slidesToShow = 3 }: ImageCarouselProps) {
  return (
    <Carousel
      title={title}
      items={slides}
      itemKey={(slide) => slide._key}
      slidesToShow={{ wide: slidesToShow }}
      nextLabel={`Next slide: ${title}`}
      headingLevel="h3"
      renderItem={(slide) => (
        <figure className={styles.slide}>
          <SanityImage image={slide.image} aspectRatio={4 / 3} sizes="(max-width: 767px) 90vw, (max-width: 1023px) 45vw, 380px" />
          <figcaption className={styles.caption}>{slide.caption}</figcaption>
        </figure>
      )}
    />
  );
}
