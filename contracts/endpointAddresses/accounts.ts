// Generated from contracts/accounts.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { ACCOUNT_ENDPOINTS as declared } from '../accounts';

export const ACCOUNT_ENDPOINTS: EndpointAddresses<typeof declared> = {
  forgotPassword: { method: 'POST', path: '/account/password/forgot' },
  resetPassword: { method: 'POST', path: '/account/password/reset' },
  settings: { method: 'GET', path: '/account/settings' },
  changePassword: { method: 'POST', path: '/account/password' },
  changeEmail: { method: 'POST', path: '/account/email' },
  confirmEmail: { method: 'POST', path: '/account/email/confirm' },
  resendConfirmation: { method: 'POST', path: '/account/email/confirmation' },
  emailPreferences: { method: 'POST', path: '/account/email-preferences' },
  logOutEverywhere: { method: 'POST', path: '/account/sessions/end-all' },
  myData: { method: 'GET', path: '/account/data' },
  erasurePlan: { method: 'GET', path: '/account/erasure' },
  deleteAccount: { method: 'POST', path: '/account/delete' },
};
