import { EpisodeShowcase } from '../components/EpisodeShowcase';
import { DIALOGUE_CONFIG } from '../sections';
import { showcaseLoader } from '../overviewData';
import { contentHead } from '~/shared/route/head';

export function DialoguePage() {
  return <EpisodeShowcase config={DIALOGUE_CONFIG} />;
}

export const loader = showcaseLoader(DIALOGUE_CONFIG);

export const meta = contentHead('dialogue');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default DialoguePage;
