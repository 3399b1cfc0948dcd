import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@contracts/messages/account';
import { isApiError } from '../api/ApiError';
import { resendEmailConfirmation, useEmailConfirmation } from '../api/account';
import styles from './ConfirmToWrite.module.css';

const messages = ACCOUNT_MESSAGES;

/** The notice that the member's address must be confirmed before their words reach others, with the link sent again on request. */
export function ConfirmToWriteNotice({ email, compact }: { email: string; compact: boolean }) {
  const { recheck } = useEmailConfirmation();
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);

  const send = async () => {
    setSending(true);
    try {
      setSaid({ text: (await resendEmailConfirmation()).message, problem: false });
    } catch (failure) {
      const text = isApiError(failure) && failure.serverMessage ? failure.serverMessage : messages.confirmationNotSent;
      setSaid({ text, problem: true });
      // Confirmed meanwhile (in another tab): the box comes back.
      if (isApiError(failure) && failure.status === 409) void recheck();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.notice} data-compact={compact || undefined} data-testid="confirm-to-write">
      <p className={styles.text}>{messages.confirmToWriteNotice(email)}</p>
      <button type="button" className={styles.again} onClick={() => void send()} disabled={sending}>
        {sending ? messages.sendingConfirmation : messages.sendConfirmationAgain}
      </button>
      <p className={styles.said} data-problem={said?.problem || undefined} role="status">
        {said?.text}
      </p>
    </div>
  );
}
