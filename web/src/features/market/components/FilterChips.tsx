import { Button } from '~/shared/ui/Button';
import styles from './FilterChips.module.css';

export interface Chip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** The filters in force as removable chips, with Clear all. */
export function FilterChips({ chips, onClearAll }: { chips: Chip[]; onClearAll: () => void }) {
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips} aria-label="Applied filters" role="group">
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className={styles.chip} onClick={chip.onRemove} aria-label={`Remove filter ${chip.label}`}>
              {chip.label} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="small" onClick={onClearAll}>
        Clear all
      </Button>
    </div>
  );
}
