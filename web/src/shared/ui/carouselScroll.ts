/**
 * The carousel's movement: one slide per step, animated over 500 ms. Scroll snapping is
 * paused while the arrows or keys move the row (it then rests exactly on a slide, and a re-snap by a
 * fraction of a pixel would slide it again); it comes back when the visitor swipes or scrolls
 * (`resumeSnapping`). The slides after the first
 * `count` are a copy of them: a row that has moved onto the copy is put back on the original,
 * which looks the same, so the row never ends.
 */
const DURATION_MS = 500;

/** The distance from one slide to the next (its width with its spacing). */
export function slideStep(row: HTMLElement): number {
  const [first, second] = [row.children[0] as HTMLElement | undefined, row.children[1] as HTMLElement | undefined];
  if (!first) return 0;
  // Fractional: slides are a fraction of the row's width.
  const firstLeft = first.getBoundingClientRect().left;
  return second ? second.getBoundingClientRect().left - firstLeft : first.getBoundingClientRect().width;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

function setInstantly(row: HTMLElement, left: number) {
  row.dataset.moving = '';
  row.scrollLeft = left;
}

/** The visitor scrolls the row themselves: snapping applies again. */
export function resumeSnapping(row: HTMLElement) {
  delete row.dataset.moving;
}

function animate(row: HTMLElement, to: number): Promise<void> {
  const from = row.scrollLeft;
  if (prefersReducedMotion() || from === to) {
    setInstantly(row, to);
    return Promise.resolve();
  }
  row.dataset.moving = '';
  const start = performance.now();
  return new Promise((resolve) => {
    const frame = (now: number) => {
      const progress = Math.min(1, (now - start) / DURATION_MS);
      row.scrollLeft = from + (to - from) * easeInOut(progress);
      if (progress < 1) {
        requestAnimationFrame(frame);
      } else {
        resolve();
      }
    };
    requestAnimationFrame(frame);
  });
}

/** Moves the row one slide forward or back; at either end of the originals it goes on into the copy. */
export async function scrollByOneSlide(row: HTMLElement, direction: 1 | -1, count: number): Promise<void> {
  const step = slideStep(row);
  if (step <= 0) return;
  const hasCopy = row.children.length >= count * 2;
  const loop = step * count;
  // The slide at the left edge (snapped positions are whole steps).
  let index = Math.round(row.scrollLeft / step);
  if (hasCopy && direction === -1 && index === 0) {
    index = count;
    setInstantly(row, index * step);
  }
  const maxLeft = row.scrollWidth - row.clientWidth;
  let target = (index + direction) * step;
  if (!hasCopy && target > maxLeft + 1) target = 0; // no copy (yet): back to the start
  await animate(row, Math.max(0, Math.min(target, maxLeft)));
  if (hasCopy && row.scrollLeft >= loop - 1) setInstantly(row, row.scrollLeft - loop);
}
