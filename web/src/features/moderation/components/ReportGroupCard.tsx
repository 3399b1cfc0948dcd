import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDayMonthYear } from '@contracts/dates';
import type { ReportGroup } from '@contracts/safety';
import { inIst, itemNoun, REPORT_REASON_LABELS } from '@contracts/safetyRules';
import { Button } from '~/shared/ui/Button';
import { SAFETY_MESSAGES } from '@contracts/messages/safety';
import { decide, failureText, suspend } from '../api';
import { ItemAsSeen } from './ItemAsSeen';
import { SuspendQuestion, suspensionEnd } from './SuspendQuestion';
import styles from '../Moderation.module.css';

const PERIODS = [
  { label: '1 day', days: 1 },
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: 'For good', days: null },
] as const;

/** One reported item with its reports, and what a moderator can decide about it (always with a reason). */
export function ReportGroupCard({ group, onDecided }: { group: ReportGroup; onDecided: (message: string) => void }) {
  const { item } = group;
  const id = useId();
  const [reason, setReason] = useState('');
  const [period, setPeriod] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState<{ until: string | null } | null>(null);
  const noun = item.type === 'member' ? 'member' : itemNoun(item.type);

  const act = async (run: () => Promise<{ message: string }>) => {
    if (!reason.trim()) {
      setProblem(SAFETY_MESSAGES.reasonFirst);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      onDecided((await run()).message);
    } catch (failure) {
      setProblem(failureText(failure, 'The decision could not be saved. Please try again.'));
    } finally {
      setSending(false);
    }
  };
  const submit = (event: FormEvent) => event.preventDefault();
  // A suspension is asked about first, with the reason already written (the member is e-mailed it).
  const askToSuspend = () => {
    if (!reason.trim()) return setProblem(SAFETY_MESSAGES.reasonFirst);
    setProblem(null);
    setAsking({ until: suspensionEnd(PERIODS[period]!.days) });
  };

  return (
    <article className={styles.card} aria-labelledby={`${id}-title`} data-testid="report-group">
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        A {noun} by {item.author ? `${item.author.name} (@${item.author.handle})` : 'a former member'}
      </h2>
      <p className={styles.meta}>
        {group.reports.length} report{group.reports.length === 1 ? '' : 's'}, the first on {formatDayMonthYear(new Date(group.firstReportedAt))}
        {item.context ? ` · ${item.context}` : ''}
        {item.href ? (
          <>
            {' · '}
            <Link to={item.href}>Open where it appears</Link>
          </>
        ) : null}
      </p>
      {item.deleted ? <p className={styles.flag}>Its author has deleted it.</p> : null}
      {item.hidden ? <p className={styles.flag}>Hidden: {item.hidden.reason}</p> : null}
      {item.authorSuspendedUntil ? <p className={styles.flag}>The author is suspended until {inIst(item.authorSuspendedUntil)}.</p> : null}
      <ItemAsSeen item={item} />
      <ul className={styles.reports}>
        {group.reports.map((report) => (
          <li key={report.id} data-testid="report">
            <strong>{REPORT_REASON_LABELS[report.reason]}</strong> <span className={styles.meta}>({formatDayMonthYear(new Date(report.createdAt))})</span>
            {report.details ? (
              <p className={styles.note}>
                {SAFETY_MESSAGES.queue.reporterNote(report.reporter)} “{report.details}”
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <form className={styles.decide} onSubmit={submit}>
        <label htmlFor={`${id}-reason`}>Reason for the decision</label>
        <textarea id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} rows={2} maxLength={1000} required aria-describedby={problem ? `${id}-problem` : undefined} />
        {problem ? (
          <p id={`${id}-problem`} role="alert" className={styles.problem}>
            {problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          {item.type !== 'member' && !item.hidden && !item.deleted ? (
            <Button disabled={sending} onClick={() => void act(() => decide(item.type, item.id, 'hide', reason.trim()))}>
              Hide the {noun}
            </Button>
          ) : null}
          <Button variant="outline" disabled={sending} onClick={() => void act(() => decide(item.type, item.id, 'dismiss', reason.trim()))}>
            Dismiss the reports
          </Button>
        </div>
        {item.author ? (
          <div className={styles.actions}>
            <label htmlFor={`${id}-period`}>Suspend the author</label>
            <select id={`${id}-period`} value={period} onChange={(event) => setPeriod(Number(event.target.value))}>
              {PERIODS.map((choice, index) => (
                <option key={choice.label} value={index}>
                  {choice.label}
                </option>
              ))}
            </select>
            <Button variant="outline" disabled={sending} onClick={askToSuspend}>
              Suspend @{item.author.handle}
            </Button>
          </div>
        ) : null}
      </form>
      {asking && item.author ? (
        <SuspendQuestion
          name={item.author.name}
          until={asking.until}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            void act(() => suspend(item.author!.handle, reason.trim(), PERIODS[period]!.days));
          }}
        />
      ) : null}
    </article>
  );
}
