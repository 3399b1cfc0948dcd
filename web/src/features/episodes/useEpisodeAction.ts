import { useCallback, useState } from 'react';
import { isApiError } from '~/shared/api/ApiError';
import { useToast } from '~/shared/ui/ToastContext';
import { useRequireLogin } from './useRequireLogin';

/**
 * Runs a member action on an episode: logged-out visitors go to login first; after the call the
 * episode is fetched again; a failure tells the member in a toast.
 * Returns the runner and the name of the action in flight (its button is disabled meanwhile).
 */
export function useEpisodeAction(revalidate: () => Promise<unknown>) {
  const requireLogin = useRequireLogin();
  const { showToast } = useToast();
  const [pending, setPending] = useState<string | null>(null);

  const run = useCallback(
    async (name: string, action: () => Promise<unknown>, failureMessage: string): Promise<boolean> => {
      if (!requireLogin()) return false;
      setPending(name);
      try {
        await action();
        return true;
      } catch (error) {
        // A 401 has already logged the member out with its own message.
        if (!(isApiError(error) && error.status === 401)) {
          const detail = isApiError(error) && error.serverMessage ? ` ${error.serverMessage}` : '';
          showToast(`${failureMessage}${detail}`, 'error');
        }
        return false;
      } finally {
        setPending(null);
        await revalidate().catch(() => undefined);
      }
    },
    [requireLogin, revalidate, showToast],
  );

  return { run, pending };
}
