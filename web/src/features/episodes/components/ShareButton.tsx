import { useState } from 'react';
import { countEpisodeShare } from '../../../shared/api/episodes';
import { videoPlayerPath } from '../../../shared/routes';
import { ShareIcon } from '../../../shared/ui/icons';
import { useRequireLogin } from '../useRequireLogin';
import { ShareDialog } from './ShareDialog';

interface ShareButtonProps {
  episode: { _id: string; name: string };
  className?: string;
  countClassName?: string;
  /** Shown after the label (the server's share count). */
  count?: number;
  /** Called after the share count was sent, to fetch the episode again. */
  onCounted?: () => void;
}

/** The episode's real, absolute address (SPEC's share links used an undefined value). */
export const episodeUrl = (id: string) => new URL(videoPlayerPath(id), window.location.origin).href;

/**
 * Share: the share-count call goes first, then the browser's own share sheet when it has one,
 * else the dialog of share targets. A cancelled native share is only logged.
 */
export function ShareButton({ episode, className, countClassName, count, onCounted }: ShareButtonProps) {
  const requireLogin = useRequireLogin();
  const [dialogOpen, setDialogOpen] = useState(false);
  const url = episodeUrl(episode._id);

  const share = async () => {
    if (!requireLogin()) return;
    try {
      await countEpisodeShare(episode._id);
      onCounted?.();
    } catch (error) {
      // Sharing still works without the count; the count is the server's business.
      console.warn('Could not count the share', error);
    }
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: episode.name, text: episode.name, url });
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
      <button type="button" className={className} onClick={share}>
        <ShareIcon width={20} height={20} />
        <span>Share</span>
        {count !== undefined ? (
          <span className={countClassName}>
            {count}
            <span className="visually-hidden"> shares</span>
          </span>
        ) : null}
      </button>
      <ShareDialog open={dialogOpen} title={episode.name} url={url} onClose={() => setDialogOpen(false)} />
    </>
  );
}
