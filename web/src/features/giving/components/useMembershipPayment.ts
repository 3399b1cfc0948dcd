import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BillingPeriod } from '@contracts/membershipBill';
import { isApiError } from '~/shared/api/ApiError';
import { createMembershipOrder } from '~/shared/api/memberships';
import { startCheckout } from '~/shared/payments/startCheckout';
import { useToast } from '~/shared/ui/ToastContext';

const newAttemptKey = () => `mem_${crypto.randomUUID().replaceAll('-', '')}`;

/**
 * Paying for a membership: the server prices the plan and period and creates the order; the
 * browser then opens the checkout. One idempotency key per attempt, so a second click (or a
 * double click) finds the same order; a failure says why in a toast and the panel stays open.
 */
export function useMembershipPayment() {
  const [paying, setPaying] = useState(false);
  const attempt = useRef<{ choice: string; key: string } | null>(null);
  const { showToast } = useToast();
  const navigate = useNavigate();

  async function pay(planId: string, period: BillingPeriod) {
    const choice = `${planId}:${period}`;
    if (attempt.current?.choice !== choice) attempt.current = { choice, key: newAttemptKey() };
    setPaying(true);
    try {
      const answer = await createMembershipOrder({ planId, period, idempotencyKey: attempt.current.key });
      await startCheckout(answer.order.id, answer.checkout, (to) => navigate(to));
    } catch (error) {
      setPaying(false);
      // The next press is a new attempt: the order of this one may have failed or expired.
      attempt.current = null;
      const reason = isApiError(error) && error.serverMessage ? error.serverMessage : error instanceof Error ? error.message : '';
      showToast(reason || 'We could not start the payment. Please try again.', 'error');
    }
  }

  return { paying, pay };
}
