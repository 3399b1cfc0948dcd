import { useEffect, useState } from 'react';
import { estimatePasswordStrength, type PasswordStrength } from '../passwordStrength';
import styles from './Form.module.css';

interface Props {
  id: string;
  password: string;
  userInputs: string[];
}

/** A strength bar with a word and zxcvbn's hint; it advises, the server decides. */
export function PasswordStrengthMeter({ id, password, userInputs }: Props) {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputsKey = userInputs.join('\u0000');

  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      estimatePasswordStrength(password, inputsKey.split('\u0000'))
        .then((result) => current && setStrength(result))
        .catch(() => current && setStrength(null));
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  const shown = password ? strength : null;
  return (
    <div id={id} className={styles.meter}>
      <div className={styles.meterTrack} aria-hidden>
        <div
          className={styles.meterFill}
          data-score={shown?.score ?? -1}
          style={{ width: `${shown ? (shown.score + 1) * 20 : 0}%` }}
        />
      </div>
      <p className={styles.meterText}>
        {shown ? (
          <>
            Password strength: <strong>{shown.label}</strong>
            {shown.hint ? `. ${shown.hint}` : null}
          </>
        ) : (
          'Use at least 8 characters; a few unrelated words make a strong password.'
        )}
      </p>
    </div>
  );
}
