import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Carousel.module.css';
import { ArrowRightIcon } from './icons';
import { resumeSnapping, scrollByOneSlide, slideStep } from './carouselScroll';

/** Slides in view: on wide screens, under 1024 px and under 768 px (SPEC §9's steps). */
export interface SlidesPerView {
  wide: number;
  medium?: number;
  narrow?: number;
}

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

/**
 * A titled row that scrolls with CSS scroll snapping (SPEC §9: one slide per step in 500 ms,
 * endless, a next arrow only). How many slides show is CSS (custom properties per width step), so
 * the server's HTML already has the phone's layout and nothing moves when the app hydrates.
 * After hydration a copy of the slides follows the originals (hidden from assistive technology and
 * from the keyboard) so that the row continues past its end; the view then jumps back unseen.
 * The arrow keys move one slide when the row has focus; reduced motion jumps instead of sliding.
 */
export function Carousel<T>({ title, items, itemKey, renderItem, slidesToShow, nextLabel, headingLevel: Heading = 'h2' }: CarouselProps<T>) {
  const headingId = useId();
  const rowId = useId();
  const rowRef = useRef<HTMLUListElement>(null);
  const moving = useRef(false);
  // Whether the slides overflow the row (known after hydration; assumed until then, as the server renders).
  const [scrollable, setScrollable] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const measure = () => setScrollable(slideStep(row) * items.length > row.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [items.length]);

  const move = useCallback(
    (direction: 1 | -1) => {
      const row = rowRef.current;
      if (!row || moving.current) return; // like SPEC's slider, a click during the slide is ignored
      moving.current = true;
      void scrollByOneSlide(row, direction, items.length).finally(() => {
        moving.current = false;
      });
    },
    [items.length],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 1 : -1);
  };

  const { wide, medium = Math.min(wide, 2), narrow = 1 } = slidesToShow;
  const perView = { '--per-view-wide': wide, '--per-view-medium': medium, '--per-view-narrow': narrow } as CSSProperties;
  const endless = scrollable === true;

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-roledescription="carousel" data-carousel={title}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      <div className={styles.track}>
        <ul
          ref={rowRef}
          id={rowId}
          className={styles.row}
          style={perView}
          // Focusable so that keyboard users can move it with the arrow keys.
          tabIndex={0}
          aria-label={`${title}: use the arrow keys to move`}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => resumeSnapping(event.currentTarget)}
          onWheel={(event) => resumeSnapping(event.currentTarget)}
        >
          {items.map((item, index) => (
            <li key={itemKey(item)} className={styles.slide} aria-roledescription="slide" aria-label={`${index + 1} of ${items.length}`}>
              {renderItem(item)}
            </li>
          ))}
          {endless
            ? items.map((item) => (
                <li key={`copy-${itemKey(item)}`} className={styles.slide} aria-hidden="true" inert>
                  {renderItem(item)}
                </li>
              ))
            : null}
        </ul>
        <button type="button" className={styles.next} aria-label={nextLabel} aria-controls={rowId} onClick={() => move(1)} disabled={scrollable === false}>
          <ArrowRightIcon />
        </button>
      </div>
    </section>
  );
}
