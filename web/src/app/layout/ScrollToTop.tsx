import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '../../../../contracts/routes';

/** SPEC §2: every screen scrolls smoothly to the top when opened; the terms page instantly. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = pathname === ROUTES.terms || reduceMotion ? 'instant' : 'smooth';
    window.scrollTo({ top: 0, left: 0, behavior });
  }, [pathname]);
  return null;
}
