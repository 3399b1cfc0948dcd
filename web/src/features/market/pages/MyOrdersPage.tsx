import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import type { BookOrderView } from '@contracts/bookOrders';
import { formatPaise } from '@contracts/bookShop';
import { MARKET_MESSAGES } from '@contracts/messages/market';
import { loginPathReturningTo, ROUTES } from '@contracts/routes';
import { fetchMyOrders } from '~/shared/api/market';
import { verifyPayment } from '~/shared/api/payments';
import { useSession } from '~/shared/session/useSession';
import { Page } from '~/shared/ui/Page';
import styles from './MyOrdersPage.module.css';
import { contentHead } from '~/shared/route/head';

const STATUS_LABELS = { created: 'Awaiting payment', paid: 'Paid', failed: 'Payment failed', expired: 'Expired' } as const;
const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Where a paid order is on its way to the member, once the trust's desk has moved it; null while it waits to be packed. */
function stageLine(order: BookOrderView): string | null {
  if (order.stage === 'packed') return MARKET_MESSAGES.orderPacked;
  if (order.stage === 'shipped' && order.shipment) return MARKET_MESSAGES.orderShipped(order.shipment.carrier, order.shipment.trackingNumber);
  if (order.stage === 'delivered') return MARKET_MESSAGES.orderDelivered(shortDate(order.deliveredAt ?? order.createdAt));
  if (order.stage === 'cancelled' && order.refund) return MARKET_MESSAGES.orderCancelled(formatPaise(order.refund.amountPaise), order.refund.reason);
  return null;
}

/**
 * /my-orders: the member's book orders (number, date, lines, total, status). The payment's checkout
 * returns here with its signed proof, which the server verifies before the order shows as paid.
 */
export function MyOrdersPage() {
  const { token, isLoggedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [verifying, setVerifying] = useState<string | null>(null);
  const orders = useSWR(token ? ['book-orders', token] : null, fetchMyOrders, { revalidateOnFocus: false });
  const { mutate } = orders;

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const orderId = params.get('order');
    const paymentId = params.get('paymentId');
    const signature = params.get('signature');
    if (!orderId || !paymentId || !signature) return;
    let cancelled = false;
    void (async () => {
      setVerifying('Confirming your payment…');
      try {
        await verifyPayment(orderId, { paymentId, signature });
        if (!cancelled) setVerifying('Thank you — your payment is confirmed. A confirmation e-mail is on its way.');
      } catch (error) {
        if (!cancelled) setVerifying(error instanceof Error ? error.message : 'The payment could not be confirmed.');
      }
      await mutate();
      navigate(ROUTES.myOrders, { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [location.search, mutate, navigate]);

  if (!isLoggedIn) {
    return (
      <Page title="My orders">
        <p>
          <Link to={loginPathReturningTo(ROUTES.myOrders)}>Log in</Link> to see your orders.
        </p>
      </Page>
    );
  }
  return (
    <Page title="My orders">
      {verifying ? <p role="status">{verifying}</p> : null}
      {orders.error ? <p role="alert">Your orders could not be loaded just now.</p> : null}
      {orders.data?.length === 0 ? <p>You have not ordered any books yet.</p> : null}
      <ul className={styles.orders}>
        {orders.data?.map((order) => (
          <li key={order.number} className={styles.order} data-testid="order">
            <h2>Order {order.number}</h2>
            <p className={styles.meta}>
              <time dateTime={order.createdAt}>{new Date(order.createdAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })}</time> ·{' '}
              <strong data-testid="order-status">{STATUS_LABELS[order.status]}</strong>
            </p>
            <ul className={styles.lines}>
              {order.lines.map((line) => (
                <li key={line.bookId}>
                  {line.quantity} × {line.title} — {formatPaise(line.lineTotal)}
                </li>
              ))}
            </ul>
            <p>Delivery: {order.deliveryFee ? formatPaise(order.deliveryFee) : 'FREE'}</p>
            <p className={styles.total}>Total {formatPaise(order.total)}</p>
            <p className={styles.meta}>Deliver to {order.deliverTo}</p>
            {stageLine(order) ? (
              <p className={styles.stage} data-testid="order-stage">
                {stageLine(order)}
              </p>
            ) : null}
            {order.stage === 'shipped' && order.shipment?.trackingUrl ? (
              <p>
                {/* The carrier's own page: no referrer, so it does not learn which order page the member came from. */}
                <a href={order.shipment.trackingUrl} rel="noopener noreferrer" data-testid="order-tracking">
                  {MARKET_MESSAGES.followParcel(order.shipment.carrier)}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Page>
  );
}

export const meta = contentHead('myOrders');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default MyOrdersPage;
