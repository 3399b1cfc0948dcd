import { useRef, useState } from 'react';
import { MESSAGE_LINK_TYPES, type MessageLinkType } from '@contracts/messagingRules';
import styles from './Messaging.module.css';

const LABELS: Record<MessageLinkType, string> = { episode: 'Episode', article: 'Article', book: 'Book' };

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

/** A small form in a popover: what kind of item, and its address (or the id in it). The card is checked when sent. */
export function LinkPicker({ id, onPick }: { id: string; onPick(link: { type: MessageLinkType; id: string }): void }) {
  const [type, setType] = useState<MessageLinkType>('episode');
  const [address, setAddress] = useState('');
  const box = useRef<HTMLDivElement>(null);
  return (
    <div ref={box} id={id} popover="auto" className={styles.linkPicker}>
      <fieldset>
        <legend>Link to</legend>
        {MESSAGE_LINK_TYPES.map((name) => (
          <label key={name}>
            <input type="radio" name={`${id}-type`} value={name} checked={type === name} onChange={() => setType(name)} /> {LABELS[name]}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        Its address on this site
        <input type="text" value={address} onChange={(event) => setAddress(event.target.value)} placeholder="/video-player/…" />
      </label>
      <button
        type="button"
        className={styles.send}
        disabled={!address.trim()}
        onClick={() => {
          onPick({ type, id: linkIdOf(type, address) });
          setAddress('');
          box.current?.hidePopover();
        }}
      >
        Add the link
      </button>
    </div>
  );
}
