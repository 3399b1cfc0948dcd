import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GuideSource } from '@contracts/guide';
import { GUIDE_MESSAGES as T } from '@contracts/messages/guide';
import styles from './Guide.module.css';
import type { Turn } from './useGuideConversation';

/** The model's text as text, each [n] a link to its source: nothing it writes becomes markup. */
function citedText(text: string, sources: readonly GuideSource[]): ReactNode[] {
  return text.split(/(\[\d+\])/).map((part, index) => {
    const n = /^\[(\d+)\]$/.exec(part)?.[1];
    const source = n ? sources.find((candidate) => candidate.n === Number(n)) : undefined;
    if (!source) return part;
    return (
      <Link key={index} to={source.url} className={styles.citation} aria-label={`Source ${source.n}: ${source.title}`}>
        [{source.n}]
      </Link>
    );
  });
}

const sourceName = (source: GuideSource) => (source.heading ? `${source.title} — ${source.heading}` : source.title);

/** One answer: the model's text with its sources listed, or the passages quoted with their links. */
export function GuideAnswer({ turn }: { turn: Turn }) {
  if (turn.status === 'error') return <p className={styles.problem}>{turn.error ?? T.failed}</p>;
  if (turn.status === 'asking' && turn.sources.length === 0 && !turn.text) return <p className={styles.muted}>{T.thinking}</p>;
  if (turn.sources.length === 0) return <p>{T.nothingFound}</p>;
  if (!turn.passages) {
    return (
      <div className={styles.answer}>
        <p className={styles.generated}>{turn.text ? citedText(turn.text, turn.sources) : T.thinking}</p>
        {turn.status === 'done' ? <p className={styles.note}>{T.generatedNote}</p> : null}
        <h3 className={styles.sourcesHeading}>{T.sourcesHeading}</h3>
        <ol className={styles.sources}>
          {turn.sources.map((source) => (
            <li key={source.n} value={source.n}>
              <Link to={source.url}>{sourceName(source)}</Link>
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <div className={styles.answer}>
      <h3 className={styles.sourcesHeading}>{T.passagesHeading}</h3>
      <p className={styles.note}>{turn.note ?? T.noModelNote}</p>
      <ol className={styles.passages}>
        {turn.sources.map((source) => (
          <li key={source.n} value={source.n} className={styles.passage}>
            <blockquote cite={source.url}>{source.text}</blockquote>
            <Link to={source.url} className={styles.passageSource}>
              {sourceName(source)}
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
