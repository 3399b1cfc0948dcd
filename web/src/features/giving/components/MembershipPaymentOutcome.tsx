import { useEffect, useState } from 'react';
import { PAYMENT_MESSAGES } from '@contracts/messages/payments';
import type { PaymentOrder } from '@contracts/payments';
import { isApiError } from '~/shared/api/ApiError';
import { useMyMembership } from '~/shared/api/memberships';
import { fetchOrder, verifyPayment } from '~/shared/api/payments';
import { Button } from '~/shared/ui/Button';
import styles from './Membership.module.css';
import { fill, formatDate, type MembershipLabels } from './membershipTexts';

interface Props {
  orderId: string;
  /** The checkout's proof, when it came back with one; the server verifies it. */
  proof: { paymentId: string; signature: string } | null;
  labels: MembershipLabels | null;
  onDismiss: () => void;
}

type Outcome = { state: 'checking' } | { state: 'done'; order: PaymentOrder } | { state: 'error'; message: string };

/**
 * Back from the checkout (?order=…): the server verifies the proof, then the page says whether the
 * membership is paid (and until when) or that nothing was charged.
 */
export function MembershipPaymentOutcome({ orderId, proof, labels, onDismiss }: Props) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  const { data: mine, mutate } = useMyMembership();
  const paymentId = proof?.paymentId;
  const signature = proof?.signature;

  useEffect(() => {
    let stale = false;
    const check = paymentId && signature ? verifyPayment(orderId, { paymentId, signature }) : fetchOrder(orderId);
    check
      .then(({ order }) => {
        if (stale) return;
        setOutcome({ state: 'done', order });
        if (order.status === 'paid') void mutate();
      })
      .catch((error: unknown) => {
        if (!stale) setOutcome({ state: 'error', message: isApiError(error) && error.serverMessage ? error.serverMessage : PAYMENT_MESSAGES.orderNotFound });
      });
    return () => {
      stale = true;
    };
  }, [orderId, paymentId, signature, mutate]);

  if (outcome.state === 'checking') {
    return (
      <p role="status" className={styles.outcome}>
        {labels?.checkingPayment}
      </p>
    );
  }
  const paid = outcome.state === 'done' && outcome.order.status === 'paid';
  const current = mine?.current;
  const message =
    outcome.state === 'error' ? outcome.message : outcome.order.status === 'failed' ? PAYMENT_MESSAGES.failed : outcome.order.status === 'expired' ? PAYMENT_MESSAGES.expired : null;
  return (
    <section role={paid ? 'status' : 'alert'} className={`${styles.outcome} ${paid ? styles.outcomePaid : styles.outcomeUnpaid}`} aria-labelledby="outcome-heading">
      {paid ? (
        <>
          <h2 id="outcome-heading">{labels?.paidHeading}</h2>
          {current ? <p>{fill(labels?.paidText, { plan: current.planName, date: formatDate(current.endsAt) })}</p> : null}
        </>
      ) : (
        <>
          <h2 id="outcome-heading">{message ?? PAYMENT_MESSAGES.failed}</h2>
          <p>{labels?.unpaidText}</p>
        </>
      )}
      <Button variant="outline" size="small" onClick={onDismiss}>
        {labels?.close}
      </Button>
    </section>
  );
}
