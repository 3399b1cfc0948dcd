import { Link } from 'react-router-dom';
import type { EpisodeSummary } from '../../../shared/api/types';
import { videoPlayerPath } from '../../../shared/routes';
import styles from './EpisodeCard.module.css';

/** A thumbnail and the episode's name, opening its player page. */
export function EpisodeCard({ episode }: { episode: EpisodeSummary }) {
  return (
    <Link to={videoPlayerPath(episode._id)} className={styles.card}>
      <span className={styles.thumb}>
        {episode.thumbnail ? <img src={episode.thumbnail} alt="" loading="lazy" width={320} height={180} /> : null}
      </span>
      <span className={styles.name}>{episode.name}</span>
    </Link>
  );
}
