// Generated from contracts/reviews.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { REVIEW_ENDPOINTS as declared } from '../reviews';

export const REVIEW_ENDPOINTS: EndpointAddresses<typeof declared> = {
  ratings: { method: 'GET', path: '/books/ratings' },
  reviews: { method: 'GET', path: '/books/:bookId/reviews' },
  saveMine: { method: 'PUT', path: '/books/:bookId/my-review' },
  deleteMine: { method: 'DELETE', path: '/books/:bookId/my-review' },
};
