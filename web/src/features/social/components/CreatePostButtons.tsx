import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PostView } from '@contracts/community';
import { loginPathReturningTo } from '@contracts/routes';
import { useSession, useSessionReady } from '~/shared/session/useSession';
import { ConfirmToWrite } from '~/shared/safety/ConfirmToWrite';
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

/**
 * The create-post bar: four media buttons, the Create Post input and Add, each opening the create-post
 * dialog — for a visitor, the login page, which brings them back here; for a member whose address
 * is not confirmed yet, the notice saying so instead.
 */
export default function CreatePostButtons({ onCreated, placeholder = 'Create Post', addLabel = 'Add' }: CreatePostBarProps) {
  const { isLoggedIn } = useSession();
  // Until the browser knows whether this is a member, a press would take a member to the login page.
  const ready = useSessionReady();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setStart] = useState<Start | 'text' | null>(null);
  const setOpen = (start: Start | 'text') => (isLoggedIn ? setStart(start) : navigate(loginPathReturningTo(location.pathname + location.search)));
  return (
    <section className={styles.createBar} aria-label="Create a post">
      <ConfirmToWrite>
        <div className={styles.createRow}>
          <button type="button" className={styles.createInput} disabled={!ready} onClick={() => setOpen('text')}>
            {placeholder}
          </button>
          <Button size="small" disabled={!ready} onClick={() => setOpen('text')}>{addLabel}</Button>
        </div>
        <div className={styles.mediaButtons}>
          {MEDIA.map((m) => (
            <button key={m.start} type="button" disabled={!ready} onClick={() => setOpen(m.start)}>
              {m.label}
            </button>
          ))}
        </div>
      </ConfirmToWrite>
      {open ? (
        <Suspense fallback={<p role="status">Opening…</p>}>
          <PostDialog start={open === 'text' ? undefined : open} onClose={() => setStart(null)} onSaved={onCreated} />
        </Suspense>
      ) : null}
    </section>
  );
}
