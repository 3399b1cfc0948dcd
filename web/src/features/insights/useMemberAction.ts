import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathReturningTo } from '@contracts/routes';
import { isApiError } from '~/shared/api/ApiError';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';
import { TEXTS } from './labels';

/**
 * Runs a member's action (save, like, follow, comment): a visitor is taken to log in and brought
 * back to this page; a failure is said in a toast; `busy` keeps a second press from racing the first.
 */
export function useMemberAction() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);

  const askToLogIn = () => navigate(loginPathReturningTo(`${location.pathname}${location.search}`));

  async function run<T>(action: () => Promise<T>): Promise<T | undefined> {
    if (!isLoggedIn) {
      askToLogIn();
      return undefined;
    }
    if (busy) return undefined;
    setBusy(true);
    try {
      return await action();
    } catch (error) {
      showToast(isApiError(error) ? error.message : TEXTS.actionFailed, 'error');
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, isLoggedIn, askToLogIn };
}
