import styles from './Form.module.css';

/** An honest word for controls SPEC gives no behaviour yet (social login, password reset). */
export function UnavailableNote({ text }: { text: string | null }) {
  return (
    <p className={styles.note} role="status">
      {text ?? ''}
    </p>
  );
}
