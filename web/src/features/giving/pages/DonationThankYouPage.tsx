import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { DonationStatus } from '@contracts/donations';
import { ROUTES } from '@contracts/routes';
import { isApiError } from '~/shared/api/ApiError';
import { fetchDonation } from '~/shared/api/donations';
import { fetchCheckout, verifyPayment } from '~/shared/api/payments';
import { startCheckout } from '~/shared/payments/startCheckout';
import { Button, ButtonLink } from '~/shared/ui/Button';
import { GivingTabs } from '../components/GivingTabs';
import { ReceiptView } from '../components/ReceiptView';
import styles from '../components/Donate.module.css';
import { pageLoader } from '~/shared/data/pageData';
import { contentRequest } from '~/shared/content/useContent';
import { contentHead } from '~/shared/route/head';
import { donatePageQuery } from '../queries';

type View = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; donation: DonationStatus };

const messageOf = (error: unknown) => (isApiError(error) && error.serverMessage ? error.serverMessage : 'We could not reach our server. Please reload this page.');

/**
 * Where the checkout sends the donor back (`?order=…&key=…`, with the checkout's signed proof
 * after paying): the proof is verified by the server, then the receipt is shown — or, when the
 * payment failed or was abandoned, what happened and a way to try again.
 */
export function DonationThankYouPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get('order') ?? '';
  const key = params.get('key');
  const paymentId = params.get('paymentId');
  const signature = params.get('signature');
  // Reached without an order (a bookmark, a typed address): say so rather than ask the server about nothing.
  const [view, setView] = useState<View>(
    orderId ? { state: 'loading' } : { state: 'error', message: 'This address names no donation. Start one on the Donate page.' },
  );
  const [retryFailure, setRetryFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    if (!orderId) return;
    (async () => {
      if (paymentId && signature) {
        await verifyPayment(orderId, { paymentId, signature });
        // The proof has done its work; the address keeps only what finds the receipt again.
        navigate(`${ROUTES.donateThankYou}?${new URLSearchParams({ order: orderId, ...(key ? { key } : {}) }).toString()}`, { replace: true });
        return;
      }
      const donation = await fetchDonation(orderId, key);
      if (live) setView({ state: 'ready', donation });
    })().catch((error: unknown) => live && setView({ state: 'error', message: messageOf(error) }));
    return () => {
      live = false;
    };
  }, [orderId, key, paymentId, signature, navigate]);

  async function tryAgain() {
    setRetryFailure(null);
    try {
      const { checkout } = await fetchCheckout(orderId);
      await startCheckout(orderId, checkout, navigate);
    } catch (error) {
      setRetryFailure(messageOf(error));
    }
  }

  const order = view.state === 'ready' ? view.donation.order : null;
  const title = order?.status === 'paid' ? 'Thank you for your gift' : order ? 'Your payment did not go through' : 'Your donation';
  return (
    <div className={styles.body}>
      <GivingTabs />
      <section className={styles.section} aria-labelledby="page-title" aria-busy={view.state === 'loading'}>
        <h1 id="page-title">{title}</h1>
        {view.state === 'loading' ? <p role="status">Checking your payment…</p> : null}
        {view.state === 'error' ? (
          <>
            <p role="alert" className={styles.error}>
              {view.message}
            </p>
            <ButtonLink to={ROUTES.donate} variant="primary">
              Back to Donate
            </ButtonLink>
          </>
        ) : null}
        {view.state === 'ready' && order?.status === 'paid' ? (
          view.donation.receipt ? (
            <ReceiptView receipt={view.donation.receipt} />
          ) : (
            <p role="status">Your payment has been received; your receipt is being prepared and will be e-mailed to you.</p>
          )
        ) : null}
        {view.state === 'ready' && order && order.status !== 'paid' ? (
          <div className={styles.panel} data-testid="payment-not-completed">
            <p role="alert">
              {order.status === 'created'
                ? 'The payment was not completed, so nothing was charged.'
                : order.status === 'expired'
                  ? 'This payment has expired, so nothing was charged.'
                  : 'The payment failed, so nothing was charged.'}{' '}
              You can try again.
            </p>
            <div className={styles.actionsRow}>
              {order.status === 'created' ? (
                <Button variant="primary" onClick={tryAgain}>
                  Try again
                </Button>
              ) : null}
              <ButtonLink to={ROUTES.donate} variant={order.status === 'created' ? 'outline' : 'primary'}>
                {order.status === 'created' ? 'Start a new donation' : 'Try again'}
              </ButtonLink>
            </div>
            {retryFailure ? (
              <p role="alert" className={styles.error}>
                {retryFailure}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}

export const loader = pageLoader(() => [contentRequest(donatePageQuery)]);

export const meta = contentHead('donateThankYou');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default DonationThankYouPage;
