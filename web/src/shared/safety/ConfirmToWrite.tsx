import { type ReactNode, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@contracts/messages/account';
import { isApiError } from '../api/ApiError';
import { resendEmailConfirmation, useEmailConfirmation } from '../api/account';
import { useSession } from '../session/useSession';
import styles from './ConfirmToWrite.module.css';

const messages = ACCOUNT_MESSAGES;

/**
 * Whether the member may put words before others (post, comment, write a message, publish) and, when
 * not, the notice to show instead: their e-mail address is not confirmed yet, and the server refuses
 * their words until the link is opened, so a box would only fail. The notice sends the link again.
 * A visitor may (their boxes already ask them to log in).
 */
export function useWriteGate({ compact = false } = {}): { mayWrite: boolean; notice: ReactNode } {
  const { isLoggedIn } = useSession();
  const { confirmed, email, failed } = useEmailConfirmation();
  // Until the server has answered (a moment after the page loads) the box stays as the first HTML
  // drew it: nearly every member is confirmed, and their page must not move.
  if (!isLoggedIn || confirmed !== false || failed || email === undefined) return { mayWrite: true, notice: null };
  return { mayWrite: false, notice: <ConfirmToWriteNotice email={email} compact={compact} /> };
}

/** A box for the member's words, or the notice saying their address must be confirmed first. */
export function ConfirmToWrite({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  const { mayWrite, notice } = useWriteGate({ compact });
  return mayWrite ? children : notice;
}

function ConfirmToWriteNotice({ email, compact }: { email: string; compact: boolean }) {
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
