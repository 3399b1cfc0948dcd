import { useLocation, useNavigate, useParams } from 'react-router';
import { useEpisode } from '~/shared/api/episodes';
import { ROUTES } from '@contracts/routes';
import { Button } from '~/shared/ui/Button';
import { ArrowLeftIcon } from '~/shared/ui/actionIcons';
import { EpisodeActions } from '../components/EpisodeActions';
import { EpisodeComments } from '../components/EpisodeComments';
import styles from '../components/EpisodePlayer.module.css';
import type { MetaArgs } from 'react-router';
import { episodeRequest } from '~/shared/api/episodes';
import type { Episode } from '@contracts/episodes';
import { pageLoader } from '~/shared/data/pageData';
import { answerOf, pageHead } from '~/shared/route/head';

/** /video-player/:id — the episode with its actions and comments. */
export function VideoPlayerPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: episode, error, mutate } = useEpisode(id);

  // Back one step; a visitor who arrived by a shared link goes to the stream instead.
  const goBack = () => (location.key === 'default' ? navigate(ROUTES.stream) : navigate(-1));
  const revalidate = () => mutate();

  // undefined: not answered yet; null: no episode with this id (the server answered this page 404).
  if (episode === undefined && !error) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">Episode</h1>
        <p className={styles.status} role="status">
          Loading...
        </p>
      </div>
    );
  }

  if (error || !episode) {
    return (
      <div className={`${styles.page} ${styles.notFound}`}>
        <h1>No episode found</h1>
        <p>The episode may have been moved, or the link is incomplete.</p>
        <Button onClick={goBack}>Go Back</Button>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <Button variant="ghost" className={styles.back} onClick={goBack}>
        <ArrowLeftIcon width={20} height={20} /> Back
      </Button>
      <h1 className={styles.title}>{episode.name}</h1>
      <video className={styles.video} src={episode.video} controls preload="metadata" poster={episode.thumbnail ?? undefined}>
        Your browser cannot play this video.
      </video>
      <EpisodeActions episode={episode} revalidate={revalidate} />
      <p className={styles.description}>{episode.description}</p>
      <EpisodeComments episode={episode} revalidate={revalidate} />
    </div>
  );
}

export const loader = pageLoader(({ params }) => [episodeRequest(params.id ?? '')]);

/** The episode's name, description and thumbnail; an unknown id is kept out of search indexes. */
export function meta(args: MetaArgs) {
  const episode = answerOf<Episode | null>(args.data, episodeRequest(args.params.id ?? ''));
  if (!episode) return pageHead('videoPlayer', args, episode === null ? { title: 'No episode found', noindex: true } : {});
  return pageHead('videoPlayer', args, {
    title: episode.name,
    description: episode.description,
    image: episode.thumbnail,
    type: 'video.other',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: episode.name,
      description: episode.description || episode.name,
      ...(episode.thumbnail ? { thumbnailUrl: episode.thumbnail } : {}),
      ...(episode.video ? { contentUrl: episode.video } : {}),
    },
  });
}

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default VideoPlayerPage;
