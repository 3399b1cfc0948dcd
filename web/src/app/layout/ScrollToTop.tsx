import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '@contracts/routes';

/**
 * Turns the browser's scroll anchoring off on the document until the scroll it starts has ended.
 *
 * Scroll anchoring keeps a reader's place when content above it changes size; a page just opened
 * has no place to keep. Worse, Chromium lays the new page out after a smooth `scrollTo(0, 0)` has
 * started (it skips the layout for a scroll to the origin), anchors the old offset to the new
 * content and so cancels the animation: now and then a page opened from the footer stayed at the
 * bottom, one pixel off where it was.
 */
function withoutScrollAnchoring(scroll: () => void) {
  const elements = [document.documentElement, document.body];
  elements.forEach((element) => (element.style.overflowAnchor = 'none'));
  const restore = () => {
    clearTimeout(timer);
    window.removeEventListener('scrollend', restoreAtTop);
    elements.forEach((element) => (element.style.overflowAnchor = ''));
  };
  // The end of an earlier scroll (the one that brought the link into view) may still be on its way:
  // only the end at the top counts. A scroll that has nothing to do, or that the reader takes over,
  // ends elsewhere or fires nothing; the timer covers it.
  const restoreAtTop = () => {
    if (window.scrollY === 0) restore();
  };
  const timer = setTimeout(restore, 3000);
  window.addEventListener('scrollend', restoreAtTop);
  scroll();
  return restore;
}

/**
 * Every screen scrolls smoothly to the top when opened; the terms page instantly.
 *
 * An address with a #section is the exception: the page scrolls to that section once its content
 * is there. Scrolling to the top as well raced with it — a smooth scroll to the top still running
 * when the content arrived carried the page away from the section it had just shown (the landing
 * search's link to a research area failed now and then on desktop, where the distance is longest).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // Before the new page is painted, so that it is never seen at the old page's offset.
  useLayoutEffect(() => {
    if (hash) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = pathname === ROUTES.terms || reduceMotion ? 'instant' : 'smooth';
    return withoutScrollAnchoring(() => window.scrollTo({ top: 0, left: 0, behavior }));
    // Only a change of page scrolls to the top; the hash is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
