import type { MarketplaceSettingsQueryResult } from '@schemas/sanity.types';
import type { ListState } from '../listState';
import { useHydrated } from '~/shared/ui/later';
import { titleCase } from '../labels';
import styles from './FilterPanel.module.css';

export interface FacetCounts {
  categories: Map<string, number>;
  languages: Map<string, number>;
  formats: Map<string, number>;
  stars: Map<number, number>;
}

type MultiFilter = 'categories' | 'languages' | 'formats';

interface FilterPanelProps {
  settings: NonNullable<MarketplaceSettingsQueryResult>;
  state: ListState;
  counts: FacetCounts | undefined;
  onToggle: (filter: MultiFilter, value: string) => void;
  onStars: (minStars: number) => void;
}

/**
 * The left column's filters: values within a filter combine with OR, filters with AND. Each value
 * shows how many books it would give with the other filters applied; a value that would give
 * none is shown disabled (unless already chosen, so it can be taken off).
 */
export function FilterPanel({ settings, state, counts, onToggle, onStars }: FilterPanelProps) {
  const option = (filter: MultiFilter, value: string, label: string) => {
    const checked = state[filter].includes(value);
    const count = counts?.[filter].get(value) ?? 0;
    const disabled = Boolean(counts) && count === 0 && !checked;
    return (
      <li key={value}>
        <label className={disabled ? styles.disabled : undefined}>
          <input type="checkbox" checked={checked} disabled={disabled} onChange={() => onToggle(filter, value)} />
          <span>{label}</span>
          <span className={styles.count} aria-label={`${count} ${count === 1 ? 'book' : 'books'}`}>
            {counts ? count : ''}
          </span>
        </label>
      </li>
    );
  };
  const rootTitle = settings.rootCategory?.title ?? 'Books';
  // Its code loads after the page's: until it runs, the server's boxes cannot be ticked (nothing would filter).
  const ready = useHydrated();
  return (
    <form className={styles.panel} aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <fieldset disabled={!ready}>
        <legend>Category</legend>
        <p className={styles.root}>{rootTitle}</p>
        <ul className={styles.tree}>{(settings.categories ?? []).map((category) => option('categories', category.slug ?? '', category.title ?? ''))}</ul>
      </fieldset>
      <fieldset disabled={!ready}>
        <legend>Language</legend>
        <ul>{(settings.languages ?? []).map((language) => option('languages', language, titleCase(language)))}</ul>
      </fieldset>
      <fieldset disabled={!ready}>
        <legend>Format</legend>
        <ul>{(settings.formats ?? []).map((format) => option('formats', format, titleCase(format)))}</ul>
      </fieldset>
      <fieldset disabled={!ready}>
        <legend>Customer review</legend>
        <ul>
          {(settings.reviewFilters ?? []).map((filter) => {
            const stars = filter.minStars ?? 0;
            const count = counts?.stars.get(stars) ?? 0;
            const checked = state.minStars === stars;
            const disabled = Boolean(counts) && count === 0 && !checked;
            return (
              <li key={filter._key}>
                <label className={disabled ? styles.disabled : undefined}>
                  <input type="checkbox" checked={checked} disabled={disabled} onChange={() => onStars(checked ? 0 : stars)} />
                  <span>{filter.label}</span>
                  <span className={styles.count} aria-label={`${count} ${count === 1 ? 'book' : 'books'}`}>
                    {counts ? count : ''}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </form>
  );
}
