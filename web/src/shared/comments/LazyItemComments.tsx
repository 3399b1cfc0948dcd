import { lazy, Suspense } from 'react';
import type { ItemInteractions } from '~/shared/interactions/useItemInteractions';
import type { CommentLabels } from './commentLabels';
import styles from './ItemComments.module.css';

// The thread's code (form, replies, likes, report) loads after the page's own; the server's HTML shows the panel meanwhile.
const ItemComments = lazy(() => import('./ItemComments').then((module) => ({ default: module.ItemComments })));

/** The comments panel as its own chunk; until it arrives (after a navigation) its frame and heading keep the place. */
export function LazyItemComments({ interactions, labels }: { interactions: ItemInteractions; labels: CommentLabels }) {
  const fallback = (
    <section className={styles.panel} aria-busy="true">
      <h2 className={styles.heading}>
        {labels.heading} ({interactions.comments.data?.commentsCount ?? 0})
      </h2>
    </section>
  );
  return (
    <Suspense fallback={fallback}>
      <ItemComments interactions={interactions} labels={labels} />
    </Suspense>
  );
}
