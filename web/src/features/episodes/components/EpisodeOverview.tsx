import type { Episode, EpisodeSummary } from '@contracts/episodes';
import { episodePath, loginPathReturningTo } from '@contracts/routes';
import { useSession } from '~/shared/session/useSession';
import { Button, ButtonLink } from '~/shared/ui/Button';
import { useEpisode } from '~/shared/api/episodes';
import { StarIcon } from '~/shared/ui/actionIcons';
import { useEpisodeSummary } from '../overviewData';
import type { ShowcaseCopy } from '../queries';
import styles from './EpisodeShowcase.module.css';
import { ShareButton } from './ShareButton';
import { StageBadge } from '~/shared/ui/StageBadge';

interface EpisodeOverviewProps {
  episode: EpisodeSummary;
  copy: ShowcaseCopy | null;
  onWatch: () => void;
}

const LATEST_COMMENTS = 3;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The newest comments first, as few as the box shows. */
const latestOf = (comments: Episode['comments']) => comments.slice(-LATEST_COMMENTS).reverse();

/**
 * The overview: label, title, rating, likes, forwards, OVERVIEW, Watch Now, share and the latest
 * comments, all the episode's own (the page's loader read them with the list).
 */
export function EpisodeOverview({ episode, copy, onWatch }: EpisodeOverviewProps) {
  const { isLoggedIn } = useSession();
  const playerPath = episodePath(episode._id);
  const { data: detail, mutate } = useEpisode(episode._id);
  const summary = useEpisodeSummary(episode._id).data;
  const likes = detail?.likesCount ?? episode.likesCount;
  const shares = detail?.shareCount ?? episode.shareCount;

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
            {summary ? (
              <li data-testid="overview-rating">
                <StarIcon width={18} height={18} className={styles.star} />
                {summary.ratingAverage === null ? (
                  'Not rated yet'
                ) : (
                  <>
                    <span className="visually-hidden">Rating </span>
                    {summary.ratingAverage} ({plural(summary.ratingCount, 'rating', 'ratings')})
                  </>
                )}
              </li>
            ) : null}
            <li data-testid="overview-likes">{likes} Liked</li>
            <li data-testid="overview-shares">{plural(shares, 'Forward', 'Forwards')}</li>
          </ul>
          <h3 className={styles.overviewHeading}>OVERVIEW</h3>
          <p className={styles.description}>{episode.description}</p>
        </div>

        <div className={styles.overviewSide}>
          <div className={styles.sideActions}>
            <Button variant="accent" onClick={onWatch}>
              Watch Now
            </Button>
            <ShareButton episode={episode} className={styles.shareButton} onCounted={() => void mutate()} />
          </div>
          <section className={styles.commentsBox} aria-labelledby="overview-comments">
            <h3 id="overview-comments" className={styles.commentsTitle}>
              Comments
            </h3>
            {detail && detail.comments.length === 0 ? <p className={styles.commentText}>No comments yet.</p> : null}
            <ul className={styles.sampleComments} data-testid="overview-comments">
              {latestOf(detail?.comments ?? []).map((comment) => (
                <li key={comment._id}>
                  <p className={styles.commentMeta}>
                    <strong>{comment.userName}</strong> <StageBadge stage={comment.userStage} /> <PostedDate iso={comment.createdAt} />
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
