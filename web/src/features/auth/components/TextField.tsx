import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './Form.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** Shown next to the input and tied to it with aria-describedby. */
  error?: string;
  optional?: boolean;
  /** Extra content under the input (e.g. the strength meter), also described by. */
  help?: ReactNode;
  helpId?: string;
}

/** A labelled input that says what is wrong with it next to it. */
export function TextField({ id, label, error, optional, help, helpId, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, help && helpId ? helpId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {help}
    </div>
  );
}
