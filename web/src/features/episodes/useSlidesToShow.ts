import { useSyncExternalStore } from 'react';

const NARROW = '(max-width: 767px)';
const MEDIUM = '(max-width: 1023px)';

function subscribe(onChange: () => void) {
  const queries = [NARROW, MEDIUM].map((query) => window.matchMedia(query));
  queries.forEach((query) => query.addEventListener('change', onChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}

const widthClass = () => (window.matchMedia(NARROW).matches ? 'narrow' : window.matchMedia(MEDIUM).matches ? 'medium' : 'wide');

/**
 * Slides per view for the screen width. react-slick's own `responsive` option only reacts to
 * later resizes, not to the width the page opens at, so the width is read here.
 */
export function useSlidesToShow(wide: number): number {
  const width = useSyncExternalStore(subscribe, widthClass, () => 'wide' as const);
  if (width === 'narrow') return Math.min(wide, 2);
  if (width === 'medium') return Math.min(wide, 3);
  return wide;
}
