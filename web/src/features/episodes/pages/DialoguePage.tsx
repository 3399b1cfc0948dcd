import { EpisodeShowcase } from '../components/EpisodeShowcase';
import { DIALOGUE_CONFIG } from '../sections';

export function DialoguePage() {
  return <EpisodeShowcase config={DIALOGUE_CONFIG} />;
}
