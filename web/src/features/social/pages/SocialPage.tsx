import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '@contracts/routes';
import { contentRequest, useContent } from '~/shared/content/useContent';
import { pageLoader } from '~/shared/data/pageData';
import { contentHead } from '~/shared/route/head';
import { Page } from '~/shared/ui/Page';
import { CreatePostBar } from '../components/CreatePostBar';
import { PostList } from '../components/PostList';
import { type PostSource, postsRequest, usePosts } from '../data/usePosts';
import { feedSideRequests, storiesRequest } from '../feed/feedRequests';
import { socialPageQuery, type SocialPageTexts } from '../feed/queries';
import styles from '../feed/SocialLayout.module.css';

const FeedSide = lazy(() => import('../feed/FeedSide'));
// Shown only when the page's texts could not be read.
const ContentStatus = lazy(() => import('~/shared/ui/ContentStatus').then((module) => ({ default: module.ContentStatus })));
// The stories' strip: its code loads after the posts' (the first HTML has the stories); its place is kept meanwhile.
const StoriesStrip = lazy(() => import('../feed/StoriesStrip'));
// A post on its own is opened from a shared link: its code loads with it.
const SinglePost = lazy(() => import('../components/SinglePost'));
// The links' column is beside the feed on wide screens and after it on phones: its code loads after the posts'.
const FeedSidebar = lazy(() => import('../feed/FeedSidebar'));

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

  if (!texts) {
    return (
      <Suspense fallback={null}>
        <ContentStatus title="Social" error={content.error} />
      </Suspense>
    );
  }
  return (
    <Page title={hashtag ? `#${hashtag}` : 'Social'} hideTitle={!hashtag}>
      <div className={styles.layout}>
        <div className={styles.middle}>
          {hashtag || postId ? (
            <p>
              <Link to={ROUTES.social}>← The whole feed</Link>
            </p>
          ) : (
            <>
              <Suspense
                fallback={
                  <div className={styles.stories}>
                    <div className={styles.storyRow} />
                  </div>
                }
              >
                <StoriesStrip addLabel={texts.addStoryLabel ?? 'Add Your Story'} />
              </Suspense>
              <CreatePostBar placeholder={texts.createPost?.placeholder} addLabel={texts.createPost?.addLabel} onCreated={() => void posts.refresh()} />
            </>
          )}
          {/* The posts' titles are third-level headings, under this one. */}
          <h2 className="visually-hidden">{postId ? 'Post' : 'Posts'}</h2>
          {postId ? (
            <Suspense fallback={null}>
              <SinglePost id={postId} />
            </Suspense>
          ) : <PostList list={posts} empty={texts.emptyFeedText ?? 'No posts yet.'} />}
        </div>
        <Suspense fallback={<div className={styles.side} />}>
          <FeedSide texts={texts} />
        </Suspense>
        {/* Last in the page, so a phone drawing the page as it arrives never shows the links above the feed
            and then moves them below it; wide screens place them in the left column. */}
        <Suspense fallback={<div className={styles.sidebar} />}>
          <FeedSidebar texts={texts} />
        </Suspense>
      </div>
    </Page>
  );
}

/** The texts, the first posts, the stories and the leaders are in the first HTML; a member's own feed follows after hydration. */
export const loader = pageLoader(({ request }) => {
  const source = sourceOf(new URL(request.url).searchParams);
  const feed = source?.kind === 'feed';
  return [contentRequest(socialPageQuery), ...(source ? [postsRequest(source)] : []), ...(feed ? [storiesRequest()] : []), ...feedSideRequests()];
});

export const meta = contentHead('social');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default SocialPage;
