import { resendEmailConfirmation } from '~/shared/api/account';
import { Button } from '~/shared/ui/Button';
import { FormAlert } from '../components/FormAlert';
import styles from './Settings.module.css';
import { useSubmit } from './useSubmit';

/**
 * Shown while the member's address is unconfirmed, with a button that sends the link again (the
 * server's message says when it has been sent too often, or the address is confirmed already).
 */
export function ConfirmAddressNotice({ email }: { email: string }) {
  const { message, sending, run } = useSubmit('The confirmation link could not be sent. Please try again.');

  const send = () => run(() => resendEmailConfirmation(), (done) => done.message);

  return (
    <>
      <p className={styles.muted}>
        Your address is not confirmed yet: open the link we e-mailed to {email} to show that it is yours.
      </p>
      <FormAlert message={message} />
      <div className={styles.actions}>
        <Button variant="outline" onClick={send} disabled={sending}>
          {sending ? 'Sending…' : 'Send the confirmation link again'}
        </Button>
      </div>
    </>
  );
}
