import { useEffect, useRef } from 'react';
import styles from './Form.module.css';

/**
 * `reveal`: the message answers the submit button (the server's word, a failed request), so it
 * takes focus and scrolls into view; on a phone the button is far below the message. Messages
 * about fields leave focus on the first field to correct instead.
 */
export type FormMessage = { tone: 'error' | 'success'; text: string; reveal?: boolean } | null;

/** The page's message after a submit, announced by screen readers (role="alert"). */
export function FormAlert({ message }: { message: FormMessage }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (message?.reveal) ref.current?.focus();
  }, [message]);

  return message ? (
    <div
      ref={ref}
      role="alert"
      tabIndex={message.reveal ? -1 : undefined}
      className={`${styles.alert} ${message.tone === 'success' ? styles.alertSuccess : styles.alertError}`}
    >
      {message.text}
    </div>
  ) : null;
}
