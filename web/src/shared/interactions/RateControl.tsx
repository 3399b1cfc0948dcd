import { useState } from 'react';
import type { InteractionSummary } from '@contracts/interactions';
import { useSessionReady } from '~/shared/session/useSession';
import styles from './RateControl.module.css';

interface RateControlProps {
  summary: InteractionSummary | undefined;
  rateLabel: string;
  /** Saves the stars (a visitor is sent to log in by the caller). */
  onRate: (stars: number) => void;
}

/** The members' average with its count, and the viewer's own 1–5 stars with the Rate button. */
export function RateControl({ summary, rateLabel, onRate }: RateControlProps) {
  const [stars, setStars] = useState(summary?.viewer?.stars ?? 5);
  // Until the browser has read the session (so also before hydrating) a choice would be lost and a
  // member's press taken for a visitor's.
  const sessionReady = useSessionReady();
  return (
    <div className={styles.rating}>
      <span>
        Rating {summary?.ratingAverage ?? '–'} ({summary?.ratingCount ?? 0})
      </span>
      <label>
        Your stars{' '}
        <select value={stars} disabled={!sessionReady} onChange={(event) => setStars(Number(event.target.value))}>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button type="button" disabled={!sessionReady} onClick={() => onRate(stars)}>
        {rateLabel}
      </button>
      {summary?.viewer?.stars ? <span>You rated it {summary.viewer.stars}.</span> : null}
    </div>
  );
}
