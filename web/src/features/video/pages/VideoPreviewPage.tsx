import { lazy, memo, Suspense } from 'react';
import { useLocation, useNavigate, type MetaArgs } from 'react-router';
import { publicMediaUrl } from '@contracts/learningRules';
import { ROUTES, videoPreviewPath } from '@contracts/routes';
import { imageUrlsFor } from '~/shared/content/image';
import { contentRequest, useContent } from '~/shared/content/useContent';
import { pageLoader } from '~/shared/data/pageData';
import { answerOf, pageHead } from '~/shared/route/head';
import { Button, ButtonLink } from '~/shared/ui/Button';
import { ContentStatus } from '~/shared/ui/ContentStatus';
import { Page } from '~/shared/ui/Page';
import { LazyItemComments } from '~/shared/comments/LazyItemComments';
import { useItemInteractions } from '~/shared/interactions/useItemInteractions';
import { importPlayerPanel } from '../components/playerPanelChunk';
import { VideoShelf } from '../components/VideoShelf';
import { videoPreviewQuery, videoSlugOf, type Video, type VideoPage } from '../queries';
import styles from './VideoPreviewPage.module.css';

// The player (clip, rating, sharing) loads only where a video plays; Watch Now and PLAY start loading it on hover or focus.
const VideoPlayerPanel = lazy(() => importPlayerPanel().then((module) => ({ default: module.VideoPlayerPanel })));

/**
 * The player's place. Its props are the content's own objects and memo keeps the page's later renders
 * (the counts arriving) from reaching a player still waiting for its code: React would drop the
 * server's HTML for the fallback and the shelves below would move.
 */
const PlayerSlot = memo(function PlayerSlot({ video, page }: { video: Video; page: VideoPage }) {
  return (
    <Suspense fallback={<div className={styles.playerPlace} role="status" aria-label="Loading the video" />}>
      <VideoPlayerPanel video={video} page={page} />
    </Suspense>
  );
});

const requestFor = (search: URLSearchParams) => contentRequest(videoPreviewQuery, { slug: videoSlugOf(search) });

/** The banner or, after Watch Now or PLAY (`&play=1`), the player; beside it the comments. */
function Featured({ video, page }: { video: Video; page: VideoPage }) {
  const location = useLocation();
  const navigate = useNavigate();
  const interactions = useItemInteractions('video-sample', video._id);
  const playing = new URLSearchParams(location.search).get('play') === '1';
  const summary = interactions.summary.data;
  return (
    <div className={styles.top}>
      {playing ? (
        <PlayerSlot video={video} page={page} />
      ) : (
        <section className={styles.banner} aria-label="Featured video">
          <p className={styles.category}>{video.category}</p>
          <h2 className={styles.title}>{video.title}</h2>
          <p className={styles.stats}>
            <span>★ {summary?.ratingAverage ?? '–'}</span>
            <span>{summary?.likesCount ?? 0} Liked</span>
            <span>{summary?.sharesCount ?? 0} Forwards</span>
          </p>
          <h3 className={styles.overviewLabel}>{page.overviewHeading}</h3>
          <p>{video.overview ?? video.description}</p>
          <Button
            variant="accent"
            onPointerEnter={() => void importPlayerPanel()}
            onFocus={() => void importPlayerPanel()}
            onClick={() => navigate(`${videoPreviewPath(video.slug ?? '')}&play=1`, { preventScrollReset: true })}
          >
            {page.watchNowLabel ?? 'Watch Now'}
          </Button>
        </section>
      )}
      <LazyItemComments targetType="video-sample" targetId={video._id} words={page} />
    </div>
  );
}

/** /video-preview and /video-preview?video=<slug>: a video's banner or player with its comments, then LIVE SESSIONS and WEEKLY TRENDING. */
export function VideoPreviewPage() {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const slug = videoSlugOf(search);
  const content = useContent(videoPreviewQuery, { slug });
  if (!content.data) return <ContentStatus title="Video" error={content.error} />;
  const page = content.data;
  const video = slug ? page.chosen : page.featured;
  if (!video) {
    return (
      <Page title="Video not found">
        <p>We could not find this video. It may have been taken down, or the link may be incomplete.</p>
        <ButtonLink to={ROUTES.videoPreview}>See the featured video</ButtonLink>
      </Page>
    );
  }
  return (
    <Page title={video.title ?? 'Video'} hideTitle>
      <Featured key={video._id} video={video} page={page} />
      {page.liveSessions ? <VideoShelf shelf={page.liveSessions} playLabel={page.playLabel ?? 'PLAY'} /> : null}
      {page.weeklyTrending ? <VideoShelf shelf={page.weeklyTrending} trending playLabel={page.playLabel ?? 'PLAY'} /> : null}
    </Page>
  );
}

export const loader = pageLoader(({ request }) => {
  const search = new URL(request.url).searchParams;
  // A named video that is not there is a missing page (404), as a missing book or article is.
  const missingIn = videoSlugOf(search) ? (page: unknown) => !(page as VideoPage | null)?.chosen : undefined;
  return [{ ...requestFor(search), notFoundWhenMissing: false, missingIn }];
});

/** A video's own head: its title, description, picture and VideoObject. */
export function meta(args: MetaArgs) {
  const search = new URLSearchParams(args.location.search);
  const page = answerOf<VideoPage>(args.data, requestFor(search));
  const video = videoSlugOf(search) ? page?.chosen : page?.featured;
  if (!video) return pageHead('videoPreview', args, { keep: ['video'], noindex: Boolean(videoSlugOf(search)) && page !== undefined });
  const image = video.thumbnail ? imageUrlsFor(video.thumbnail, 1.91)(1280) : undefined;
  return pageHead('videoPreview', args, {
    title: video.title,
    description: video.description,
    image,
    type: 'video.other',
    keep: ['video'],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: video.title,
      description: video.description,
      ...(image ? { thumbnailUrl: image } : {}),
      ...(video.publishedAt ? { uploadDate: video.publishedAt } : {}),
      // A premium video's clip is never given out in a page's head.
      ...(video.videoFile && !video.premium ? { contentUrl: publicMediaUrl(video.videoFile) } : {}),
    },
  });
}

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default VideoPreviewPage;
