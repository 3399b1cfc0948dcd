import { Link } from 'react-router';
import type { KarmaEntryView, KarmaStandingView } from '@contracts/karma';
import type { MemberStage } from '@contracts/memberStage';
import { StageBadge } from '~/shared/ui/StageBadge';
import styles from './Karma.module.css';
import { KARMA_TEXTS as T } from './texts';

interface KarmaPanelProps {
  /** Another member's profile shows their total and stage only; one's own the way on and the history. */
  standing: Pick<KarmaStandingView, 'points'> & { stage: MemberStage | null; next?: KarmaStandingView['next'] };
  history?: { entries: KarmaEntryView[]; hasMore: boolean; loading: boolean; onMore: () => void };
}

const WHEN = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const signed = (points: number) => `${points > 0 ? '+' : points < 0 ? '−' : ''}${Math.abs(points).toLocaleString('en-IN')}`;

/** The profile's Karmic Points panel: total and stage; on one's own profile the way to the next stage and the entries with what caused each. */
export function KarmaPanel({ standing, history }: KarmaPanelProps) {
  const { next } = standing;
  return (
    <section className={styles.panel} aria-labelledby="karma-panel" data-testid="karma-panel">
      <h2 id="karma-panel" className={styles.heading}>
        {T.panelHeading}
      </h2>
      <p className={styles.total}>
        <strong data-testid="karma-total">{T.points(standing.points)}</strong> <StageBadge stage={standing.stage} size="full" />
      </p>
      {next ? (
        <div className={styles.progress}>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={T.progressLabel(next.stage.label)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={next.percent}
          >
            <span className={styles.fill} style={{ width: `${next.percent}%` }} />
          </div>
          <p className={styles.missing} data-testid="karma-missing">
            {T.missing(next.stage.label, next.pointsMissing, next.membersMissing)}
          </p>
        </div>
      ) : next === null ? (
        <p className={styles.missing}>{T.topStage}</p>
      ) : null}
      {history ? (
        <>
          <h3 className={styles.subheading}>{T.historyHeading}</h3>
          {history.entries.length === 0 && !history.loading ? <p className={styles.quiet}>{T.noHistory}</p> : null}
          <ul className={styles.history} data-testid="karma-history">
            {history.entries.map((entry) => (
              <li key={entry.id} className={styles.entry} data-testid="karma-entry">
                <span className={styles.cause}>
                  <span>
                    {entry.label}
                    {entry.reversal ? <span className={styles.quiet}> ({T.undone})</span> : null}
                  </span>
                  {entry.target.title ? (
                    <span className={styles.quiet}>{entry.target.href ? <Link to={entry.target.href}>{entry.target.title}</Link> : entry.target.title}</span>
                  ) : null}
                  <time className={styles.quiet} dateTime={entry.createdAt}>
                    {WHEN.format(new Date(entry.createdAt))}
                  </time>
                </span>
                <span className={entry.points < 0 ? styles.minus : styles.plus}>{signed(entry.points)}</span>
              </li>
            ))}
          </ul>
          {history.hasMore ? (
            <button type="button" className={styles.more} onClick={history.onMore} disabled={history.loading}>
              {T.moreHistory}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
