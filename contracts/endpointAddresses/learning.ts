// Generated from contracts/learning.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { LEARNING_ENDPOINTS as declared } from '../learning';

export const LEARNING_ENDPOINTS: EndpointAddresses<typeof declared> = {
  playback: { method: 'GET', path: '/learning/:targetType/:targetId/playback' },
  media: { method: 'GET', path: '/learning/:targetType/:targetId/media/:token' },
  academy: { method: 'GET', path: '/learning/academy' },
  startPlayback: { method: 'POST', path: '/learning/:targetType/:targetId/playbacks' },
  reportProgress: { method: 'POST', path: '/learning/playbacks/:playbackId/progress' },
  complete: { method: 'POST', path: '/learning/:targetType/:targetId/completion' },
};
