// Generated from contracts/guide.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { GUIDE_ENDPOINTS as declared } from '../guide';

export const GUIDE_ENDPOINTS: EndpointAddresses<typeof declared> = {
  ask: { method: 'POST', path: '/guide/answers' },
  questions: { method: 'GET', path: '/guide/questions' },
  deleteQuestion: { method: 'DELETE', path: '/guide/questions/:questionId' },
};
