import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoriesAnswer } from '@contracts/community';
import { ArrowLeftIcon, ArrowRightIcon } from '~/shared/ui/actionIcons';
import { Modal } from '~/shared/ui/Modal';
import { useToast } from '~/shared/ui/ToastContext';
import { deleteStory } from '../data/gatheringsApi';
import { useNow } from '~/shared/time/now';
import { relativeTime } from '../data/time';
import styles from './Feed.module.css';

const SHOWN_MS = 5000;
type Groups = StoriesAnswer['members'];

/**
 * Steps through members' stories: arrows, the arrow keys or a swipe move on, each story moves on by
 * itself after five seconds, and holding it (pointer or a key held down) pauses it.
 */
export default function StoryViewer({ groups, start, onClose, onDeleted }: { groups: Groups; start: number; onClose: () => void; onDeleted: () => void }) {
  const { showToast } = useToast();
  const [at, setAt] = useState({ group: start, story: 0 });
  const [paused, setPaused] = useState(false);
  const now = useNow();
  const swipeFrom = useRef<number | null>(null);
  const group = groups[at.group]!;
  const story = group.stories[at.story]!;

  const step = useCallback(
    (by: 1 | -1) =>
      setAt(({ group: g, story: s }) => {
        const next = s + by;
        if (next >= 0 && next < groups[g]!.stories.length) return { group: g, story: next };
        const ng = g + by;
        if (ng < 0 || ng >= groups.length) {
          if (by === 1) onClose();
          return { group: g, story: s };
        }
        return { group: ng, story: by === 1 ? 0 : groups[ng]!.stories.length - 1 };
      }),
    [groups, onClose],
  );

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => step(1), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [at, paused, step]);

  const remove = async () => {
    setPaused(true);
    if (!window.confirm('Delete this story?')) return setPaused(false);
    try {
      await deleteStory(story.id);
      showToast('Your story is deleted.', 'success');
      onDeleted();
      onClose();
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Could not delete the story.', 'error');
      setPaused(false);
    }
  };

  return (
    <Modal title={`${group.member.name}'s story`} onClose={onClose}>
      <div
        className={styles.viewer}
        tabIndex={0}
        aria-roledescription="story viewer"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') step(1);
          else if (e.key === 'ArrowLeft') step(-1);
          else if (e.key === ' ') setPaused(true);
        }}
        onKeyUp={(e) => e.key === ' ' && setPaused(false)}
        onPointerDown={(e) => {
          swipeFrom.current = e.clientX;
          setPaused(true);
        }}
        onPointerUp={(e) => {
          setPaused(false);
          const dx = swipeFrom.current === null ? 0 : e.clientX - swipeFrom.current;
          swipeFrom.current = null;
          if (Math.abs(dx) > 40) step(dx < 0 ? 1 : -1);
        }}
      >
        <p className={styles.viewerMeta}>
          {at.story + 1} of {group.stories.length} · <time dateTime={story.createdAt}>{relativeTime(story.createdAt, now)}</time>
          {paused ? ' · Paused' : ''}
        </p>
        <img src={`${story.imageUrl}?w=720`} alt={story.imageAlt} className={styles.viewerImage} draggable={false} />
        {story.caption ? <p className={styles.viewerCaption}>{story.caption}</p> : null}
        <div className={styles.viewerNav}>
          <button type="button" onClick={() => step(-1)} aria-label="Previous story">
            <ArrowLeftIcon />
          </button>
          {story.mine ? (
            <button type="button" className={styles.deleteStory} onPointerDown={(e) => e.stopPropagation()} onClick={() => void remove()}>
              Delete story
            </button>
          ) : null}
          <button type="button" onClick={() => step(1)} aria-label="Next story">
            <ArrowRightIcon />
          </button>
        </div>
      </div>
    </Modal>
  );
}
