// Generated from contracts/auth.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { AUTH_ENDPOINTS as declared } from '../auth';

export const AUTH_ENDPOINTS: EndpointAddresses<typeof declared> = {
  register: { method: 'POST', path: '/user/register' },
  login: { method: 'POST', path: '/user/login' },
  refresh: { method: 'POST', path: '/user/token/refresh' },
  logout: { method: 'POST', path: '/user/logout' },
};
