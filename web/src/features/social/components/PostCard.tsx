import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { PostView } from '@contracts/community';
import { splitHashtags } from '@contracts/hashtags';
import { hiddenByModerator } from '@contracts/messages/hiddenByModerator';
import { hashtagPath, videoPreviewPath } from '@contracts/routes';
import { HeartIcon, ShareIcon, BookmarkIcon } from '~/shared/ui/actionIcons';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';
import { likePost, savePost, sharePost } from '../data/api';
import { useNow } from '~/shared/time/now';
import { relativeTime } from '../data/time';
import { Avatar, MemberName } from './Avatar';
import styles from './PostCard.module.css';

// Only a post's author sees Edit and Delete, and only once the browser knows the session.
const OwnPostActions = lazy(() => import('./OwnPostActions'));
const SafetyMenu = lazy(() => import('./SafetyMenu'));
// The discussion's code loads when a member opens it.
const PostComments = lazy(() => import('./PostComments'));

/** "You and 54 Others" once the member liked it; otherwise the count. */
export function likesText(likes: number, liked: boolean) {
  if (!liked) return `${likes} ${likes === 1 ? 'Like' : 'Likes'}`;
  return likes > 1 ? `You and ${likes - 1} ${likes === 2 ? 'Other' : 'Others'}` : 'You';
}

/** "1 Comment", "2 Comments". */
export const commentsText = (count: number) => `${count} ${count === 1 ? 'Comment' : 'Comments'}`;

/** "1 Forward", "2 Forwards". */
export const forwardsText = (count: number) => `${count} ${count === 1 ? 'Forward' : 'Forwards'}`;

/** Text with each #hashtag linking to its view. */
export function WithHashtags({ text }: { text: string }) {
  return (
    <>
      {splitHashtags(text).map((part, i) =>
        part.hashtag ? (
          <Link key={i} to={hashtagPath(part.hashtag)}>
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** One post: author with badge and time, title, text, hashtags, picture or video card, counters, Like, Comment, Share. */
export function PostCard({ post, onChanged, onAuthorBlocked }: { post: PostView; onChanged: (next: PostView | null) => void; onAuthorBlocked?: () => void }) {
  const { isLoggedIn } = useSession();
  const { showToast } = useToast();
  const now = useNow();
  const [showComments, setShowComments] = useState(false);
  const failed = (error: unknown, what: string) => showToast(error instanceof Error ? error.message : `Could not ${what}.`, 'error');

  const mark = async (kind: 'like' | 'save') => {
    if (!isLoggedIn) return showToast(`Please log in to ${kind} posts.`, 'info');
    try {
      if (kind === 'like') {
        const answer = await likePost(post.id);
        onChanged({ ...post, liked: answer.liked, likesCount: answer.likesCount });
      } else onChanged({ ...post, saved: (await savePost(post.id)).saved });
    } catch (error) {
      failed(error, kind);
    }
  };
  const share = async () => {
    const url = `${window.location.origin}/jnanam-social?post=${post.id}`;
    try {
      if (navigator.share) await navigator.share({ title: post.title ?? 'A post on Jnanam', url });
      else await navigator.clipboard.writeText(url);
      if (isLoggedIn) onChanged({ ...post, sharesCount: (await sharePost(post.id)).sharesCount });
      if (!navigator.share) showToast('The link to the post is copied.', 'success');
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) failed(error, 'share the post');
    }
  };

  return (
    <article className={styles.card} aria-labelledby={`post-${post.id}-title`} data-testid="post-card">
      <header className={styles.cardHeader}>
        <Avatar member={post.author} />
        <div>
          <MemberName member={post.author} />
          <p className={styles.meta}>
            <time dateTime={post.createdAt}>{relativeTime(post.createdAt, now)}</time>
            {post.audience !== 'everyone' ? ` · ${post.audience === 'tribe' ? post.tribe?.name : 'Followers'}` : ''}
          </p>
        </div>
        {post.mine ? (
          <Suspense fallback={null}>
            <OwnPostActions post={post} onChanged={onChanged} />
          </Suspense>
        ) : isLoggedIn ? (
          <Suspense fallback={null}>
            <SafetyMenu itemType="post" itemId={post.id} author={post.author} onBlocked={onAuthorBlocked} />
          </Suspense>
        ) : null}
      </header>
      {post.hiddenReason ? (
        <p className={styles.hiddenNotice} role="note">
          {hiddenByModerator(post.hiddenReason)}
        </p>
      ) : null}
      <h3 id={`post-${post.id}-title`} className={styles.title}>{post.title ?? 'Untitled'}</h3>
      <p className={styles.body}>
        <WithHashtags text={post.body} />
      </p>
      {post.hashtags.length ? (
        <p className={styles.hashtags}>
          {post.hashtags.map((tag) => (
            <Link key={tag} to={hashtagPath(tag)}>#{tag}</Link>
          ))}
        </p>
      ) : null}
      {post.imageUrl ? <img className={styles.picture} src={`${post.imageUrl}?w=800`} alt={post.imageAlt ?? ''} loading="lazy" /> : null}
      {post.video ? (
        <Link to={videoPreviewPath(post.video.id)} className={styles.video}>
          {post.video.imageUrl ? <img src={`${post.video.imageUrl}?w=480`} alt="" loading="lazy" /> : null}
          <span>
            <span className={styles.videoLabel}>Video</span> {post.video.title}
          </span>
        </Link>
      ) : null}
      <p className={styles.counters}>
        <span data-testid="likes">{likesText(post.likesCount, post.liked)}</span>
        <span>{commentsText(post.commentsCount)}</span>
        <span>{forwardsText(post.sharesCount)}</span>
      </p>
      <div className={styles.actions}>
        <button type="button" aria-pressed={post.liked} onClick={() => void mark('like')}>
          <HeartIcon /> Like
        </button>
        <button type="button" aria-expanded={showComments} onClick={() => setShowComments((open) => !open)}>
          Comment
        </button>
        <button type="button" onClick={() => void share()}>
          <ShareIcon /> Share
        </button>
        <button type="button" aria-pressed={post.saved} onClick={() => void mark('save')} aria-label={post.saved ? 'Saved' : 'Save'}>
          <BookmarkIcon />
        </button>
      </div>
      {showComments ? (
        <Suspense fallback={<p role="status">Loading comments…</p>}>
          <PostComments post={post} onCount={(commentsCount) => onChanged({ ...post, commentsCount })} />
        </Suspense>
      ) : null}
    </article>
  );
}
