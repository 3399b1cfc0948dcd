import styles from './Stars.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** A rating as five stars (to the nearest whole) with the average and count, named for assistive technology. */
export function Stars({ average, count, showCount = true }: { average: number | null | undefined; count: number; showCount?: boolean }) {
  const value = average ?? 0;
  const label = count ? `Rated ${value.toFixed(1)} out of 5 by ${count} ${count === 1 ? 'reader' : 'readers'}` : 'No ratings yet';
  const whole = Math.round(value);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <svg viewBox="0 0 120 24" width="90" height="18" aria-hidden="true" focusable="false">
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} className={i < whole ? styles.full : styles.empty} />
        ))}
      </svg>
      {showCount ? (
        <span aria-hidden="true" className={styles.count}>
          {count ? `${value.toFixed(1)} (${count})` : 'No ratings yet'}
        </span>
      ) : null}
    </span>
  );
}
