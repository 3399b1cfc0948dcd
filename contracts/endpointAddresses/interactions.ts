// Generated from contracts/interactions.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { INTERACTION_ENDPOINTS as declared } from '../interactions';

export const INTERACTION_ENDPOINTS: EndpointAddresses<typeof declared> = {
  summary: { method: 'GET', path: '/interactions/:targetType/:targetId' },
  summaries: { method: 'GET', path: '/interactions/summaries' },
  like: { method: 'POST', path: '/interactions/:targetType/:targetId/like' },
  save: { method: 'POST', path: '/interactions/:targetType/:targetId/save' },
  share: { method: 'POST', path: '/interactions/:targetType/:targetId/share' },
  visitorShare: { method: 'POST', path: '/interactions/:targetType/:targetId/visitor-share' },
  view: { method: 'POST', path: '/interactions/:targetType/:targetId/view' },
  visitorView: { method: 'POST', path: '/interactions/:targetType/:targetId/visitor-view' },
  rate: { method: 'POST', path: '/interactions/:targetType/:targetId/rating' },
  comments: { method: 'GET', path: '/interactions/:targetType/:targetId/comments' },
  deleteComment: { method: 'DELETE', path: '/interactions/comments/:commentId' },
  comment: { method: 'POST', path: '/interactions/:targetType/:targetId/comments' },
};
