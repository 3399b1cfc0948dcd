import styles from './Form.module.css';

export type FormMessage = { tone: 'error' | 'success'; text: string } | null;

/** The page's message after a submit, announced by screen readers (role="alert"). */
export function FormAlert({ message }: { message: FormMessage }) {
  return message ? (
    <div role="alert" className={`${styles.alert} ${message.tone === 'success' ? styles.alertSuccess : styles.alertError}`}>
      {message.text}
    </div>
  ) : null;
}
