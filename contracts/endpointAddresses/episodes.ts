// Generated from contracts/episodes.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { EPISODE_ENDPOINTS as declared } from '../episodes';

export const EPISODE_ENDPOINTS: EndpointAddresses<typeof declared> = {
  list: { method: 'GET', path: '/user/getAllEpisodesGroupedByCategory' },
  detail: { method: 'GET', path: '/user/getepisode/:id' },
  like: { method: 'POST', path: '/user/like-unlike-stream' },
  save: { method: 'POST', path: '/user/save-unsave-stream' },
  share: { method: 'POST', path: '/user/share-stream' },
  comment: { method: 'POST', path: '/user/add-comment-to-stream' },
  reply: { method: 'POST', path: '/user/add-reply-to-stream-comment' },
  likeComment: { method: 'POST', path: '/user/like-unlike-stream-comment' },
};
