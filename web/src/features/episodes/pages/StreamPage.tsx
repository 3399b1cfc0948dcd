import { EpisodeShowcase } from '../components/EpisodeShowcase';
import { STREAM_CONFIG } from '../sections';
import { pageLoader } from '~/shared/data/pageData';
import { contentRequest } from '~/shared/content/useContent';
import { episodeListRequest } from '~/shared/api/episodes';
import { episodesPageQuery } from '../queries';
import { contentHead } from '~/shared/route/head';

export function StreamPage() {
  return <EpisodeShowcase config={STREAM_CONFIG} />;
}

export const loader = pageLoader(() => [contentRequest(episodesPageQuery), episodeListRequest()]);

export const meta = contentHead('stream');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default StreamPage;
