import { useEffect, useRef, useState, type FormEvent } from 'react';
import { askForPasswordReset } from '~/shared/api/account';
import { isApiError } from '~/shared/api/ApiError';
import { Button } from '~/shared/ui/Button';
import { emailError } from '../validation';
import { FormAlert, type FormMessage } from './FormAlert';
import styles from './Form.module.css';
import { TextField } from './TextField';

/**
 * "Forgot Password" on the login page: asks for a reset link by e-mail. The answer is the same
 * whether or not the address has an account, so the page can only say that a link is on its way.
 */
export function ForgotPasswordPanel({ id, initialEmail }: { id: string; initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<FormMessage>(null);
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    setSending(true);
    setMessage(null);
    try {
      const answer = await askForPasswordReset(email.trim());
      setMessage({ tone: 'success', text: answer.message, reveal: true });
    } catch (failure) {
      const text =
        isApiError(failure) && failure.serverMessage ? failure.serverMessage : 'The link could not be sent. Please try again.';
      setMessage({ tone: 'error', text, reveal: true });
    } finally {
      setSending(false);
    }
  };

  return (
    <section id={id} className={styles.subsection} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.subtitleHeading}>
        Reset your password
      </h2>
      <p className={styles.legal}>
        Give the e-mail address of your account. We will send a link to choose a new password; it works once, for 30 minutes.
      </p>
      <FormAlert message={message} />
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={sending}>
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" variant="outline" disabled={sending} className={styles.wide}>
          {sending ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    </section>
  );
}
