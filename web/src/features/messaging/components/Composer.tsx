import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { MessageView } from '@contracts/messaging';
import { MESSAGE_IMAGE_TYPES, MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES } from '@contracts/messagingRules';
import { sendPicture, sendText, sendTyping } from '../data/api';
import { ImageIcon, LinkIcon, PaperclipIcon, SmileIcon } from './icons';
import { LinkPicker, type PickedLink } from './LinkPicker';
import styles from './Messaging.module.css';

const EMOJI = ['🙏', '😊', '😄', '❤️', '👍', '🌸', '🕉️', '🪔', '📿', '🌞', '🙌', '🎉'];
const TYPING_EVERY_MS = 3000;

/** The composer: picture, link card, emoji and file buttons, the text (Enter sends, Shift+Enter adds a line) and Send. */
export function Composer({ conversationId, canWrite, onSent }: { conversationId: string; canWrite: boolean; onSent(message: MessageView): void }) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState<PickedLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);
  const picture = useRef<HTMLInputElement>(null);
  const anyFile = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const emojiId = useId();
  const linkId = useId();
  const hintId = useId();
  const emojiMenu = useRef<HTMLDivElement>(null);

  if (!canWrite) return <p className={styles.cannotWrite} role="status">{MESSAGING_MESSAGES.cannotWrite}</p>;

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    if (!(MESSAGE_IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      setError(MESSAGING_MESSAGES.imageTypes);
      return;
    }
    setFile(chosen);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || (!text.trim() && !file && !link)) return;
    if (text.length > MESSAGE_MAX_LENGTH) return setError(MESSAGING_MESSAGES.tooLong);
    setSending(true);
    setError(null);
    try {
      const message = file ? await sendPicture(conversationId, file, text) : await sendText(conversationId, text, link ? { type: link.type, id: link.id } : undefined);
      onSent(message);
      setText('');
      setFile(null);
      setLink(null);
      input.current?.focus();
    } catch (cause) {
      // What was typed stays, so the member can send it again.
      setError(cause instanceof Error ? cause.message : 'The message could not be sent.');
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  };

  const onType = (value: string) => {
    setText(value);
    if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      sendTyping(conversationId).catch(() => undefined);
    }
  };

  return (
    <form className={styles.composer} onSubmit={send} data-testid="composer">
      {file || link ? (
        <div className={styles.attached}>
          {file ? <span>Picture: {file.name}</span> : null}
          {link ? <span>Link: {link.type} “{link.title ?? link.id}”</span> : null}
          <button type="button" className={styles.textButton} onClick={() => (setFile(null), setLink(null))}>
            Remove
          </button>
        </div>
      ) : null}
      <div className={styles.composerRow}>
        <button type="button" className={styles.iconButton} aria-label="Send a picture" onClick={() => picture.current?.click()}>
          <ImageIcon />
        </button>
        <input ref={picture} type="file" accept={MESSAGE_IMAGE_TYPES.join(',')} hidden onChange={(event) => choose(event.target.files?.[0])} data-testid="picture-input" />
        <button type="button" className={styles.iconButton} aria-label="Link an episode, article or book" popoverTarget={linkId}>
          <LinkIcon />
        </button>
        <LinkPicker id={linkId} onPick={setLink} />
        <button type="button" className={styles.iconButton} aria-label="Emoji" popoverTarget={emojiId}>
          <SmileIcon />
        </button>
        <div ref={emojiMenu} id={emojiId} popover="auto" className={styles.reactionPicker}>
          {EMOJI.map((emoji) => (
            <button key={emoji} type="button" onClick={() => (setText((t) => t + emoji), emojiMenu.current?.hidePopover(), input.current?.focus())}>
              {emoji}
            </button>
          ))}
        </div>
        <button type="button" className={styles.iconButton} aria-label={`Attach a file — ${MESSAGING_MESSAGES.imageTypes}`} aria-describedby={hintId} onClick={() => anyFile.current?.click()}>
          <PaperclipIcon />
        </button>
        <input ref={anyFile} type="file" hidden onChange={(event) => choose(event.target.files?.[0])} />
        <label className={styles.inputLabel}>
          <span className="visually-hidden">Message</span>
          <textarea ref={input} rows={1} placeholder="Aa" value={text} maxLength={MESSAGE_MAX_LENGTH} onChange={(event) => onType(event.target.value)} onKeyDown={onKeyDown} data-testid="message-input" />
        </label>
        <button type="submit" className={styles.send} disabled={sending}>
          Send
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        Files: {MESSAGING_MESSAGES.imageTypes.replace('Pictures only: ', 'pictures only — ')}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
