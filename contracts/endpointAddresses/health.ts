// Generated from contracts/health.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { HEALTH_ENDPOINTS as declared } from '../health';

export const HEALTH_ENDPOINTS: EndpointAddresses<typeof declared> = {
  health: { method: 'GET', path: '/healthz' },
  readiness: { method: 'GET', path: '/readyz' },
};
