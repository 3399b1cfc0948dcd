import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmToWrite } from '~/shared/safety/ConfirmToWrite';
import { Button } from '~/shared/ui/Button';
import styles from './Comments.module.css';

interface TextPostFormProps {
  label: string;
  submitLabel: string;
  placeholder?: string;
  busy: boolean;
  /** Focus the box when it appears (a reply box opened by its button). */
  autoFocus?: boolean;
  /** Resolves true when the text was accepted (the box is then emptied). */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
}

export const BLANK_TEXT_MESSAGE = 'Please write something before sending.';

/** A labelled text box for a comment or a reply, once the member's address is confirmed; blank text is never sent. */
export function TextPostForm({ label, submitLabel, placeholder, busy, autoFocus, onSubmit, onCancel }: TextPostFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Focused from an effect, not the autofocus attribute: browsers honour that only on page load.
  useEffect(() => {
    if (autoFocus) textarea.current?.focus();
  }, [autoFocus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setError(BLANK_TEXT_MESSAGE);
      return;
    }
    setError(null);
    if (await onSubmit(text.trim())) setText('');
  };

  return (
    <ConfirmToWrite compact>
      <form className={styles.postForm} onSubmit={submit} noValidate>
        <label htmlFor={id} className={styles.postLabel}>
          {label}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          rows={2}
          maxLength={2000}
          placeholder={placeholder}
          ref={textarea}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
        <div className={styles.postActions}>
          {onCancel ? (
            <Button variant="ghost" size="small" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="small" disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </ConfirmToWrite>
  );
}
