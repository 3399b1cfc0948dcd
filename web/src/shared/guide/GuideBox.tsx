import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { GUIDE_RULES } from '@contracts/guideRules';
import { GUIDE_MESSAGES as T } from '@contracts/messages/guide';
import { ROUTES } from '@contracts/routes';
import { Button } from '../ui/Button';
import { SendIcon } from '../ui/actionIcons';
import { useHydrated } from '../ui/later';
import styles from './Guide.module.css';
import { loadAskGuide, useGuideConversation } from './useGuideConversation';

// The answer side matters only once a question is asked: its code loads then, or when the box is focused.
const loadAnswer = () => import('./GuideAnswer');
const GuideAnswer = lazy(() => loadAnswer().then((module) => ({ default: module.GuideAnswer })));
const prepare = () => void Promise.all([loadAnswer(), loadAskGuide()]);

interface GuideBoxProps {
  /** The question box's name for assistive tech (the page's own words), and its placeholder. */
  label?: string | null;
  placeholder?: string | null;
  /** Called when a member's question was kept (the guide page refreshes its history). */
  onAsked?: (questionId: string | null) => void;
  /** A link to the guide's own page (not on that page itself). */
  linkToGuide?: boolean;
  /** Filled by the page (the history's "Ask again"). */
  conversation?: ReturnType<typeof useGuideConversation>;
}

/**
 * The AI guide: a question box with a send button, the answers as they stream in (each with its
 * sources), follow-up questions in the same conversation, and "Ask another" to start afresh.
 */
export function GuideBox({ label, placeholder, onAsked, linkToGuide = true, conversation }: GuideBoxProps) {
  const own = useGuideConversation(onAsked);
  const { turns, ask, reset, busy } = conversation ?? own;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Where the box's code loads after the page's, the server's box takes no question until it runs.
  const ready = useHydrated();

  function submit(event: FormEvent) {
    event.preventDefault();
    const question = draft.trim();
    if (!question) return setProblem(T.empty);
    if (question.length > GUIDE_RULES.questionMax) return setProblem(T.tooLong(GUIDE_RULES.questionMax));
    setProblem(null);
    setDraft('');
    void ask(question);
  }

  function askAnother() {
    reset();
    setDraft('');
    input.current?.focus();
  }

  const inputLabel = label ?? T.inputLabel;
  return (
    <div className={styles.guide}>
      {turns.length > 0 ? (
        <ol className={styles.turns} aria-label={T.guideName} aria-live="polite" aria-busy={busy}>
          {turns.map((turn) => (
            <li key={turn.key} className={styles.turn}>
              <p className={styles.question}>
                <span className="visually-hidden">{T.you}: </span>
                {turn.question}
              </p>
              <Suspense fallback={<p className={styles.muted}>{T.thinking}</p>}>
                <GuideAnswer turn={turn} />
              </Suspense>
            </li>
          ))}
        </ol>
      ) : null}
      <form role="search" className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {inputLabel}
        </label>
        <input
          id={inputId}
          ref={input}
          type="search"
          className={styles.input}
          value={draft}
          placeholder={placeholder ?? T.placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onFocus={prepare}
          readOnly={!ready}
          maxLength={GUIDE_RULES.questionMax}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
        />
        <button type="submit" className={styles.send} aria-label={T.send} disabled={busy || !ready}>
          <SendIcon />
        </button>
      </form>
      {problem ? (
        <p id={`${inputId}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {turns.length > 0 || linkToGuide ? (
        <div className={styles.actions}>
          {turns.length > 0 && !busy ? (
            <Button variant="outline" size="small" onClick={askAnother}>
              {T.askAnother}
            </Button>
          ) : null}
          {linkToGuide ? (
            <Link to={ROUTES.guide} className={styles.openGuide}>
              {T.openGuide}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
