import { useState, type FormEvent } from 'react';
import type { EmailPreferences } from '@contracts/accounts';
import { saveEmailPreferences } from '~/shared/api/account';
import { Button } from '~/shared/ui/Button';
import { FormAlert } from '../components/FormAlert';
import formStyles from '../components/Form.module.css';
import styles from './Settings.module.css';
import { useSubmit } from './useSubmit';

const CHOICES: { key: keyof EmailPreferences; label: string }[] = [
  { key: 'replies', label: 'Replies to my comments' },
  { key: 'messages', label: 'New private messages' },
  { key: 'receipts', label: 'Receipts for donations, memberships and orders' },
  { key: 'follows', label: 'New followers' },
  { key: 'digest', label: 'A weekly digest of my circle and what the trust published' },
];

/** Which e-mails the member wants. Messages about the account itself (reset links, changes) always go. */
export function PreferencesSection({ initial }: { initial: EmailPreferences }) {
  const [choices, setChoices] = useState(initial);
  const { message, sending, run } = useSubmit('The preferences could not be saved. Please try again.');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await run(
      () => saveEmailPreferences(choices),
      (done) => done.message,
    );
    if (answer) setChoices(answer.data);
  };

  return (
    <section className={styles.section} aria-labelledby="preferences-title">
      <h2 id="preferences-title" className={styles.heading}>
        E-mail preferences
      </h2>
      <FormAlert message={message} />
      <form className={formStyles.form} onSubmit={submit} aria-busy={sending}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Send me e-mails about</legend>
          {CHOICES.map(({ key, label }) => (
            <label key={key} className={formStyles.checkbox}>
              <input
                type="checkbox"
                name={key}
                checked={choices[key]}
                onChange={(event) => setChoices({ ...choices, [key]: event.target.checked })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <p className={styles.muted}>E-mails about your account itself (password and address changes) are always sent.</p>
        <div className={styles.actions}>
          <Button type="submit" variant="outline" disabled={sending}>
            {sending ? 'Saving…' : 'Save preferences'}
          </Button>
        </div>
      </form>
    </section>
  );
}
