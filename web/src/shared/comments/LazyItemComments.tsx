import { lazy, memo, Suspense } from 'react';
import { commentLabelsOf, type CommentWords } from './commentLabels';
import styles from './ItemComments.module.css';

// The thread's code (form, replies, likes, report) loads after the page's own; the server's HTML shows the panel meanwhile.
const ItemComments = lazy(() => import('./ItemComments').then((module) => ({ default: module.ItemComments })));

interface LazyItemCommentsProps {
  targetType: string;
  targetId: string;
  /** The page's content, whose fields name the panel's parts. */
  words: CommentWords;
}

/**
 * The comments panel as its own chunk; until it arrives (after a navigation, or for a member once the
 * session is known) its frame, heading and the comment box's height keep the place. Its props are the item's ids and the content's own object, and memo keeps the page's later
 * renders from reaching a panel still waiting for its code (React would drop the server's HTML for the fallback).
 */
export const LazyItemComments = memo(function LazyItemComments({ targetType, targetId, words }: LazyItemCommentsProps) {
  const fallback = (
    <section className={styles.panel} aria-busy="true">
      <h2 className={styles.heading}>{commentLabelsOf(words).heading}</h2>
      <div className={styles.formPlace} />
    </section>
  );
  return (
    <Suspense fallback={fallback}>
      <ItemComments targetType={targetType} targetId={targetId} words={words} />
    </Suspense>
  );
});
