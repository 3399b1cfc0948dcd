import { useId, useState } from 'react';
import { Link } from 'react-router';
import { profilePath } from '@contracts/routes';
import { initials } from '~/shared/people/initials';
import { StageBadge } from '~/shared/ui/StageBadge';
import chips from '~/shared/ui/Chip.module.css';
import styles from './Karma.module.css';
import { KARMA_TEXTS as T } from './texts';
import { KARMA_PERIODS, type KarmaPeriod, useLeaderboard } from './useLeaderboard';

interface LeaderboardProps {
  /** How many members to show (the social page's column shows a few). */
  size?: number;
  /** The whole leaderboard's page, linked as "See all" where only a few are shown. */
  seeAllTo?: string;
  /** False on the leaderboard's own page, whose h1 names it. */
  titled?: boolean;
}

/** Members with the most Karmic Points in the last 7 days, 30 days or all time, with their stages. */
export function Leaderboard({ size, seeAllTo, titled = true }: LeaderboardProps) {
  const [period, setPeriod] = useState<KarmaPeriod>(KARMA_PERIODS[0]);
  const board = useLeaderboard(period, size);
  const id = useId();
  return (
    <section className={styles.board} aria-labelledby={titled ? `${id}-heading` : undefined} aria-label={titled ? undefined : T.leaderboardHeading} data-testid="leaderboard">
      {titled ? (
        <h2 id={`${id}-heading`} className={styles.heading}>
          {T.leaderboardHeading}
        </h2>
      ) : null}
      <div className={chips.chips} role="group" aria-label={T.periodsLabel}>
        {KARMA_PERIODS.map((option) => (
          <button key={option} type="button" className={chips.chip} aria-pressed={period === option} onClick={() => setPeriod(option)}>
            {T.periods[option]}
          </button>
        ))}
      </div>
      {board.error ? <p className={styles.quiet}>{T.loadError}</p> : null}
      {board.rows && board.rows.length === 0 ? <p className={styles.quiet}>{T.noLeaders}</p> : null}
      <ol className={styles.leaders} aria-busy={board.isLoading} aria-label={`${T.leaderboardHeading}, ${T.periods[period]}`}>
        {board.rows?.map((row) => (
          <li key={row.handle} className={styles.leader} data-testid="leader">
            <span className={styles.rank}>{row.rank}</span>
            {row.avatarUrl ? (
              <img className={styles.face} src={`${row.avatarUrl}?w=72&h=72&fit=crop`} alt="" width={36} height={36} loading="lazy" />
            ) : (
              <span className={styles.face} aria-hidden="true">
                {initials(row.name)}
              </span>
            )}
            <span className={styles.who}>
              <span>
                <Link to={profilePath(row.handle)}>{row.name}</Link> <StageBadge stage={row.stage} />
              </span>
              <span className={styles.score}>{T.points(row.points)}</span>
            </span>
          </li>
        ))}
      </ol>
      {seeAllTo ? (
        <Link to={seeAllTo} className={styles.seeAll}>
          {T.seeAll}
          <span className="visually-hidden"> of the {T.leaderboardHeading.toLowerCase()}</span>
        </Link>
      ) : null}
    </section>
  );
}
