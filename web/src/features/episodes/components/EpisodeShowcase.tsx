import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useEpisodes } from '~/shared/api/episodes';
import { Button } from '~/shared/ui/Button';
import { ArrowLeftIcon } from '~/shared/ui/actionIcons';
import { useContent } from '~/shared/content/useContent';
import { episodesPageQuery } from '../queries';
import { carouselsFor, featuredEpisode, type ShowcaseConfig } from '../sections';
import { EpisodeBanner } from './EpisodeBanner';
import { EpisodeCarousel } from './EpisodeCarousel';
import { EpisodeOverview } from './EpisodeOverview';
import { InlinePlayer } from './InlinePlayer';
import styles from './EpisodeShowcase.module.css';

type View = 'banner' | 'overview' | 'player';
const PREVIOUS: Record<View, View> = { banner: 'banner', overview: 'banner', player: 'overview' };

interface EpisodeShowcaseProps {
  config: ShowcaseConfig;
}

/**
 * The stream and dialogue pages: a NEW EPISODE banner, its overview, an embedded player, and
 * the category carousels. A Back control returns one step in the browser's history.
 */
export function EpisodeShowcase({ config }: EpisodeShowcaseProps) {
  const { data, error, isLoading, mutate } = useEpisodes();
  // The words around the episodes are content; the page waits for them too, unless they fail.
  const content = useContent(episodesPageQuery);
  const copy = content.data?.[config.contentKey] ?? null;
  const contentPending = !content.data && !content.error;
  const [view, setView] = useState<View>('banner');
  const [noteText, setNoteText] = useState<string | null>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const viewChanged = useRef(false);

  // Moving between banner, overview and player moves focus to the new view's heading.
  useEffect(() => {
    if (!viewChanged.current) return;
    viewRef.current?.querySelector<HTMLElement>('[data-view-heading]')?.focus();
  }, [view]);

  const go = (next: View) => {
    viewChanged.current = true;
    setView(next);
  };

  if ((isLoading && !data) || contentPending) {
    return (
      <Frame title={config.pageTitle}>
        <p className={styles.status} role="status">
          Loading...
        </p>
      </Frame>
    );
  }

  if (error || !data) {
    return (
      <Frame title={config.pageTitle}>
        <div className={styles.failure} role="alert">
          <p>We could not load the episodes. Please check your connection and try again.</p>
          <Button onClick={() => mutate()}>Retry</Button>
        </div>
      </Frame>
    );
  }

  const carousels = carouselsFor(config, data);
  const featured = featuredEpisode(config, data);

  return (
    <Frame title={config.pageTitle}>
      {featured ? (
        <div ref={viewRef} className={styles.stage}>
          {view !== 'banner' ? (
            <Button variant="ghost" className={styles.back} onClick={() => go(PREVIOUS[view])}>
              <ArrowLeftIcon width={20} height={20} /> Back
            </Button>
          ) : null}
          {view === 'banner' ? <EpisodeBanner episode={featured} copy={copy} onWatch={() => go('overview')} /> : null}
          {view === 'overview' ? <EpisodeOverview episode={featured} copy={copy} onWatch={() => go('player')} /> : null}
          {view === 'player' ? <InlinePlayer episodeId={featured._id} fallbackName={featured.name} /> : null}
        </div>
      ) : (
        <p className={styles.status}>No episodes have been published yet.</p>
      )}

      {carousels.map((carousel) => (
        <EpisodeCarousel
          key={carousel.title}
          title={carousel.title}
          episodes={carousel.episodes}
          slidesToShow={config.slidesToShow}
        />
      ))}

      <div className={styles.discover}>
        <Button variant="accent" onClick={() => setNoteText('More playlists are on their way. Please check back soon.')}>
          Discover More Playlists Here
        </Button>
        <p className={styles.note} role="status">
          {noteText ?? ''}
        </p>
      </div>
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{title}</h1>
      {children}
    </div>
  );
}
