import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { loginPathReturningTo } from '@contracts/routes';
import type { BillingPeriod, MembershipBill } from '@contracts/membershipBill';
import { useMyMembership } from '~/shared/api/memberships';
import { useSession } from '~/shared/session/useSession';
import { Button, ButtonLink } from '~/shared/ui/Button';
import { MembershipBillTable } from './MembershipBillTable';
import styles from './Membership.module.css';
import { fill, formatDate, type MembershipLabels, type PaymentMethodContent } from './membershipTexts';

interface MembershipPaymentPanelProps {
  planName: string;
  period: BillingPeriod;
  bill: MembershipBill;
  labels: MembershipLabels | null;
  paymentPrompt: string | null;
  vpnNote: string | null;
  paymentMethods: PaymentMethodContent[];
  /** Where this panel is open (the page with ?plan=…&period=…), to come back to after logging in. */
  returnPath: string;
  /** Starts paying; resolves when the checkout has been opened (or failed, with a toast). */
  onPay: () => Promise<void>;
  paying: boolean;
  onClose: () => void;
}

/**
 * The payment details panel of one billing period.
 * A modal <dialog>: the rest of the page is inert while it is open, so focus stays inside; it
 * closes with its button, Esc or a click on the backdrop.
 */
export function MembershipPaymentPanel(props: MembershipPaymentPanelProps) {
  const { planName, period, bill, labels, paymentPrompt, vpnNote, paymentMethods, returnPath, onPay, paying, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const { isLoggedIn } = useSession();
  const { data: mine } = useMyMembership();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (event.target === event.currentTarget) onClose();
  };
  // A modal dialog makes the page inert, but Tab can still leave it for the browser's own controls.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])')];
    const [first, last] = [focusable[0], focusable.at(-1)];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  const renewsFrom = mine?.paidUntil && mine.paidUntil > new Date().toISOString() ? mine.paidUntil : null;

  return (
    <dialog
      ref={dialog}
      className={styles.panel}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onBackdrop}
      onKeyDown={keepFocusInside}
    >
      <div className={styles.panelBody}>
        <div className={styles.panelHeader}>
          <h2 id={headingId}>{labels?.panelHeading}</h2>
          <Button variant="ghost" size="small" onClick={onClose} autoFocus>
            {labels?.close}
          </Button>
        </div>
        <MembershipBillTable planName={planName} period={period} bill={bill} labels={labels} />
        {isLoggedIn ? (
          <>
            {renewsFrom ? <p className={styles.note}>{fill(labels?.renewalNote, { date: formatDate(renewsFrom) })}</p> : null}
            <p className={styles.prompt}>{paymentPrompt}</p>
            <ul className={styles.methods}>
              {paymentMethods.map((method) => (
                <li key={method._key}>
                  <button type="button" className={styles.method} disabled={paying} onClick={() => void onPay()}>
                    <strong>{method.title}</strong>
                    <span>{method.description}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p className={styles.note}>{labels?.loginNote}</p>
            <ButtonLink to={loginPathReturningTo(returnPath)} variant="accent">
              {labels?.loginToPay}
            </ButtonLink>
          </>
        )}
        <p className={styles.vpn}>{vpnNote}</p>
      </div>
    </dialog>
  );
}
