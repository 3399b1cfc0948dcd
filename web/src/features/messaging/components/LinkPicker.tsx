import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { MESSAGE_LINK_TYPES, type MessageLinkType } from '@contracts/messagingRules';
import { fetchLinkOptions } from '../data/api';
import styles from './Messaging.module.css';

const LABELS: Record<MessageLinkType, string> = { episode: 'Episode', article: 'Article', book: 'Book' };
/** Typing settles this long before the titles are searched. */
const SEARCH_AFTER_MS = 200;

/** The id in a pasted address of an episode (/video-player/<id>), article (?article=) or book (?book=), or the text as typed. */
export function linkIdOf(type: MessageLinkType, pasted: string): string {
  const text = pasted.trim();
  try {
    const url = new URL(text, 'https://jnanam.invalid');
    if (type === 'episode') {
      const match = /\/video-player\/([^/?#]+)/.exec(url.pathname);
      if (match) return decodeURIComponent(match[1]!);
    } else {
      const slug = url.searchParams.get(type);
      if (slug) return slug;
    }
  } catch {
    // Not an address: the text is the id.
  }
  return text;
}

/** What the picker hands the composer: the link, and its title when it was chosen from the search. */
export interface PickedLink {
  type: MessageLinkType;
  id: string;
  title?: string;
}

const looksLikeAddress = (text: string) => /^(https?:\/\/|\/)/i.test(text.trim());

/**
 * A small form in a popover: what kind of item, then its title searched among the site's own
 * episodes, articles or books (or its address pasted). The card is checked again when sent.
 */
export function LinkPicker({ id, onPick }: { id: string; onPick(link: PickedLink): void }) {
  const [type, setType] = useState<MessageLinkType>('episode');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const address = looksLikeAddress(text);
  const options = useSWR(shown && !address ? ['link-options', type, query] : null, () => fetchLinkOptions(type, query), { keepPreviousData: true, revalidateOnFocus: false });

  const pick = (link: PickedLink) => {
    onPick(link);
    setText('');
    box.current?.hidePopover();
  };

  return (
    <div ref={box} id={id} popover="auto" className={styles.linkPicker} onToggle={(event) => setShown(event.newState === 'open')}>
      <fieldset>
        <legend>Link to</legend>
        {MESSAGE_LINK_TYPES.map((name) => (
          <label key={name}>
            <input type="radio" name={`${id}-type`} value={name} checked={type === name} onChange={() => setType(name)} /> {LABELS[name]}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        Search by title, or paste its address
        <input type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={`${LABELS[type]} title or /address`} />
      </label>
      {address ? (
        <button type="button" className={styles.send} onClick={() => pick({ type, id: linkIdOf(type, text) })}>
          Add the link
        </button>
      ) : (
        <ul className={styles.linkOptions} aria-label={`${LABELS[type]}s found`} aria-busy={options.isLoading || text.trim() !== query}>
          {options.error ? <li role="alert">The search did not answer just now. Please try again.</li> : null}
          {options.data?.length === 0 ? <li>No {type} has a title with “{query}”.</li> : null}
          {options.data?.map((link) => (
            <li key={`${link.type}:${link.id}`}>
              <button type="button" onClick={() => pick({ type: link.type, id: link.id, title: link.title })}>
                {link.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
