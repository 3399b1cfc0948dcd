import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

// The header's icons, which every page draws; the others are in actionIcons.tsx
// so that a page carries only the ones it shows.

/** An icon's SVG attributes: a 24-unit line drawing in the text's colour, hidden from assistive tech. */
export const iconBase = (props: IconProps) => ({
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const MenuIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><path d="M3 6h18M3 12h18M3 18h18" /></svg>
);
export const CloseIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><path d="M6 6l12 12M18 6L6 18" /></svg>
);
export const CartIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><path d="M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01" /></svg>
);

/** The AI guide: a speech bubble with a spark, beside the cart. */
export const GuideIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><path d="M20 12a8 8 0 0 1-11.6 7.1L3 20.5l1.4-4.9A8 8 0 1 1 20 12zM12 7.5l1.2 2.8 2.8 1.2-2.8 1.2L12 15.5l-1.2-2.8L8 11.5l2.8-1.2z" /></svg>
);

/** The Jnanam mark: a rising sun over a lotus line. */
export const LogoMark = (p: IconProps) => (
  <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden focusable={false} {...p}>
    <circle cx="18" cy="18" r="17" fill="#7a1f2b" />
    <circle cx="18" cy="17" r="6.5" fill="#f4a02a" />
    <path d="M18 6v3M18 25v3M7 17h3M26 17h3M10.2 9.2l2.1 2.1M23.7 22.7l2.1 2.1M10.2 24.8l2.1-2.1M23.7 11.3l2.1-2.1" stroke="#f4a02a" strokeWidth="1.8" strokeLinecap="round" />
    <path d="M8 27c3-2.5 6.5-2.5 10 0 3.5-2.5 7-2.5 10 0" stroke="#fde3bf" strokeWidth="1.8" fill="none" strokeLinecap="round" />
  </svg>
);
