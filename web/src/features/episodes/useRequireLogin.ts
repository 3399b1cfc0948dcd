import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathReturningTo } from '@contracts/routes';
import { useSession } from '~/shared/session/useSession';

/**
 * Login was opened from the very page to return to: after logging in it steps back in history
 * rather than adding that page a second time (else the page's Back would lead to itself).
 */
export const RETURN_BY_BACK = { returnByBack: true } as const;

/**
 * Returns a guard for member-only actions: true when logged in; otherwise it sends the visitor
 * to the login page, which brings them back here afterwards.
 */
export function useRequireLogin() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (isLoggedIn) return true;
    const here = `${location.pathname}${location.search}`;
    navigate(loginPathReturningTo(here), { state: RETURN_BY_BACK });
    return false;
  }, [isLoggedIn, navigate, location.pathname, location.search]);
}
