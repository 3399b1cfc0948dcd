import type { MarketplaceSettingsQueryResult } from '@schemas/sanity.types';
import { Button } from '~/shared/ui/Button';
import { useHydrated } from '~/shared/ui/later';
import { titleCase } from '../labels';
import type { ListState } from '../listState';
import styles from './FilterChips.module.css';

interface Chip {
  key: string;
  label: string;
  onRemove: () => void;
}

interface FilterChipsProps {
  settings: NonNullable<MarketplaceSettingsQueryResult>;
  state: ListState;
  onGo: (next: Partial<ListState>) => void;
  onToggle: (filter: 'categories' | 'languages' | 'formats', value: string) => void;
  onClearAll: () => void;
}

/** The filters in force (and the search) as removable chips, with Clear all. */
export function FilterChips({ settings: s, state, onGo: go, onToggle: toggle, onClearAll }: FilterChipsProps) {
  const categoryTitle = (slug: string) => s.categories?.find((c) => c.slug === slug)?.title ?? slug;
  const starsLabel = s.reviewFilters?.find((f) => f.minStars === state.minStars)?.label ?? `${state.minStars} stars & up`;
  const chips: Chip[] = [
    ...(state.search.trim() ? [{ key: 'q', label: `“${state.search.trim()}”`, onRemove: () => go({ search: '' }) }] : []),
    ...state.categories.map((v) => ({ key: `cat-${v}`, label: categoryTitle(v), onRemove: () => toggle('categories', v) })),
    ...state.languages.map((v) => ({ key: `lang-${v}`, label: titleCase(v), onRemove: () => toggle('languages', v) })),
    ...state.formats.map((v) => ({ key: `fmt-${v}`, label: titleCase(v), onRemove: () => toggle('formats', v) })),
    ...(state.minStars ? [{ key: 'stars', label: starsLabel, onRemove: () => go({ minStars: 0 }) }] : []),
  ];
  // The chips' code loads after the page's: they wait for it rather than drop a press.
  const ready = useHydrated();
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips} aria-label="Applied filters" role="group">
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className={styles.chip} onClick={chip.onRemove} aria-label={`Remove filter ${chip.label}`} disabled={!ready}>
              {chip.label} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="small" onClick={onClearAll} disabled={!ready}>
        Clear all
      </Button>
    </div>
  );
}
