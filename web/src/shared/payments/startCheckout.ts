import type { CheckoutInstructions } from '@contracts/payments';

/**
 * Sends the payer to the provider's checkout (api/src/payments). In test mode that is our own
 * page, so the browser simply goes there. With Razorpay, its Checkout script opens over the
 * page; its answer (payment id and signature) is passed to the order's page, which asks the
 * server to verify it — the browser's word alone never makes an order paid.
 */

interface RazorpayAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayCheckout;
  }
}

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The payment window could not be loaded. Please check your connection and try again.'));
    document.head.append(script);
  });
}

/** The order's page, with the checkout's proof when there is one. */
export function orderPage(returnPath: string, orderId: string, proof?: { paymentId: string; signature: string }) {
  return `${returnPath}${returnPath.includes('?') ? '&' : '?'}${new URLSearchParams({ order: orderId, ...(proof ?? {}) }).toString()}`;
}

export async function startCheckout(orderId: string, checkout: CheckoutInstructions, navigate: (to: string) => void): Promise<void> {
  if (checkout.provider === 'test') {
    // Our checkout page is served by the server, outside the single-page app.
    window.location.assign(checkout.url);
    return;
  }
  await loadRazorpay();
  const Razorpay = window.Razorpay!;
  const razorpay = new Razorpay({
    key: checkout.keyId,
    amount: checkout.amountPaise,
    currency: checkout.currency,
    name: checkout.name,
    description: checkout.description,
    order_id: checkout.providerOrderId,
    prefill: checkout.prefill,
    handler: (answer: RazorpayAnswer) =>
      navigate(orderPage(checkout.returnPath, orderId, { paymentId: answer.razorpay_payment_id, signature: answer.razorpay_signature })),
    modal: { ondismiss: () => navigate(orderPage(checkout.returnPath, orderId)) },
  });
  razorpay.on('payment.failed', () => navigate(orderPage(checkout.returnPath, orderId)));
  razorpay.open();
}
