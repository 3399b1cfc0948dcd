import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { ROUTES } from '@contracts/routes';

/**
 * Makes the scroll to the top that React Router's ScrollRestoration starts when a new page opens a
 * smooth one (the terms page's stays instant, as does any scroll for a reader who asked for reduced
 * motion). Rendered before ScrollRestoration, so its layout effect runs first and the router's
 * `scrollTo(0, 0)` reads `scroll-behavior: smooth` from the document; Back and Forward (which
 * restore a position) and an address with a #section are left to the router as they are.
 *
 * Scroll anchoring is off until that scroll ends: Chromium lays the new page out after a smooth
 * scroll to the origin has started, anchors the old offset to the new content and so cancelled the
 * animation now and then (a page opened from the footer stayed at the bottom).
 */
export function SmoothPageOpening() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);

  useLayoutEffect(() => {
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    if (samePage || hash || navigationType === 'POP') return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (pathname === ROUTES.terms || reduceMotion || window.scrollY === 0) return;
    const root = document.documentElement;
    const elements = [root, document.body];
    root.style.scrollBehavior = 'smooth';
    elements.forEach((element) => (element.style.overflowAnchor = 'none'));
    // Chromium's scrollTo reads the behaviour from the last computed style: compute it now, or the
    // router's scroll would still be an instant one.
    void getComputedStyle(root).scrollBehavior;
    const restore = () => {
      clearTimeout(timer);
      window.removeEventListener('scrollend', restoreAtTop);
      root.style.scrollBehavior = '';
      elements.forEach((element) => (element.style.overflowAnchor = ''));
    };
    // An earlier scroll's end (the one that brought the link into view) may still be on its way:
    // only the end at the top counts; a scroll the reader takes over ends elsewhere, the timer covers it.
    const restoreAtTop = () => {
      if (window.scrollY === 0) restore();
    };
    const timer = setTimeout(restore, 3000);
    window.addEventListener('scrollend', restoreAtTop);
    return restore;
    // A new entry in the history is what opens a page; the path, hash and type are read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
