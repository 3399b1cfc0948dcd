import { useEffect, useState, type FormEvent } from 'react';
import type { ErasureStep } from '@contracts/accounts';
import { FORM_MESSAGES } from '@contracts/messages/form';
import { deleteAccount, fetchErasurePlan } from '~/shared/api/account';
import { Button } from '~/shared/ui/Button';
import { FormAlert } from '../components/FormAlert';
import formStyles from '../components/Form.module.css';
import { TextField } from '../components/TextField';
import { EffectsList } from './EffectsList';
import styles from './Settings.module.css';
import { useSubmit } from './useSubmit';

export interface DeletionReport {
  message: string;
  parts: ErasureStep[];
}

/** Delete my account: says first, part by part, what goes, what stays anonymous and what the law keeps. */
export function DeleteAccountSection({ onDeleted }: { onDeleted(report: DeletionReport): void }) {
  const [plan, setPlan] = useState<ErasureStep[] | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { message, setMessage, sending, run } = useSubmit('The account could not be deleted. Please try again.');

  useEffect(() => {
    let current = true;
    fetchErasurePlan()
      .then((answer) => current && setPlan(answer.data.parts))
      .catch(() => current && setPlan([]));
    return () => {
      current = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!password) {
      setError(FORM_MESSAGES.enterPassword);
      setMessage({ tone: 'error', text: FORM_MESSAGES.correctMarked });
      return;
    }
    const answer = await run(
      () => deleteAccount(password),
      (done) => done.message,
    );
    setPassword('');
    if (answer) onDeleted({ message: answer.message, parts: answer.data.parts });
  };

  return (
    <section className={`${styles.section} ${styles.danger}`} aria-labelledby="delete-title">
      <h2 id="delete-title" className={styles.heading}>
        Delete my account
      </h2>
      <p className={styles.muted}>This cannot be undone. Here is what happens to what we hold about you:</p>
      {plan ? <EffectsList parts={plan} /> : <p className={styles.muted}>Loading what would be deleted…</p>}
      <p className={styles.muted}>
        Only what the law obliges us to keep is kept. You may sign up again with the same address afterwards.
      </p>
      <FormAlert message={message} />
      <form method="post" className={formStyles.form} onSubmit={submit} noValidate aria-busy={sending}>
        <TextField
          id="delete-password"
          name="password"
          type="password"
          label="Your password, to confirm"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <div className={styles.actions}>
          <Button type="submit" className={styles.dangerButton} disabled={sending}>
            {sending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </section>
  );
}
