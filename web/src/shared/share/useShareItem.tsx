import { lazy, Suspense, useState } from 'react';
import { isApiError } from '~/shared/api/ApiError';
import { countShare } from '~/shared/api/visitor';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';

export const loadShareDialog = () => import('./ShareDialog');
// Most visitors share through the browser's own sheet: the dialog's code loads only where there is none.
export const LazyShareDialog = lazy(() => loadShareDialog().then((module) => ({ default: module.ShareDialog })));

export const SHARE_NOT_COUNTED = 'Your share could not be counted, but you can still share it.';

/**
 * Sharing one item, for anyone: the share is counted (a member's every press, a visitor's once per
 * browser), then the browser's own share sheet opens, or the dialog of share targets when it has
 * none. A share that could not be counted is said in a toast and sharing goes on.
 */
export function useShareItem(target: { type: string; id: string }, title: string, path: string, onCounted?: (count: number) => void) {
  const { isLoggedIn } = useSession();
  const { showToast } = useToast();
  const [dialogOpen, setDialogOpen] = useState(false);
  const url = () => new URL(path, window.location.origin).href;

  const share = async () => {
    // The dialog's code loads while the share is counted.
    if (typeof navigator.share !== 'function') void loadShareDialog();
    try {
      onCounted?.((await countShare(target.type, target.id, isLoggedIn)).sharesCount);
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) showToast(SHARE_NOT_COUNTED, 'error');
    }
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: url() });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setDialogOpen(true);
  };

  const dialog = dialogOpen ? (
    <Suspense fallback={null}>
      <LazyShareDialog open title={title} url={url()} onClose={() => setDialogOpen(false)} />
    </Suspense>
  ) : null;
  return { share, dialog };
}
