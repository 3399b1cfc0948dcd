import { useState } from 'react';
import useSWR from 'swr';
import { INTERACTION_ENDPOINTS } from '@contracts/endpointAddresses/interactions';
import { Link } from 'react-router';
import { videoPreviewPath } from '@contracts/routes';
import { callEndpoint } from '~/shared/api/client';
import { SanityImage } from '~/shared/content/SanityImage';
import { Button } from '~/shared/ui/Button';
import { HeartIcon } from '~/shared/ui/actionIcons';
import type { Shelf } from '../queries';
import { importPlayerPanel } from './playerPanelChunk';
import styles from './VideoShelf.module.css';

/** Cards shown before See More. */
const FIRST = 3;

/** LIVE SESSIONS or WEEKLY TRENDING: topic chips that filter the grid, its cards and See More. */
export function VideoShelf({ shelf, trending, playLabel }: { shelf: Shelf; trending?: boolean; playLabel: string }) {
  const [topic, setTopic] = useState<string | null>(null);
  const [all, setAll] = useState(false);
  const videos = (shelf.videos ?? []).filter((video) => !topic || (video.topicIds ?? []).includes(topic));
  const shown = all ? videos : videos.slice(0, FIRST);
  const heading = shelf.heading ?? '';
  // The trending cards' likes and views, from the interaction tables (one request for the shelf).
  const ids = trending ? (shelf.videos ?? []).map((video) => `video-sample:${video._id}`).join(',') : '';
  const counts = useSWR(ids ? ['video-shelf-counts', ids] : null, () => callEndpoint(INTERACTION_ENDPOINTS.summaries, { query: { targets: ids } }), { revalidateOnFocus: false });
  const countsOf = (id: string) => counts.data?.summaries.find((summary) => summary.targetId === id);
  return (
    <section className={styles.shelf} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <div className={styles.chips} role="group" aria-label={`${heading}: topics`}>
        {(shelf.topics ?? []).map((chip) => (
          <button key={chip._id} type="button" className={styles.chip} aria-pressed={topic === chip._id} onClick={() => setTopic(topic === chip._id ? null : chip._id)}>
            {chip.title}
          </button>
        ))}
      </div>
      {shown.length ? (
        <ul className={styles.grid}>
          {shown.map((video) => (
            <li key={video._id} className={styles.card}>
              <SanityImage image={video.thumbnail} aspectRatio={16 / 9} sizes="(max-width: 768px) 90vw, 360px" alt="" className={styles.thumb} />
              {video.live ? <span className={styles.live}>LIVE</span> : null}
              <p className={styles.title}>
                <Link to={videoPreviewPath(video.slug ?? '')}>{video.title}</Link>
              </p>
              <p className={styles.channel}>{video.channelName}</p>
              {trending ? (
                <p className={styles.counts}>
                  <Link className={styles.play} to={`${videoPreviewPath(video.slug ?? '')}&play=1`} aria-label={`${playLabel}: ${video.title}`} onPointerEnter={() => void importPlayerPanel()} onFocus={() => void importPlayerPanel()}>
                    {playLabel}
                  </Link>
                  <span>
                    <HeartIcon width={14} height={14} /> {countsOf(video._id)?.likesCount ?? '–'} likes
                  </span>
                  <span>{countsOf(video._id)?.viewsCount ?? '–'} views</span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>No videos on this topic yet.</p>
      )}
      {videos.length > FIRST ? (
        <Button variant="outline" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'See less' : (shelf.seeMoreLabel ?? 'See More')}
        </Button>
      ) : null}
    </section>
  );
}
