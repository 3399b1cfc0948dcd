import { EpisodeShowcase } from '../components/EpisodeShowcase';
import { STREAM_CONFIG } from '../sections';

export function StreamPage() {
  return <EpisodeShowcase config={STREAM_CONFIG} />;
}
