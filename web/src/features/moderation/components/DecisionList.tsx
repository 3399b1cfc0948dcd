import { useState } from 'react';
import type { DecisionView } from '@contracts/safety';
import { inIst, itemNoun } from '@contracts/safetyRules';
import { Button } from '~/shared/ui/Button';
import { failureText, reverse } from '../api';
import styles from '../Moderation.module.css';

const ACTIONS: Record<DecisionView['action'], string> = {
  hide: 'hid',
  unhide: 'showed again',
  dismiss: 'dismissed the reports on',
  reopen: 'reopened the reports on',
  suspend: 'suspended',
  unsuspend: 'lifted the suspension of',
};

/** The record of decisions, newest first: who, when, why; each can be reversed once, with a reason. */
export function DecisionList({ decisions, onReversed }: { decisions: DecisionView[]; onReversed: (message: string) => void }) {
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ id: string; text: string } | null>(null);
  const undo = async (decision: DecisionView) => {
    const reason = reasons[decision.id]?.trim();
    if (!reason) return setProblem({ id: decision.id, text: 'Write why the decision is reversed.' });
    try {
      onReversed((await reverse(decision.id, reason)).message);
      setProblem(null);
    } catch (failure) {
      setProblem({ id: decision.id, text: failureText(failure, 'The decision could not be reversed. Please try again.') });
    }
  };
  if (!decisions.length) return <p>No decisions yet.</p>;
  return (
    <ol className={styles.decisions}>
      {decisions.map((decision) => {
        const what = decision.action === 'suspend' || decision.action === 'unsuspend' ? `@${decision.member?.handle ?? 'a former member'}` : `a ${itemNoun(decision.itemType)} by ${decision.member ? `@${decision.member.handle}` : 'a former member'}`;
        return (
          <li key={decision.id} className={styles.decision} data-testid="decision">
            <p>
              <strong>{decision.moderator?.name ?? 'A former moderator'}</strong> {ACTIONS[decision.action]} {what} on {inIst(decision.createdAt)}
              {decision.suspendedUntil ? `, until ${inIst(decision.suspendedUntil)}` : ''}: {decision.reason}
              {decision.reversedBy ? ' (reversed)' : ''}
            </p>
            {decision.reversible ? (
              <div className={styles.actions}>
                <label className="visually-hidden" htmlFor={`reverse-${decision.id}`}>
                  Why reverse it
                </label>
                <input
                  id={`reverse-${decision.id}`}
                  placeholder="Why reverse it"
                  value={reasons[decision.id] ?? ''}
                  onChange={(event) => setReasons({ ...reasons, [decision.id]: event.target.value })}
                  maxLength={1000}
                />
                <Button size="small" variant="outline" onClick={() => void undo(decision)}>
                  Reverse
                </Button>
              </div>
            ) : null}
            {problem?.id === decision.id ? (
              <p role="alert" className={styles.problem}>
                {problem.text}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
