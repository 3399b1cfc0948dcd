import { Link } from 'react-router';
import useSWR from 'swr';
import { GUIDE_ENDPOINTS } from '@contracts/endpointAddresses/guide';
import { GUIDE_MESSAGES as T } from '@contracts/messages/guide';
import { loginPathReturningTo, ROUTES } from '@contracts/routes';
import { callEndpoint, endpointPath } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';
import { Button } from '~/shared/ui/Button';
import { CloseIcon } from '~/shared/ui/icons';
import styles from './GuideHistory.module.css';

/** The member's recent questions (SWR; the token is in the key so another member never sees them). */
export function useGuideHistory() {
  const { token } = useSession();
  return useSWR(token ? [endpointPath(GUIDE_ENDPOINTS.questions), token] : null, () => callEndpoint(GUIDE_ENDPOINTS.questions), {
    revalidateOnFocus: false,
  });
}

/** The member's last questions, to ask again or delete; a visitor is asked to log in to keep them. */
export function GuideHistory({ onAskAgain }: { onAskAgain: (question: string) => void }) {
  const { token } = useSession();
  const history = useGuideHistory();
  const questions = history.data?.questions ?? [];

  const remove = async (questionId: string) => {
    await history.mutate(
      async (current) => {
        await callEndpoint(GUIDE_ENDPOINTS.deleteQuestion, { params: { questionId } });
        return current && { ...current, questions: current.questions.filter((question) => question.id !== questionId) };
      },
      { revalidate: false },
    );
  };

  return (
    <section className={styles.history} aria-labelledby="guide-history-heading">
      <h2 id="guide-history-heading">{T.historyHeading}</h2>
      {!token ? (
        <p className={styles.muted}>
          {T.historyVisitor} <Link to={loginPathReturningTo(ROUTES.guide)}>{T.logIn}</Link>
        </p>
      ) : questions.length === 0 ? (
        <p className={styles.muted}>{T.historyEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {questions.map((question) => (
            <li key={question.id} className={styles.item}>
              <span className={styles.text}>{question.question}</span>
              <span className={styles.buttons}>
                <Button variant="ghost" size="small" onClick={() => onAskAgain(question.question)}>
                  {T.askAgain}
                </Button>
                <button type="button" className={styles.remove} aria-label={T.deleteQuestion(question.question)} onClick={() => void remove(question.id)}>
                  <CloseIcon />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
