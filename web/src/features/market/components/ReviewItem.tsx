import { type FormEvent, useState } from 'react';
import type { ReviewView } from '@contracts/reviews';
import { INTERACTION_ENDPOINTS } from '@contracts/endpointAddresses/interactions';
import { callEndpoint } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';
import { useNow } from '~/shared/time/now';
import { useToast } from '~/shared/ui/ToastContext';
import { Stars } from './Stars';
import styles from './Reviews.module.css';
import { StageBadge } from '~/shared/ui/StageBadge';

const DAY = 86_400_000;
function relativeAge(iso: string, now: number) {
  const days = Math.floor((now - Date.parse(iso)) / DAY);
  if (days < 1) return 'today';
  if (days < 30) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  if (days < 365) return `${Math.floor(days / 30)} ${Math.floor(days / 30) === 1 ? 'month' : 'months'} ago`;
  return `${Math.floor(days / 365)} ${Math.floor(days / 365) === 1 ? 'year' : 'years'} ago`;
}

/** One review: reviewer with their stage, stars, title, text, age; Like and Reply through the interaction endpoints. */
export function ReviewItem({ review }: { review: ReviewView }) {
  const { isLoggedIn } = useSession();
  const now = useNow();
  const { showToast } = useToast();
  const [liked, setLiked] = useState(review.liked);
  const [likes, setLikes] = useState(review.likesCount);
  const [replies, setReplies] = useState(review.repliesCount);
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const target = { targetType: 'review', targetId: review.id };
  const needLogin = () => showToast('Please log in to like or reply to a review.', 'info');

  const like = async () => {
    if (!isLoggedIn) return needLogin();
    try {
      const answer = await callEndpoint(INTERACTION_ENDPOINTS.like, { params: target });
      setLiked(answer.liked);
      setLikes(answer.likesCount);
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Could not like the review.', 'error');
    }
  };
  const sendReply = async (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return showToast('Write your reply first.', 'info');
    try {
      await callEndpoint(INTERACTION_ENDPOINTS.comment, { params: target, body: { text: reply } });
      setReplies((n) => n + 1);
      setReply('');
      setReplying(false);
      showToast('Your reply is posted.', 'success');
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Could not post the reply.', 'error');
    }
  };

  return (
    <li className={styles.review} data-testid="review">
      <p className={styles.reviewer}>
        <strong>{review.reviewer}</strong> <StageBadge stage={review.stage} />
      </p>
      <Stars average={review.stars} count={1} showCount={false} />
      <h3 className={styles.reviewTitle}>{review.title}</h3>
      <p>{review.text}</p>
      <p className={styles.age}>
        <time dateTime={review.createdAt}>{relativeAge(review.createdAt, now)}</time>
        {review.updatedAt ? ' · edited' : ''}
      </p>
      <div className={styles.reviewActions}>
        <button type="button" aria-pressed={liked} onClick={() => void like()}>
          Like ({likes})
        </button>
        <button type="button" aria-expanded={replying} onClick={() => (isLoggedIn ? setReplying(!replying) : needLogin())}>
          Reply{replies ? ` (${replies})` : ''}
        </button>
      </div>
      {replying ? (
        <form onSubmit={sendReply} className={styles.replyForm}>
          <label htmlFor={`reply-${review.id}`} className="visually-hidden">
            Your reply to {review.reviewer}
          </label>
          <input id={`reply-${review.id}`} value={reply} onChange={(e) => setReply(e.target.value)} placeholder="Write a reply" />
          <button type="submit">Send</button>
        </form>
      ) : null}
    </li>
  );
}
