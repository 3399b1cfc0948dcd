import { useState, type FormEvent } from 'react';
import { FORM_MESSAGES } from '@contracts/messages/form';
import { changeEmail } from '~/shared/api/account';
import { Button } from '~/shared/ui/Button';
import { FormAlert } from '../components/FormAlert';
import formStyles from '../components/Form.module.css';
import { TextField } from '../components/TextField';
import { emailError } from '../validation';
import { ConfirmAddressNotice } from './ConfirmAddressNotice';
import styles from './Settings.module.css';
import { useSubmit } from './useSubmit';

/** Change e-mail: a confirmation link goes to the new address; nothing changes until it is opened. The present address, while unconfirmed, can get its link again. */
export function ChangeEmailSection({
  email,
  emailConfirmed,
  pendingEmail,
  onRequested,
}: {
  email: string;
  emailConfirmed: boolean;
  pendingEmail: string | null;
  onRequested(): void;
}) {
  const [newEmail, setNewEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [errors, setErrors] = useState<{ newEmail?: string; current?: string }>({});
  const { message, setMessage, sending, run } = useSubmit('The confirmation link could not be sent. Please try again.');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problems = { newEmail: emailError(newEmail), current: current ? undefined : FORM_MESSAGES.enterPassword };
    setErrors(problems);
    if (problems.newEmail || problems.current) {
      setMessage({ tone: 'error', text: FORM_MESSAGES.correctMarked });
      return;
    }
    const answer = await run(
      () => changeEmail({ newEmail: newEmail.trim(), currentPassword: current }),
      (done) => done.message,
    );
    setCurrent('');
    if (answer) {
      setNewEmail('');
      onRequested();
    }
  };

  return (
    <section className={styles.section} aria-labelledby="email-title">
      <h2 id="email-title" className={styles.heading}>
        Change e-mail address
      </h2>
      <p className={styles.muted}>
        Your address is <strong>{email}</strong>.
        {pendingEmail ? ` A confirmation link was sent to ${pendingEmail}; the change happens when it is opened.` : null}
      </p>
      {emailConfirmed ? null : <ConfirmAddressNotice email={email} />}
      <FormAlert message={message} />
      <form method="post" className={formStyles.form} onSubmit={submit} noValidate aria-busy={sending}>
        <TextField
          id="settings-new-email"
          name="newEmail"
          type="email"
          label="New e-mail address"
          autoComplete="email"
          required
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          error={errors.newEmail}
        />
        <TextField
          id="settings-email-password"
          name="currentPassword"
          type="password"
          label="Current password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending…' : 'Send confirmation link'}
          </Button>
        </div>
      </form>
    </section>
  );
}
