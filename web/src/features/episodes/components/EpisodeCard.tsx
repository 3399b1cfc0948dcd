import { Link } from 'react-router';
import type { EpisodeSummary } from '@contracts/episodes';
import { episodePath } from '@contracts/routes';
import styles from './EpisodeCard.module.css';

/** A thumbnail and the episode's name, opening its player page. */
export function EpisodeCard({ episode }: { episode: EpisodeSummary }) {
  return (
    <Link to={episodePath(episode._id)} className={styles.card}>
      <span className={styles.thumb}>
        {episode.thumbnail ? <img src={episode.thumbnail} alt="" loading="lazy" width={320} height={180} /> : null}
      </span>
      <span className={styles.name}>{episode.name}</span>
    </Link>
  );
}
