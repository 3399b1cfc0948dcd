import { useId, useState, type FormEvent } from 'react';
import { INSIGHTS_LIST_MESSAGES as LIST } from '@contracts/messages/insightsList';
import { SearchIcon } from '~/shared/ui/actionIcons';
import styles from './ListSearch.module.css';

/** The search box: the words go into the address on Enter (or the button), so the list and its page agree. Keyed by the address's words, so it shows them after a change there. */
export function ListSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {LIST.searchLabel}
      </label>
      <input id={id} type="search" value={text} maxLength={100} placeholder={LIST.searchPlaceholder} onChange={(event) => setText(event.target.value)} />
      <button type="submit" aria-label={LIST.searchLabel}>
        <SearchIcon />
      </button>
    </form>
  );
}
