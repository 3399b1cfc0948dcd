import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DonationCreated } from '@contracts/donations';
import { isApiError } from '~/shared/api/ApiError';
import { createDonation } from '~/shared/api/donations';
import { useSession } from '~/shared/session/useSession';
import { startCheckout } from '~/shared/payments/startCheckout';
import { DonationDetailsForm } from './DonationDetailsForm';
import { EMPTY_DONATION, donationRequest, type DonationFields } from './donationForm';
import { Modal } from '~/shared/ui/Modal';
import { PaymentPanel, type PaymentPanelTexts } from './PaymentPanel';

export interface DonationDialogProps {
  cause: { _id: string; title: string | null };
  presetAmounts: readonly number[];
  phonePrefix: string;
  texts: PaymentPanelTexts;
  onClose: () => void;
}

const newKey = () => crypto.randomUUID();

/**
 * The donation dialog: the donor's details and amount, then the payment panel with the
 * bill the server computed. The order is made when the details are sent (once per attempt: the
 * idempotency key), and choosing a method goes to the provider's checkout.
 */
export function DonationDialog({ cause, presetAmounts, phonePrefix, texts, onClose }: DonationDialogProps) {
  // A member's name and e-mail are known to the session; the rest they type.
  const { user } = useSession();
  const navigate = useNavigate();
  const [fields, setFields] = useState<DonationFields>(() => ({
    ...EMPTY_DONATION,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
  }));
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [created, setCreated] = useState<DonationCreated | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send() {
    setSending(true);
    setFailure(null);
    try {
      setCreated(await createDonation(donationRequest(fields, cause._id, idempotencyKey)));
    } catch (error) {
      setFailure(isApiError(error) && error.serverMessage ? error.serverMessage : 'We could not reach our server. Nothing was charged; please try again.');
    } finally {
      setSending(false);
    }
  }

  async function pay() {
    if (!created) return;
    setFailure(null);
    try {
      await startCheckout(created.order.id, created.checkout, navigate);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Modal title={created ? 'Payment details' : `Donate to ${cause.title ?? ''}`} onClose={onClose}>
      {created ? (
        <PaymentPanel
          email={fields.email.trim()}
          created={created}
          texts={texts}
          failure={failure}
          onPay={pay}
          onBack={() => {
            setCreated(null);
            setIdempotencyKey(newKey());
          }}
        />
      ) : (
        <DonationDetailsForm fields={fields} onChange={setFields} presetAmounts={presetAmounts} phonePrefix={phonePrefix} sending={sending} failure={failure} onSubmit={send} />
      )}
    </Modal>
  );
}
