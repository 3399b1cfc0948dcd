import { Link } from 'react-router';
import type { KarmaEntryView, KarmaStandingView } from '@contracts/karma';
import type { MemberStage } from '@contracts/memberStage';
import { KarmaPanel } from './KarmaPanel';
import styles from './Karma.module.css';
import { KARMA_TEXTS as T } from './texts';
import { useMyKarma } from './useMyKarma';

const WHEN = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const signed = (points: number) => `${points > 0 ? '+' : points < 0 ? '−' : ''}${Math.abs(points).toLocaleString('en-IN')}`;

/** The way to the next stage: a bar and what is missing, or that this is the highest stage. */
function NextStage({ next }: { next: KarmaStandingView['next'] | undefined }) {
  if (next === null) return <p className={styles.missing}>{T.topStage}</p>;
  if (!next) return null;
  return (
    <div className={styles.progress}>
      <div className={styles.bar} role="progressbar" aria-label={T.progressLabel(next.stage.label)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={next.percent}>
        <span className={styles.fill} style={{ width: `${next.percent}%` }} />
      </div>
      <p className={styles.missing} data-testid="karma-missing">
        {T.missing(next.stage.label, next.pointsMissing, next.membersMissing)}
      </p>
    </div>
  );
}

/** The entries with what caused each, newest first, a page at a time. */
function History({ entries, hasMore, loading, onMore }: { entries: KarmaEntryView[]; hasMore: boolean; loading: boolean; onMore: () => void }) {
  return (
    <>
      <h3 className={styles.subheading}>{T.historyHeading}</h3>
      {entries.length === 0 && !loading ? <p className={styles.quiet}>{T.noHistory}</p> : null}
      <ul className={styles.history} data-testid="karma-history">
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry} data-testid="karma-entry">
            <span className={styles.cause}>
              <span>{entry.label}</span>
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
      {hasMore ? (
        <button type="button" className={styles.more} onClick={onMore} disabled={loading}>
          {T.moreHistory}
        </button>
      ) : null}
    </>
  );
}

/** One's own Karmic Points, read under the member's session: the total, the way to the next stage and the history. */
export default function OwnKarma({ points, stage }: { points: number; stage: MemberStage | null }) {
  const mine = useMyKarma(true);
  if (mine.error && !mine.standing) return <p className={styles.quiet}>{T.loadError}</p>;
  return (
    <KarmaPanel standing={mine.standing ?? { points, stage }}>
      <NextStage next={mine.standing?.next} />
      <History entries={mine.entries} hasMore={mine.hasMore} loading={mine.loading} onMore={mine.more} />
    </KarmaPanel>
  );
}
