import { iconBase, type IconProps } from './icons';

/** The icons of actions and lists (send, arrows, dates, search, like, save, share, stars) and the brands' glyphs. */
export const SendIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><path d="M22 2L11 13" /><path d="M22 2l-7 20-4-9-9-4 20-7z" /></svg>
);
export const ArrowRightIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><path d="M5 12h14M13 6l6 6-6 6" /></svg>
);
export const ArrowLeftIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><path d="M19 12H5M11 18l-6-6 6-6" /></svg>
);
export const CalendarIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4M12 14v4M10 16h4" /></svg>
);
export const SearchIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><circle cx="11" cy="11" r="7" /><path d="M21 21l-4.3-4.3" /></svg>
);
export const HeartIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" /></svg>
);
export const BookmarkIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" /></svg>
);
export const ShareIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" /></svg>
);
export const StarIcon = (p: IconProps) => (
  <svg {...iconBase({ fill: 'currentColor', stroke: 'none', ...p })}><path d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" /></svg>
);

/** Brand glyphs for the footer's social links (filled, 24px grid). */
const brand = (props: IconProps) => iconBase({ fill: 'currentColor', stroke: 'none', ...props });
export const FacebookIcon = (p: IconProps) => (
  <svg {...brand(p)}><path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z" /></svg>
);
export const InstagramIcon = (p: IconProps) => (
  <svg {...iconBase(p)}><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.5" cy="6.5" r="1" fill="currentColor" /></svg>
);
export const XIcon = (p: IconProps) => (
  <svg {...brand(p)}><path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" /></svg>
);
export const YouTubeIcon = (p: IconProps) => (
  <svg {...brand(p)}><path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9L15.6 12z" /></svg>
);
export const LinkedInIcon = (p: IconProps) => (
  <svg {...brand(p)}><path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zm7 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z" /></svg>
);
