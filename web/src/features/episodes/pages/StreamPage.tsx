import { EpisodeShowcase } from '../components/EpisodeShowcase';
import { STREAM_COPY } from '../copy';
import { STREAM_CONFIG } from '../sections';

export function StreamPage() {
  return <EpisodeShowcase config={STREAM_CONFIG} copy={STREAM_COPY} />;
}
