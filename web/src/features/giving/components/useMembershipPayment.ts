import { useState } from 'react';
import type { MembershipOrderBody } from '../../../../../contracts/memberships';
import { isApiError } from '../../../shared/api/ApiError';
import { createMembershipOrder } from '../../../shared/api/memberships';
import { useToast } from '../../../shared/ui/ToastContext';

/**
 * Paying for a membership: the server prices the plan and period and creates the order; the
 * browser then goes to the payment page. A failure says why in a toast and the panel stays open.
 */
export function useMembershipPayment() {
  const [paying, setPaying] = useState(false);
  const { showToast } = useToast();

  async function pay(choice: MembershipOrderBody, method: string) {
    setPaying(true);
    try {
      const order = await createMembershipOrder(choice, method);
      window.location.assign(order.checkoutUrl);
    } catch (error) {
      setPaying(false);
      const reason = isApiError(error) && error.serverMessage ? error.serverMessage : 'We could not start the payment. Please try again.';
      showToast(reason, 'error');
    }
  }

  return { paying, pay };
}
