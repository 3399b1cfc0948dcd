import type { DonationCreated } from '@contracts/donations';
import { Button } from '~/shared/ui/Button';
import { Bill } from './Bill';
import styles from './Donate.module.css';

/** The panel's words, from the donate page's content. */
export interface PaymentPanelTexts {
  paymentPrompt: string | null;
  vpnNote: string | null;
  paymentMethods: { _key: string; title: string | null; description: string | null; kind: string | null }[] | null;
}

interface PaymentPanelProps {
  email: string;
  created: DonationCreated;
  texts: PaymentPanelTexts;
  failure: string | null;
  onPay: () => void;
  onBack: () => void;
}

/** The payment details panel: the account e-mail, the Donation Bill, the VPN note and the two method rows. */
export function PaymentPanel({ email, created, texts, failure, onPay, onBack }: PaymentPanelProps) {
  return (
    <div className={styles.panel}>
      <p>
        <span className={styles.muted}>Account e-mail: </span>
        <strong data-testid="payment-email">{email}</strong>
      </p>
      <Bill heading="Donation Bill" lines={created.bill.lines} note={`Towards ${created.causeTitle}`} />
      <h3 className={styles.prompt}>{texts.paymentPrompt}</h3>
      <p className={styles.muted}>{texts.vpnNote}</p>
      <ul className={styles.methods} aria-label="Payment methods">
        {texts.paymentMethods?.map((method) => (
          <li key={method._key}>
            <button type="button" className={styles.method} onClick={onPay}>
              <span className={styles.methodTitle}>{method.title}</span>
              <span className={styles.muted}>{method.description}</span>
            </button>
          </li>
        ))}
      </ul>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <Button variant="ghost" onClick={onBack}>
        Change my details
      </Button>
    </div>
  );
}
