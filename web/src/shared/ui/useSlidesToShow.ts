import { useSyncExternalStore } from 'react';

/** SPEC §9's steps: fewer slides under 1024 px and again under 768 px. */
const NARROW = '(max-width: 767px)';
const MEDIUM = '(max-width: 1023px)';

export interface SlidesPerView {
  wide: number;
  medium?: number;
  narrow?: number;
}

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
export function useSlidesToShow({ wide, medium = Math.min(wide, 2), narrow = 1 }: SlidesPerView): number {
  const width = useSyncExternalStore(subscribe, widthClass, () => 'wide' as const);
  return width === 'narrow' ? narrow : width === 'medium' ? medium : wide;
}
