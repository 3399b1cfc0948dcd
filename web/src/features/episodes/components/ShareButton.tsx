import { Suspense, useState } from 'react';
import { isApiError } from '~/shared/api/ApiError';
import { countEpisodeShare } from '~/shared/api/episodes';
import { countShare } from '~/shared/api/visitor';
import { useSession } from '~/shared/session/useSession';
import { episodePath } from '@contracts/routes';
import { ShareIcon } from '~/shared/ui/actionIcons';
import { useToast } from '~/shared/ui/ToastContext';
import { LazyShareDialog, loadShareDialog } from '~/shared/share/useShareItem';

interface ShareButtonProps {
  episode: { _id: string; name: string };
  className?: string;
  countClassName?: string;
  /** Shown after the label (the server's share count). */
  count?: number;
  /** Called after the share count was sent, to fetch the episode again. */
  onCounted?: () => void;
}

/** The episode's absolute address, the link every share target receives. */
export const episodeUrl = (id: string) => new URL(episodePath(id), window.location.origin).href;

export const SHARE_NOT_COUNTED_MESSAGE = 'Your share could not be counted, but you can still share the episode.';

/**
 * Share, for anyone: a member's press is counted as theirs, a visitor's once per browser. The
 * share-count call goes first, then the browser's own share sheet when it has one,
 * else the dialog of share targets. A share the server could not count is said in a toast and
 * sharing goes on; a cancelled native share is only logged.
 */
export function ShareButton({ episode, className, countClassName, count, onCounted }: ShareButtonProps) {
  const { isLoggedIn } = useSession();
  const { showToast } = useToast();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [counting, setCounting] = useState(false);

  const share = async () => {
    if (counting) return;
    // The dialog's code loads while the share is counted, where the browser has no share sheet.
    if (typeof navigator.share !== 'function') void loadShareDialog();
    setCounting(true);
    try {
      await (isLoggedIn ? countEpisodeShare(episode._id) : countShare('episode', episode._id, false));
      onCounted?.();
    } catch (error) {
      // Sharing still works without the count. A 401 has already logged the member out with its own message.
      console.warn('Could not count the share', error);
      if (!(isApiError(error) && error.status === 401)) showToast(SHARE_NOT_COUNTED_MESSAGE, 'error');
    } finally {
      setCounting(false);
    }
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: episode.name, text: episode.name, url: episodeUrl(episode._id) });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          console.info('Sharing was cancelled');
          return;
        }
        // Native sharing refused (e.g. no share target): offer the dialog instead.
      }
    }
    setDialogOpen(true);
  };

  return (
    <>
      <button type="button" className={className} onClick={share} aria-busy={counting || undefined}>
        <ShareIcon width={20} height={20} />
        <span>Share</span>{' '}
        {count !== undefined ? (
          <span className={countClassName}>
            {count}
            <span className="visually-hidden"> {count === 1 ? 'share' : 'shares'}</span>
          </span>
        ) : null}
      </button>
      {/* The address is known only in the browser (the server renders the button too). */}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <LazyShareDialog open title={episode.name} url={episodeUrl(episode._id)} onClose={() => setDialogOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
