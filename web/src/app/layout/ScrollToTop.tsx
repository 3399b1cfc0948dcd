import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '../../../../contracts/routes';

/**
 * SPEC §2: every screen scrolls smoothly to the top when opened; the terms page instantly.
 *
 * An address with a #section is the exception: the page scrolls to that section once its content
 * is there. Scrolling to the top as well raced with it — a smooth scroll to the top still running
 * when the content arrived carried the page away from the section it had just shown (the landing
 * search's link to a research area failed now and then on desktop, where the distance is longest).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = pathname === ROUTES.terms || reduceMotion ? 'instant' : 'smooth';
    window.scrollTo({ top: 0, left: 0, behavior });
    // Only a change of page scrolls to the top; the hash is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
