import { lazy, Suspense, useRef, useState } from 'react';
import { INTERACTION_MESSAGES } from '@contracts/messages/interactions';
import { isApiError } from '~/shared/api/ApiError';
import { countShare } from '~/shared/api/visitor';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';

export const loadShareDialog = () => import('./ShareDialog');
// Most visitors share through the browser's own sheet: the dialog's code loads only where there is none.
export const LazyShareDialog = lazy(() => loadShareDialog().then((module) => ({ default: module.ShareDialog })));

interface ShareOptions {
  title: string;
  /** The item's address on this site (made absolute in the browser). */
  path: string;
  /** The dialog's heading, when the item is not an episode. */
  heading?: string;
  /** Counts the share on the server. */
  count: () => Promise<void>;
}

/**
 * Sharing one item: the browser's own share sheet, or the dialog of share targets where it has
 * none. The share is counted only when it happens — the sheet reports success, or a target is
 * chosen in the dialog (a link copied, WhatsApp opened…), once per opening — never when the dialog
 * is only opened and closed. A share the server could not count is said in a toast.
 */
export function useShare({ title, path, heading, count }: ShareOptions) {
  const { showToast } = useToast();
  const [dialogOpen, setDialogOpen] = useState(false);
  const counted = useRef(false);
  const url = () => new URL(path, window.location.origin).href;

  const countOnce = async () => {
    if (counted.current) return;
    counted.current = true;
    try {
      await count();
    } catch (error) {
      // A 401 has already logged the member out with its own message.
      if (!(isApiError(error) && error.status === 401)) showToast(INTERACTION_MESSAGES.shareNotCounted, 'error');
    }
  };

  const share = async () => {
    counted.current = false;
    if (typeof navigator.share !== 'function') void loadShareDialog();
    else {
      try {
        await navigator.share({ title, url: url() });
        await countOnce();
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Native sharing refused (no share target): the dialog instead.
        void loadShareDialog();
      }
    }
    setDialogOpen(true);
  };

  const dialog = dialogOpen ? (
    <Suspense fallback={null}>
      <LazyShareDialog open title={title} url={url()} heading={heading} onShared={() => void countOnce()} onClose={() => setDialogOpen(false)} />
    </Suspense>
  ) : null;
  return { share, dialog };
}

/** Sharing an item whose shares are counted by target (a member's every share, a visitor's once per browser). */
export function useShareItem(target: { type: string; id: string }, title: string, path: string, onCounted?: (count: number) => void, heading?: string) {
  const { isLoggedIn } = useSession();
  return useShare({
    title,
    path,
    heading,
    count: async () => onCounted?.((await countShare(target.type, target.id, isLoggedIn)).sharesCount),
  });
}
