import { useEpisode } from '~/shared/api/episodes';
import styles from './EpisodeShowcase.module.css';

/** The embedded player view (the banner image is hidden here). */
export function InlinePlayer({ episodeId, fallbackName }: { episodeId: string; fallbackName: string }) {
  const { data: episode, isLoading, error } = useEpisode(episodeId);
  const name = episode?.name ?? fallbackName;

  return (
    <section className={styles.player} aria-labelledby="inline-player-title">
      <h2 id="inline-player-title" className={styles.playerTitle} tabIndex={-1} data-view-heading>
        {name}
      </h2>
      {isLoading ? (
        <p role="status">Loading...</p>
      ) : error || !episode ? (
        <p role="alert">This episode cannot be played right now. Please try again later.</p>
      ) : (
        <>
          <video
            className={styles.video}
            src={episode.video}
            controls
            autoPlay
            preload="metadata"
            poster={episode.thumbnail ?? undefined}
          >
            Your browser cannot play this video.
          </video>
          <p className={styles.description}>{episode.description}</p>
        </>
      )}
    </section>
  );
}
