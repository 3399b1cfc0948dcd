import { lazy, Suspense, useState } from 'react';
import type { PostView } from '@contracts/community';
import { Button } from '~/shared/ui/Button';
import styles from './Posts.module.css';

const PostDialog = lazy(() => import('./PostDialog'));
type Start = 'photo' | 'video' | 'article' | 'event';
const MEDIA: { start: Start; label: string }[] = [
  { start: 'photo', label: 'Photo' },
  { start: 'video', label: 'Video' },
  { start: 'article', label: 'Article' },
  { start: 'event', label: 'Event' },
];

export interface CreatePostBarProps {
  onCreated: (post: PostView) => void;
  placeholder?: string;
  addLabel?: string;
}

/** The create-post bar: four media buttons, the Create Post input and Add, each opening the create-post dialog. */
export default function CreatePostButtons({ onCreated, placeholder = 'Create Post', addLabel = 'Add' }: CreatePostBarProps) {
  const [open, setOpen] = useState<Start | 'text' | null>(null);
  return (
    <section className={styles.createBar} aria-label="Create a post">
      <div className={styles.createRow}>
        <button type="button" className={styles.createInput} onClick={() => setOpen('text')}>
          {placeholder}
        </button>
        <Button size="small" onClick={() => setOpen('text')}>{addLabel}</Button>
      </div>
      <div className={styles.mediaButtons}>
        {MEDIA.map((m) => (
          <button key={m.start} type="button" onClick={() => setOpen(m.start)}>
            {m.label}
          </button>
        ))}
      </div>
      {open ? (
        <Suspense fallback={<p role="status">Opening…</p>}>
          <PostDialog start={open === 'text' ? undefined : open} onClose={() => setOpen(null)} onSaved={onCreated} />
        </Suspense>
      ) : null}
    </section>
  );
}
