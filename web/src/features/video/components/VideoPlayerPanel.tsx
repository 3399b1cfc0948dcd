import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathReturningTo } from '@contracts/routes';
import { countView } from '~/shared/api/visitor';
import { useSession } from '~/shared/session/useSession';
import { useShareItem } from '~/shared/share/useShareItem';
import { useToast } from '~/shared/ui/ToastContext';
import type { Video, VideoPage } from '../queries';
import { RateControl } from '~/shared/interactions/RateControl';
import { PremiumPrompt } from '~/shared/learning/PremiumPrompt';
import { useClip } from '~/shared/learning/useClip';
import { useItemInteractions } from '~/shared/interactions/useItemInteractions';
import styles from './VideoPlayerPanel.module.css';

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The playing variant: the player (a premium video for premium members only), the channel, the counts, the date, rating with Rate, and the description. */
export function VideoPlayerPanel({ video, page }: { video: Video; page: VideoPage }) {
  const interactions = useItemInteractions('video-sample', video._id);
  const clip = useClip('video-sample', video._id, video.videoFile, Boolean(video.premium));
  const { isLoggedIn } = useSession();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const summary = interactions.summary.data;
  const { share, dialog } = useShareItem({ type: 'video-sample', id: video._id }, video.title ?? 'Video', `${location.pathname}${location.search}`, () => void interactions.summary.mutate());
  // Playing counts a view, once a day per member or browser.
  useEffect(() => {
    countView('video-sample', video._id, isLoggedIn)
      .then(() => interactions.summary.mutate())
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per video and login state
  }, [video._id, isLoggedIn]);
  const needLogin = () => navigate(loginPathReturningTo(`${location.pathname}${location.search}`));

  const act = async (action: () => Promise<unknown>, failed: string) => {
    if (!isLoggedIn) return needLogin();
    try {
      await action();
      await interactions.summary.mutate();
    } catch {
      showToast(failed, 'error');
    }
  };

  return (
    <section className={styles.panel} aria-label="Now playing">
      {clip.state === 'ready' ? (
        <video className={styles.player} src={clip.url} controls autoPlay muted playsInline aria-label={video.title ?? 'Video'} />
      ) : (
        <PremiumPrompt clip={clip} text={page.upgradeLabel ?? ''} upgradeLabel={page.upgradeButton ?? 'Membership'} />
      )}
      <h2 className={styles.title}>{video.title}</h2>
      <p className={styles.channel}>
        {video.channelName}
        {video.channelVerified ? (
          <span className={styles.verified} title="Verified channel">
            ✓<span className="visually-hidden"> verified channel</span>
          </span>
        ) : null}
      </p>
      <p className={styles.counts}>
        <button type="button" aria-pressed={summary?.viewer?.liked ?? false} onClick={() => void act(interactions.like, 'Your like could not be saved.')}>
          Like {summary?.likesCount ?? 0}
        </button>
        <span>{summary?.commentsCount ?? 0} comments</span>
        <button type="button" onClick={() => void share()}>
          Forward {summary?.sharesCount ?? 0}
        </button>
        <span>{summary?.viewsCount ?? 0} views</span>
        {video.publishedAt ? <time dateTime={video.publishedAt}>{DAY.format(new Date(video.publishedAt))}</time> : null}
      </p>
      <RateControl summary={summary} rateLabel={page.rateLabel ?? 'Rate'} onRate={(stars) => void act(() => interactions.rate(stars), 'Your rating could not be saved.')} />
      <p className={styles.description}>{video.description}</p>
      {dialog}
    </section>
  );
}
