import { EpisodeShowcase } from '../components/EpisodeShowcase';
import { DIALOGUE_CONFIG } from '../sections';
import { pageLoader } from '~/shared/data/pageData';
import { contentRequest } from '~/shared/content/useContent';
import { episodeListRequest } from '~/shared/api/episodes';
import { episodesPageQuery } from '../queries';
import { contentHead } from '~/shared/route/head';

export function DialoguePage() {
  return <EpisodeShowcase config={DIALOGUE_CONFIG} />;
}

export const loader = pageLoader(() => [contentRequest(episodesPageQuery), episodeListRequest()]);

export const meta = contentHead('dialogue');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default DialoguePage;
