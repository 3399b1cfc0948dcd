import type { ErasureStep } from '@contracts/accounts';
import styles from './Settings.module.css';

const EFFECT_WORDS: Record<ErasureStep['effect'], string> = { removed: 'Deleted', anonymised: 'Anonymised', kept: 'Kept' };

/** What deleting the account does to each part of the member's data, in plain words (before and after). */
export function EffectsList({ parts }: { parts: ErasureStep[] }) {
  return (
    <ul className={styles.effects}>
      {parts.map((step) => (
        <li key={step.part}>
          <span className={styles.effect}>
            {EFFECT_WORDS[step.effect]} — {step.label}:
          </span>{' '}
          {step.explanation}
        </li>
      ))}
    </ul>
  );
}
