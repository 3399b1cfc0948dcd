import { EpisodeShowcase } from '../components/EpisodeShowcase';
import { STREAM_CONFIG } from '../sections';
import { showcaseLoader } from '../overviewData';
import { contentHead } from '~/shared/route/head';

export function StreamPage() {
  return <EpisodeShowcase config={STREAM_CONFIG} />;
}

export const loader = showcaseLoader(STREAM_CONFIG);

export const meta = contentHead('stream');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default StreamPage;
