import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject, Suspense } from 'react';
import styles from './Carousel.module.css';
import { ArrowRightIcon } from './actionIcons';
import { resumeSnapping, scrollByOneSlide, slideStep } from './carouselScroll';

/** Slides in view: on wide screens, under 1024 px and under 768 px. */
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
  /**
   * Where the slides in view change: `standard` under 1024 and 768 px; `sparks` at 780 and 480 px
   * and below (the sparks sliders' designed steps).
   */
  steps?: 'standard' | 'sparks';
}

/**
 * A titled row that scrolls with CSS scroll snapping (one slide per step in 500 ms,
 * endless, a next arrow only). How many slides show is CSS (custom properties per width step), so
 * the server's HTML already has the phone's layout and nothing moves when the app hydrates.
 * After hydration a copy of the slides follows the originals (hidden from assistive technology and
 * from the keyboard) so that the row continues past its end; the view then jumps back unseen.
 * The arrow keys move one slide when the row has focus; reduced motion jumps instead of sliding.
 * Each carousel hydrates in a turn of its own (a Suspense boundary): a row of pictures is one of the
 * larger parts of a page to hydrate.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  return (
    <Suspense>
      <CarouselRow {...props} />
    </Suspense>
  );
}

function CarouselRow<T>({ title, items, itemKey, renderItem, slidesToShow, nextLabel, headingLevel: Heading = 'h2', steps = 'standard' }: CarouselProps<T>) {
  const headingId = useId();
  const rowId = useId();
  const rowRef = useRef<HTMLUListElement>(null);
  const moving = useRef(false);
  // Whether the slides overflow the row: known once the row's code runs, and until then the arrow
  // waits (a press before it, where the row's code loads after the page's, would be dropped).
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

  const endless = scrollable === true;
  const copies = useSlideCopies(rowRef, endless, items);

  const move = useCallback(
    (direction: 1 | -1) => {
      const row = rowRef.current;
      if (!row || moving.current) return; // like the designed slider, a click during the slide is ignored
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
  // Which slides are past the first screenful, at each width step (the CSS holds those back).
  const slideClass = (index: number) =>
    [styles.slide, index >= narrow && styles.offNarrow, index >= medium && styles.offMedium, index >= wide && styles.offWide].filter(Boolean).join(' ');
  const perView = { '--per-view-wide': wide, '--per-view-medium': medium, '--per-view-narrow': narrow } as CSSProperties;

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-roledescription="carousel" data-carousel={title}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      <div className={styles.track}>
        <ul
          ref={rowRef}
          id={rowId}
          className={steps === 'sparks' ? `${styles.row} ${styles.sparkSteps}` : styles.row}
          style={perView}
          // Focusable so that keyboard users can move it with the arrow keys.
          tabIndex={0}
          aria-label={`${title}: use the arrow keys to move`}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => resumeSnapping(event.currentTarget)}
          onWheel={(event) => resumeSnapping(event.currentTarget)}
        >
          {items.map((item, index) => (
            <li
              key={itemKey(item)}
              className={slideClass(index)}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
            >
              {renderItem(item)}
            </li>
          ))}
          {copies.map((html, index) => (
            // The row's own slides, copied as they were rendered (useSlideCopies).
            <li key={`copy-${index}`} className={slideClass(items.length + index)} aria-hidden="true" inert dangerouslySetInnerHTML={{ __html: html }} />
          ))}
        </ul>
        <button type="button" className={styles.next} aria-label={nextLabel} aria-controls={rowId} onClick={() => move(1)} disabled={scrollable !== true}>
          <ArrowRightIcon />
        </button>
      </div>
    </section>
  );
}

/**
 * The copy that continues an endless row: the slides' own HTML, taken from the row once it has
 * rendered. The browser parses it in one go; rendering the slides a second time through the
 * components was the longest task after the landing page's hydration (~170 ms on Lighthouse's
 * phone for one row of pictures). The copy is inert and hidden from assistive technology, so it
 * needs none of the slides' behaviour. Taken again when the slides change.
 */
function useSlideCopies<T>(rowRef: RefObject<HTMLUListElement | null>, endless: boolean, items: T[]): string[] {
  const [copies, setCopies] = useState<string[]>([]);
  useEffect(() => {
    const row = rowRef.current;
    const slides = endless && row ? Array.from(row.children).slice(0, items.length) : [];
    const next = slides.map((slide) => slide.innerHTML);
    // Unchanged (a row that fits, or the same slides): no new array, so no render for nothing.
    setCopies((previous) => (next.length === previous.length && next.every((html, i) => html === previous[i]) ? previous : next));
  }, [rowRef, endless, items]);
  return copies;
}
