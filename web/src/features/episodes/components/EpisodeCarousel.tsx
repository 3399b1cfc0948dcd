import { useEffect, useId, useRef } from 'react';
import SlickSlider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { EpisodeSummary } from '../../../shared/api/types';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import { useSlidesToShow } from '../useSlidesToShow';
import { EpisodeCard } from './EpisodeCard';
import styles from './EpisodeCarousel.module.css';

// react-slick is CommonJS; depending on the bundler's interop its default export arrives wrapped.
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

interface EpisodeCarouselProps {
  title: string;
  episodes: EpisodeSummary[];
  slidesToShow: number;
}

interface ArrowProps {
  label: string;
  onClick?: () => void;
  className?: string;
}

function NextArrow({ label, onClick, className }: ArrowProps) {
  return (
    <button
      type="button"
      className={styles.next}
      aria-label={label}
      onClick={onClick}
      disabled={className?.includes('slick-disabled')}
    >
      <ArrowRightIcon />
    </button>
  );
}

/** SPEC: next arrow only. */
function NoArrow() {
  return null;
}

/**
 * One category's episodes in a react-slick carousel (SPEC §9: 500 ms, infinite, one slide per
 * scroll, next arrow only). Fewer slides show on narrow screens.
 */
export function EpisodeCarousel({ title, episodes, slidesToShow }: EpisodeCarouselProps) {
  const headingId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const shown = useSlidesToShow(slidesToShow);

  // Slides that slick marks aria-hidden (off-screen and infinite-loop clones) must not hold
  // focusable links, so they are made inert whenever slick changes them.
  useEffect(() => {
    const root = trackRef.current;
    if (!root) return;
    const sync = () =>
      root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      });
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);

  const settings: Settings = {
    speed: 500,
    infinite: true,
    slidesToScroll: 1,
    slidesToShow: shown,
    arrows: true,
    dots: false,
    nextArrow: <NextArrow label={`Next: more of ${title.toLowerCase()}`} />,
    prevArrow: <NoArrow />,
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <div ref={trackRef} className={styles.track}>
        <Slider key={shown} {...settings}>
          {episodes.map((episode) => (
            <div key={episode._id} className={styles.slide}>
              <EpisodeCard episode={episode} />
            </div>
          ))}
        </Slider>
      </div>
    </section>
  );
}
