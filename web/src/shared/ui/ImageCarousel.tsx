import { useId } from 'react';
import SlickSlider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { SanityImage, type ContentImage } from '../content/SanityImage';
import { ArrowRightIcon } from './icons';
import styles from './ImageCarousel.module.css';
import { useSlidesToShow } from './useSlidesToShow';

// react-slick is CommonJS; depending on the bundler's interop its default export arrives wrapped.
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

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

function NextArrow({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <button type="button" className={styles.next} aria-label={label} onClick={onClick}>
      <ArrowRightIcon />
    </button>
  );
}

/** SPEC §9: the landing carousels have a next arrow only. */
const NoArrow = () => null;

/** A titled row of pictures with captions (SPEC §9: 500 ms, infinite, one slide per scroll, next arrow only). */
export function ImageCarousel({ title, slides, slidesToShow = 3 }: ImageCarouselProps) {
  const headingId = useId();
  const shown = useSlidesToShow(slidesToShow);
  const settings: Settings = {
    speed: 500,
    infinite: true,
    slidesToScroll: 1,
    slidesToShow: shown,
    arrows: true,
    dots: false,
    nextArrow: <NextArrow label={`Next slide: ${title}`} />,
    prevArrow: <NoArrow />,
  };
  return (
    <section className={styles.section} aria-labelledby={headingId} data-carousel={title}>
      <h3 id={headingId} className={styles.heading}>
        {title}
      </h3>
      <div className={styles.track}>
        <Slider key={shown} {...settings}>
          {slides.map((slide) => (
            <figure key={slide._key} className={styles.slide}>
              <SanityImage image={slide.image} aspectRatio={4 / 3} sizes="(max-width: 599px) 90vw, (max-width: 899px) 45vw, 380px" />
              <figcaption className={styles.caption}>{slide.caption}</figcaption>
            </figure>
          ))}
        </Slider>
      </div>
    </section>
  );
}
