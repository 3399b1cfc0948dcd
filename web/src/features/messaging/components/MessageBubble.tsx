import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MessageView } from '@contracts/messaging';
import { DELETE_FOR_EVERYONE_MS, MESSAGE_REACTIONS, REACTION_SYMBOLS, type MessageReactionName } from '@contracts/messagingRules';
import { useToast } from '~/shared/ui/ToastContext';
import { deleteMessage, pictureUrl, react } from '../data/api';
import { timeOf } from '../data/time';
import { MoreIcon, SmileIcon } from './icons';
import { useLongPress } from './useLongPress';
import styles from './Messaging.module.css';

/** A message picture: private ones are fetched with the member's session and shown from memory. */
function Picture({ address, alt }: { address: string; alt: string | null }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    pictureUrl(address)
      .then((made) => {
        url = made;
        if (!cancelled) setSrc(made);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
    };
  }, [address]);
  if (failed) return <p className={styles.quiet}>The picture could not be loaded.</p>;
  return src ? <img className={styles.picture} src={src} alt={alt ?? 'Picture'} data-testid="message-picture" /> : <span className={styles.picturePlaceholder} aria-label="Loading the picture" />;
}

interface Props {
  message: MessageView;
  showSender: boolean;
  onChanged(message: MessageView): void;
  onHidden(id: string): void;
}

/** One bubble: text, picture or link card, time, reactions (one per member, toggled) and deleting. */
export function MessageBubble({ message, showSender, onChanged, onHidden }: Props) {
  const { showToast } = useToast();
  const reactionsId = useId();
  const actionsId = useId();
  const picker = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const mineReaction = message.reactions.find((r) => r.mine)?.reaction ?? null;
  const fail = (cause: unknown) => showToast(cause instanceof Error ? cause.message : 'That did not work just now.', 'error');

  const toggle = (reaction: MessageReactionName) => {
    picker.current?.hidePopover();
    react(message.id, mineReaction === reaction ? null : reaction).then(onChanged, fail);
  };
  const remove = (scope: 'everyone' | 'me') => {
    actions.current?.hidePopover();
    deleteMessage(message.id, scope).then(() => (scope === 'me' ? onHidden(message.id) : onChanged({ ...message, deleted: true, text: null, imageUrl: null, link: null, reactions: [] })), fail);
  };
  // Read when the actions open: whether the 15 minutes for deleting for everyone have passed.
  const [openedAt, setOpenedAt] = useState(0);
  const mayDeleteForEveryone = message.mine && !message.deleted && openedAt - Date.parse(message.sentAt) < DELETE_FOR_EVERYONE_MS;
  const longPress = useLongPress<HTMLLIElement>();

  return (
    <li className={styles.bubbleRow} data-side={message.mine ? 'mine' : 'theirs'} data-tools={longPress.shown ? 'shown' : undefined} data-testid="message" {...longPress.handlers}>
      <div className={styles.bubbleLine}>
        <div className={styles.bubble}>
          {showSender && !message.mine ? <p className={styles.sender}>{message.from?.name ?? 'a former member'}</p> : null}
          {message.deleted ? <p className={styles.quiet}>This message was deleted.</p> : null}
          {message.imageUrl ? <Picture address={message.imageUrl} alt={message.imageAlt} /> : null}
          {message.link ? (
            <Link to={message.link.href} className={styles.card} data-testid="link-card">
              <span className={styles.cardType}>{message.link.type}</span>
              <span className={styles.cardTitle}>{message.link.title}</span>
            </Link>
          ) : null}
          {message.text ? <p className={styles.text}>{message.text}</p> : null}
          <p className={styles.meta}>
            <time dateTime={message.sentAt}>{timeOf(message.sentAt)}</time>
          </p>
        </div>
        {/* Shown on hover, on focus within the message and after a long press; out of sight otherwise, not taking a line. */}
        {!message.deleted ? (
          <div className={styles.bubbleTools} data-testid="message-tools">
            <button type="button" className={styles.toolButton} aria-label="React" popoverTarget={reactionsId}>
              <SmileIcon width={18} height={18} />
            </button>
            <div ref={picker} id={reactionsId} popover="auto" className={styles.reactionPicker}>
              {MESSAGE_REACTIONS.map((reaction) => (
                <button key={reaction} type="button" aria-label={REACTION_SYMBOLS[reaction].label} aria-pressed={mineReaction === reaction} onClick={() => toggle(reaction)}>
                  {REACTION_SYMBOLS[reaction].symbol}
                </button>
              ))}
            </div>
            <button type="button" className={styles.toolButton} aria-label="Message actions" popoverTarget={actionsId} onClick={() => setOpenedAt(Date.now())}>
              <MoreIcon width={18} height={18} />
            </button>
            <div ref={actions} id={actionsId} popover="auto" className={styles.menu}>
              {mayDeleteForEveryone ? (
                <button type="button" onClick={() => remove('everyone')}>
                  Delete for everyone
                </button>
              ) : null}
              <button type="button" onClick={() => remove('me')}>
                Delete for me
              </button>
            </div>
          </div>
        ) : null}
      </div>
      {message.reactions.length ? (
        <ul className={styles.reactions} aria-label="Reactions" data-testid="reactions">
          {message.reactions.map((r) => (
            <li key={r.reaction}>
              <button type="button" aria-pressed={r.mine} aria-label={`${REACTION_SYMBOLS[r.reaction].label}, ${r.count}`} onClick={() => toggle(r.reaction)}>
                {REACTION_SYMBOLS[r.reaction].symbol} {r.count > 1 ? r.count : ''}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
