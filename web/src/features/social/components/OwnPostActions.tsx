import { lazy, Suspense, useState } from 'react';
import type { PostView } from '@contracts/community';
import { useToast } from '~/shared/ui/ToastContext';
import { deletePost } from '../data/discussionApi';
import styles from './Posts.module.css';

const PostDialog = lazy(() => import('./PostDialog'));

/** Edit and Delete on one's own post: shown only to its author, once the browser knows the session. */
export default function OwnPostActions({ post, onChanged }: { post: PostView; onChanged: (next: PostView | null) => void }) {
  const { showToast } = useToast();
  const [editing, setEditing] = useState(false);
  const remove = async () => {
    if (!window.confirm('Delete this post and its comments?')) return;
    try {
      await deletePost(post.id);
      onChanged(null);
      showToast('Your post is deleted.', 'success');
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Could not delete the post.', 'error');
    }
  };
  return (
    <div className={styles.ownActions}>
      <button type="button" onClick={() => setEditing(true)}>Edit</button>
      <button type="button" onClick={() => void remove()}>Delete</button>
      {editing ? (
        <Suspense fallback={null}>
          <PostDialog existing={post} onClose={() => setEditing(false)} onSaved={(next) => onChanged(next)} />
        </Suspense>
      ) : null}
    </div>
  );
}
