import styles from './Form.module.css';

/** An honest word for controls that have no behaviour yet (social login, password reset). */
export function UnavailableNote({ text }: { text: string | null }) {
  return (
    <p className={styles.note} role="status">
      {text ?? ''}
    </p>
  );
}
