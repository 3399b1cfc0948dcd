import { useSyncExternalStore } from 'react';

const NARROW = '(max-width: 599px)';
const MEDIUM = '(max-width: 899px)';

function subscribe(onChange: () => void) {
  const queries = [NARROW, MEDIUM].map((query) => window.matchMedia(query));
  queries.forEach((query) => query.addEventListener('change', onChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}

const widthClass = () => (window.matchMedia(NARROW).matches ? 'narrow' : window.matchMedia(MEDIUM).matches ? 'medium' : 'wide');

/**
 * Slides per view for the screen width: react-slick's `responsive` option reacts only to later
 * resizes, not to the width the page opens at, so the width is read here.
 */
export function useSlidesToShow(wide: number): number {
  const width = useSyncExternalStore(subscribe, widthClass, () => 'wide' as const);
  if (width === 'narrow') return 1;
  if (width === 'medium') return Math.min(wide, 2);
  return wide;
}
