import { countEpisodeShare } from '~/shared/api/episodes';
import { countShare } from '~/shared/api/visitor';
import { useSession } from '~/shared/session/useSession';
import { episodePath } from '@contracts/routes';
import { ShareIcon } from '~/shared/ui/actionIcons';
import { useShare } from '~/shared/share/useShareItem';

interface ShareButtonProps {
  episode: { _id: string; name: string };
  className?: string;
  countClassName?: string;
  /** Shown after the label (the server's share count). */
  count?: number;
  /** Called after the share count was sent, to fetch the episode again. */
  onCounted?: () => void;
}

/**
 * Share, for anyone: the browser's own share sheet, else the dialog of share targets. The share is
 * counted when it happens (the sheet reports success or a target is chosen): a member's as
 * theirs, a visitor's once per browser.
 */
export function ShareButton({ episode, className, countClassName, count, onCounted }: ShareButtonProps) {
  const { isLoggedIn } = useSession();
  const { share, dialog } = useShare({
    title: episode.name,
    path: episodePath(episode._id),
    count: async () => {
      await (isLoggedIn ? countEpisodeShare(episode._id) : countShare('episode', episode._id, false));
      onCounted?.();
    },
  });

  return (
    <>
      <button type="button" className={className} onClick={() => void share()}>
        <ShareIcon width={20} height={20} />
        <span>Share</span>{' '}
        {count !== undefined ? (
          <span className={countClassName}>
            {count}
            <span className="visually-hidden"> {count === 1 ? 'share' : 'shares'}</span>
          </span>
        ) : null}
      </button>
      {dialog}
    </>
  );
}
