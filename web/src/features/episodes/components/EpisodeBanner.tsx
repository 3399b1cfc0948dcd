import { useId, useState } from 'react';
import type { EpisodeSummary } from '@contracts/episodes';
import { Button } from '~/shared/ui/Button';
import type { ShowcaseCopy } from '../queries';
import styles from './EpisodeShowcase.module.css';

interface EpisodeBannerProps {
  episode: EpisodeSummary;
  copy: ShowcaseCopy | null;
  onWatch: () => void;
}

/** The NEW EPISODE banner: title, Watch Now, Trailer and a Read More teaser. */
export function EpisodeBanner({ episode, copy, onWatch }: EpisodeBannerProps) {
  const [expanded, setExpanded] = useState(false);
  const [trailerNote, setTrailerNote] = useState('');
  const moreId = useId();

  return (
    <section className={styles.banner} aria-labelledby={`${moreId}-title`}>
      {episode.thumbnail ? <img className={styles.bannerImage} src={episode.thumbnail} alt="" width={640} height={360} fetchPriority="high" /> : null}
      <div className={styles.bannerShade}>
        {copy?.bannerLabel ? <p className={styles.kicker}>{copy.bannerLabel}</p> : null}
        <h2 id={`${moreId}-title`} className={styles.bannerTitle} tabIndex={-1} data-view-heading>
          {episode.name}
        </h2>
        <p className={styles.teaser}>
          {copy?.teaser}{' '}
          <button
            type="button"
            className={styles.readMore}
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Read Less' : 'Read More'}
          </button>
        </p>
        <div id={moreId} hidden={!expanded} className={styles.more}>
          <p>{episode.description}</p>
        </div>
        <div className={styles.bannerActions}>
          <Button variant="accent" onClick={onWatch}>
            Watch Now
          </Button>
          <Button
            variant="outline"
            className={styles.onDark}
            onClick={() => setTrailerNote('The trailer for this episode is not available yet.')}
          >
            Trailer
          </Button>
        </div>
        <p className={styles.bannerNote} role="status">
          {trailerNote}
        </p>
      </div>
    </section>
  );
}
