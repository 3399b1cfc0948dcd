import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import useSWR from 'swr';
import { ROUTES } from '@contracts/routes';
import { contentRequest, useContent } from '~/shared/content/useContent';
import { pageLoader } from '~/shared/data/pageData';
import { contentHead } from '~/shared/route/head';
import { useSession } from '~/shared/session/useSession';
import { ContentStatus } from '~/shared/ui/ContentStatus';
import { Page } from '~/shared/ui/Page';
import { CreatePostBar } from '../components/CreatePostBar';
import { PostCard } from '../components/PostCard';
import { PostList } from '../components/PostList';
import { fetchPost } from '../data/api';
import { type PostSource, postsRequest, usePosts } from '../data/usePosts';
import { FeedSidebar } from '../feed/FeedSidebar';
import { StoriesStrip } from '../feed/StoriesStrip';
import { socialPageQuery, type SocialPageTexts } from '../feed/queries';
import styles from '../feed/Feed.module.css';

const FeedSide = lazy(() => import('../feed/FeedSide'));

/** `?post=<id>`: one post on its own, with a way back to the feed. */
function SinglePost({ id }: { id: string }) {
  const { token } = useSession();
  const { data, error, mutate } = useSWR(['community-post', id, token ?? ''], () => fetchPost(id));
  if (error) return <p>{error instanceof Error ? error.message : 'This post could not be loaded.'}</p>;
  if (!data) return <p role="status">Loading the post…</p>;
  return <PostCard post={data} onChanged={(next) => void mutate(next ?? undefined, { revalidate: !next })} />;
}

const hashtagOf = (params: URLSearchParams) => params.get('hashtag')?.replace(/^#/, '') || null;
/** The posts the address lists: a hashtag's, the feed, or none when it names one post. */
function sourceOf(params: URLSearchParams): PostSource | null {
  const hashtag = hashtagOf(params);
  return params.get('post') ? null : hashtag ? { kind: 'hashtag', hashtag } : { kind: 'feed' };
}

/** /jnanam-social: stories, the create-post bar and the feed, between the sidebar and the search, shortcuts and panels. */
export function SocialPage() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const postId = params.get('post');
  const hashtag = hashtagOf(params);
  const content = useContent(socialPageQuery);
  const texts = content.data as SocialPageTexts | undefined;
  const posts = usePosts(sourceOf(params));

  if (!texts) return <ContentStatus title="Social" error={content.error} />;
  return (
    <Page title={hashtag ? `#${hashtag}` : 'Social'} hideTitle={!hashtag}>
      <div className={styles.layout}>
        <FeedSidebar texts={texts} />
        <div className={styles.middle}>
          {hashtag || postId ? (
            <p>
              <Link to={ROUTES.social}>← The whole feed</Link>
            </p>
          ) : (
            <>
              <StoriesStrip addLabel={texts.addStoryLabel ?? 'Add Your Story'} />
              <CreatePostBar placeholder={texts.createPost?.placeholder} addLabel={texts.createPost?.addLabel} onCreated={() => void posts.refresh()} />
            </>
          )}
          {postId ? <SinglePost id={postId} /> : <PostList list={posts} empty={texts.emptyFeedText ?? 'No posts yet.'} />}
        </div>
        <Suspense fallback={<div className={styles.side} />}>
          <FeedSide texts={texts} />
        </Suspense>
      </div>
    </Page>
  );
}

/** The texts and the first posts are in the first HTML; a member's own feed follows after hydration. */
export const loader = pageLoader(({ request }) => {
  const source = sourceOf(new URL(request.url).searchParams);
  return [contentRequest(socialPageQuery), ...(source ? [postsRequest(source)] : [])];
});

export const meta = contentHead('social');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default SocialPage;
