import { type FormEvent, useState } from 'react';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@contracts/bookShop';
import type { ReviewView } from '@contracts/reviews';
import { deleteMyReview, saveMyReview } from '~/shared/api/market';
import { Button } from '~/shared/ui/Button';
import { useToast } from '~/shared/ui/ToastContext';
import styles from './Reviews.module.css';

interface ReviewFormProps {
  bookId: string;
  existing: ReviewView | null;
  onSaved: () => void;
}

type Errors = Partial<Record<'stars' | 'title' | 'text', string>>;

/** The member's own review: write it, change it or delete it (one per book). */
export function ReviewForm({ bookId, existing, onSaved }: ReviewFormProps) {
  const { showToast } = useToast();
  const [stars, setStars] = useState(existing?.stars ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [text, setText] = useState(existing?.text ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (stars < 1) found.stars = 'Choose from 1 to 5 stars.';
    if (!title.trim()) found.title = 'Enter a title for your review.';
    if (!text.trim()) found.text = 'Write what you thought of the book.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await saveMyReview(bookId, { stars, title, text });
      showToast(existing ? 'Your review has been updated.' : 'Thank you — your review is published.', 'success');
      onSaved();
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Your review could not be saved.', 'error');
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await deleteMyReview(bookId);
      setStars(0);
      setTitle('');
      setText('');
      showToast('Your review has been deleted.', 'success');
      onSaved();
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Your review could not be deleted.', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="review-form-heading">
      <h3 id="review-form-heading">{existing ? 'Your review' : 'Write a review'}</h3>
      <fieldset className={styles.starPicker} aria-describedby={errors.stars ? 'review-stars-error' : undefined}>
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name="review-stars" value={n} checked={stars === n} onChange={() => setStars(n)} />
            <span>
              {n} {n === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
        {errors.stars ? <p id="review-stars-error" className={styles.error}>{errors.stars}</p> : null}
      </fieldset>
      <label htmlFor="review-title">Title</label>
      <input id="review-title" value={title} maxLength={REVIEW_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} aria-invalid={Boolean(errors.title)} aria-describedby={errors.title ? 'review-title-error' : undefined} />
      {errors.title ? <p id="review-title-error" className={styles.error}>{errors.title}</p> : null}
      <label htmlFor="review-text">Review</label>
      <textarea id="review-text" rows={4} value={text} maxLength={REVIEW_TEXT_MAX} onChange={(e) => setText(e.target.value)} aria-invalid={Boolean(errors.text)} aria-describedby={errors.text ? 'review-text-error' : undefined} />
      {errors.text ? <p id="review-text-error" className={styles.error}>{errors.text}</p> : null}
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {existing ? 'Save changes' : 'Publish review'}
        </Button>
        {existing ? (
          <Button variant="outline" onClick={() => void remove()} disabled={busy}>
            Delete review
          </Button>
        ) : null}
      </div>
    </form>
  );
}
