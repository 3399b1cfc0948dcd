import { useEffect, useId, useRef, type ReactNode } from 'react';
import SlickSlider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import styles from './Carousel.module.css';
import { ArrowRightIcon } from './icons';
import { useSlidesToShow, type SlidesPerView } from './useSlidesToShow';

// react-slick is CommonJS; depending on the bundler's interop its default export arrives wrapped.
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

interface CarouselProps<T> {
  title: string;
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  slidesToShow: SlidesPerView;
  /** The accessible name of the next arrow. */
  nextLabel: string;
  headingLevel?: 'h2' | 'h3';
}

function NextArrow({ label, onClick, className }: { label: string; onClick?: () => void; className?: string }) {
  return (
    <button type="button" className={styles.next} aria-label={label} onClick={onClick} disabled={className?.includes('slick-disabled')}>
      <ArrowRightIcon />
    </button>
  );
}

/** SPEC §9: next arrow only. */
const NoArrow = () => null;

/**
 * A titled react-slick row (SPEC §9: 500 ms, infinite, one slide per scroll, next arrow only);
 * fewer slides show on narrower screens.
 */
export function Carousel<T>({ title, items, itemKey, renderItem, slidesToShow, nextLabel, headingLevel: Heading = 'h2' }: CarouselProps<T>) {
  const headingId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const shown = useSlidesToShow(slidesToShow);

  // Slides that slick marks aria-hidden (off-screen and the infinite loop's clones) must hold no
  // focusable element, so they are made inert whenever slick changes them.
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
    nextArrow: <NextArrow label={nextLabel} />,
    prevArrow: <NoArrow />,
  };
  return (
    <section className={styles.section} aria-labelledby={headingId} data-carousel={title}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      <div ref={trackRef} className={styles.track}>
        <Slider key={shown} {...settings}>
          {items.map((item) => (
            <div key={itemKey(item)} className={styles.slide}>
              {renderItem(item)}
            </div>
          ))}
        </Slider>
      </div>
    </section>
  );
}
