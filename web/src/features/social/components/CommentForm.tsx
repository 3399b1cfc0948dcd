import { type FormEvent, useState } from 'react';
import type { Stance } from '@contracts/interactions';
import { POST_TEXT_MAX_LENGTH as COMMENT_MAX_LENGTH } from '@contracts/rules';
import { ConfirmToWrite } from '~/shared/safety/ConfirmToWrite';
import { useToast } from '~/shared/ui/ToastContext';
import { commentOnPost } from '../data/discussionApi';
import styles from './Posts.module.css';

const EMOJIS = ['🙏', '🕉️', '🪔', '🌸', '😊', '👍', '❤️', '🤔', '😮', '🎉', '📿', '🌞'];
// Typed by the contract's stances, so a new stance cannot be left off the buttons.
const STANCE_LABELS: Record<Stance, string> = { agree: 'Agree', disagree: 'Disagree', neutral: 'Neutral' };
const STANCES = Object.keys(STANCE_LABELS) as Stance[];

/** A comment box (text, Agree/Disagree/Neutral, emoji, Send) or a reply box (text and Send), once the member's address is confirmed. */
export function CommentForm({ postId, parentId, onSent, label }: { postId: string; parentId?: string; onSent: () => void; label: string }) {
  const { showToast } = useToast();
  const [text, setText] = useState('');
  const [stance, setStance] = useState<Stance | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `comment-${postId}-${parentId ?? 'new'}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(parentId ? 'Write your reply first.' : 'Write your comment first.');
    setBusy(true);
    try {
      await commentOnPost(postId, text, parentId ? null : stance, parentId);
      setText('');
      setStance(null);
      setError('');
      onSent();
    } catch (failure) {
      showToast(failure instanceof Error ? failure.message : 'Your comment could not be sent.', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmToWrite compact>
      <form className={styles.commentForm} onSubmit={submit} noValidate>
        <label htmlFor={id} className="visually-hidden">{label}</label>
        <textarea id={id} rows={2} value={text} maxLength={COMMENT_MAX_LENGTH} placeholder={label} onChange={(e) => setText(e.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
        {error ? <p id={`${id}-error`} className={styles.error}>{error}</p> : null}
        <div className={styles.commentTools}>
          {parentId ? null : (
            <div role="group" aria-label="Your stance" className={styles.stances}>
              {STANCES.map((s) => (
                <button key={s} type="button" aria-pressed={stance === s} onClick={() => setStance(stance === s ? null : s)}>
                  {STANCE_LABELS[s]}
                </button>
              ))}
            </div>
          )}
          <div className={styles.emojiWrap}>
            <button type="button" aria-expanded={emojiOpen} aria-label="Add an emoji" onClick={() => setEmojiOpen((open) => !open)}>
              🙂
            </button>
            {emojiOpen ? (
              <div className={styles.emojiPicker} role="group" aria-label="Emoji">
                {EMOJIS.map((emoji) => (
                  <button key={emoji} type="button" onClick={() => { setText((t) => t + emoji); setEmojiOpen(false); }}>
                    {emoji}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
          <button type="submit" className={styles.send} disabled={busy}>Send</button>
        </div>
      </form>
    </ConfirmToWrite>
  );
}

