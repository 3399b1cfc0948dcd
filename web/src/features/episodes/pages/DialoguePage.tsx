import { EpisodeShowcase } from '../components/EpisodeShowcase';
import { DIALOGUE_COPY } from '../copy';
import { DIALOGUE_CONFIG } from '../sections';

export function DialoguePage() {
  return <EpisodeShowcase config={DIALOGUE_CONFIG} copy={DIALOGUE_COPY} />;
}
