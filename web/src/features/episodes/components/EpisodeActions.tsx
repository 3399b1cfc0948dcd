import { toggleEpisodeLike, toggleEpisodeSave } from '~/shared/api/episodes';
import type { Episode } from '@contracts/episodes';
import { BookmarkIcon, HeartIcon } from '~/shared/ui/actionIcons';
import { useEpisodeAction } from '../useEpisodeAction';
import styles from './EpisodePlayer.module.css';
import { ShareButton } from './ShareButton';

interface EpisodeActionsProps {
  episode: Episode;
  revalidate: () => Promise<unknown>;
}

/** Like, save/unsave and share, each with the server's state and count. */
export function EpisodeActions({ episode, revalidate }: EpisodeActionsProps) {
  const { run, pending } = useEpisodeAction(revalidate);
  const liked = episode.likes.length > 0;
  const saved = episode.saveStreams.length > 0;
  const likesCount = episode.likesCount ?? episode.likes.length;

  return (
    <div className={styles.actions} role="group" aria-label="Episode actions">
      <button
        type="button"
        className={styles.action}
        aria-pressed={liked}
        disabled={pending === 'like'}
        onClick={() => run('like', () => toggleEpisodeLike(episode._id), 'The episode could not be liked.')}
      >
        <HeartIcon width={20} height={20} fill={liked ? 'currentColor' : 'none'} />
        <span>Like</span>{' '}
        <span className={styles.count}>
          {likesCount}
          <span className="visually-hidden"> {likesCount === 1 ? 'like' : 'likes'}</span>
        </span>
      </button>
      <button
        type="button"
        className={styles.action}
        aria-pressed={saved}
        disabled={pending === 'save'}
        onClick={() =>
          run(
            'save',
            () => toggleEpisodeSave(episode._id),
            saved ? 'The episode could not be removed from your saved list.' : 'The episode could not be saved.',
          )
        }
      >
        <BookmarkIcon width={20} height={20} fill={saved ? 'currentColor' : 'none'} />
        <span>{saved ? 'Saved' : 'Save'}</span>
      </button>
      <ShareButton
        episode={episode}
        className={styles.action}
        countClassName={styles.count}
        count={episode.shareCount}
        onCounted={() => void revalidate()}
      />
    </div>
  );
}
