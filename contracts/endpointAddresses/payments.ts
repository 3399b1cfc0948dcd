// Generated from contracts/payments.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { PAYMENT_ENDPOINTS as declared } from '../payments';

export const PAYMENT_ENDPOINTS: EndpointAddresses<typeof declared> = {
  status: { method: 'GET', path: '/payments/orders/:orderId' },
  checkout: { method: 'GET', path: '/payments/orders/:orderId/checkout' },
  verify: { method: 'POST', path: '/payments/orders/:orderId/verify' },
  razorpayWebhook: { method: 'POST', path: '/payments/webhooks/razorpay' },
};
