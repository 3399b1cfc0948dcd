import type { EpisodeSummary } from '@contracts/episodes';
import { episodePath, loginPathReturningTo } from '@contracts/routes';
import { useSession } from '~/shared/session/useSession';
import { Button, ButtonLink } from '~/shared/ui/Button';
import { StarIcon } from '~/shared/ui/icons';
import type { ShowcaseCopy } from '../queries';
import styles from './EpisodeShowcase.module.css';
import { ShareButton } from './ShareButton';

interface EpisodeOverviewProps {
  episode: EpisodeSummary;
  copy: ShowcaseCopy | null;
  onWatch: () => void;
}

/** The overview: label, title, rating, likes, forwards, OVERVIEW, Watch Now, share and comments. */
export function EpisodeOverview({ episode, copy, onWatch }: EpisodeOverviewProps) {
  const { isLoggedIn } = useSession();
  const playerPath = episodePath(episode._id);

  return (
    <section className={styles.overview} aria-labelledby="overview-title">
      {episode.thumbnail ? <img className={styles.bannerImage} src={episode.thumbnail} alt="" width={640} height={360} fetchPriority="high" /> : null}
      <div className={styles.overviewShade}>
        <div className={styles.overviewMain}>
          {copy?.sectionLabel ? <p className={styles.kicker}>{copy.sectionLabel}</p> : null}
          <h2 id="overview-title" className={styles.bannerTitle} tabIndex={-1} data-view-heading>
            {episode.name}
          </h2>
          <ul className={styles.stats} aria-label="Episode highlights">
            {copy?.rating != null ? (
              <li>
                <StarIcon width={18} height={18} className={styles.star} />
                <span className="visually-hidden">Rating </span>
                {copy.rating}
              </li>
            ) : null}
            {copy?.likedLabel ? <li>{copy.likedLabel}</li> : null}
            {copy?.forwardsLabel ? <li>{copy.forwardsLabel}</li> : null}
          </ul>
          <h3 className={styles.overviewHeading}>OVERVIEW</h3>
          <p className={styles.description}>{episode.description}</p>
        </div>

        <div className={styles.overviewSide}>
          <div className={styles.sideActions}>
            <Button variant="accent" onClick={onWatch}>
              Watch Now
            </Button>
            <ShareButton episode={episode} className={styles.shareButton} />
          </div>
          <section className={styles.commentsBox} aria-labelledby="overview-comments">
            <h3 id="overview-comments" className={styles.commentsTitle}>
              Comments
            </h3>
            <ul className={styles.sampleComments}>
              {(copy?.sampleComments ?? []).map((comment) => (
                <li key={comment._key}>
                  <p className={styles.commentMeta}>
                    <strong>{comment.author}</strong> <PostedDate iso={comment.postedAt} />
                  </p>
                  <p className={styles.commentText}>{comment.text}</p>
                </li>
              ))}
            </ul>
            {isLoggedIn ? (
              <ButtonLink to={playerPath} variant="primary" size="small">
                Comment on this episode
              </ButtonLink>
            ) : (
              <ButtonLink to={loginPathReturningTo(playerPath)} variant="primary" size="small">
                Log in to Comment
              </ButtonLink>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}

function PostedDate({ iso }: { iso: string | null }) {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // In the trust's time zone: the server's HTML and the visitor's browser write the same day.
  return <time dateTime={iso}>{date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })}</time>;
}
