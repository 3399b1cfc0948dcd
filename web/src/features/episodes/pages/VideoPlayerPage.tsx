import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useEpisode } from '../../../shared/api/episodes';
import { ROUTES } from '../../../../../contracts/routes';
import { Button } from '../../../shared/ui/Button';
import { ArrowLeftIcon } from '../../../shared/ui/icons';
import { EpisodeActions } from '../components/EpisodeActions';
import { EpisodeComments } from '../components/EpisodeComments';
import styles from '../components/EpisodePlayer.module.css';

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
