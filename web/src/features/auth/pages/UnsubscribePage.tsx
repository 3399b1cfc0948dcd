import { useState } from 'react';
import { Link, type MetaArgs } from 'react-router';
import { SAFETY_ENDPOINTS } from '@contracts/endpointAddresses/safety';
import { ROUTES } from '@contracts/routes';
import { SAFETY_MESSAGES } from '@contracts/messages/safety';
import { callEndpoint } from '~/shared/api/client';
import { isApiError } from '~/shared/api/ApiError';
import { pageHead } from '~/shared/route/head';
import { useSession } from '~/shared/session/useSession';
import { Button } from '~/shared/ui/Button';
import { FormAlert, type FormMessage } from '../components/FormAlert';
import styles from '../components/Form.module.css';
import { useLinkToken } from '../useLinkToken';

/**
 * /unsubscribe?token=…: the link at the foot of every notification e-mail and digest turns that
 * kind of e-mail off without logging in. It asks for a click rather than acting on load, so a mail
 * scanner that opens links does not unsubscribe the member.
 */
export function UnsubscribePage() {
  const token = useLinkToken();
  const { isLoggedIn } = useSession();
  const [message, setMessage] = useState<FormMessage>(token ? null : { tone: 'error', text: SAFETY_MESSAGES.unsubscribeInvalid });
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const unsubscribe = async () => {
    setSending(true);
    try {
      const answer = await callEndpoint(SAFETY_ENDPOINTS.unsubscribe, { body: { token } });
      setMessage({ tone: 'success', text: answer.message, reveal: true });
      setDone(true);
    } catch (failure) {
      const text = isApiError(failure) && failure.serverMessage ? failure.serverMessage : 'The e-mails could not be turned off. Please try again.';
      setMessage({ tone: 'error', text, reveal: true });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title" className={styles.title}>
          Stop these e-mails
        </h1>
        <p className={styles.subtitle}>You will no longer receive this kind of e-mail from Jnanam. Messages about your account itself still arrive.</p>
        <FormAlert message={message} />
        {token && !done ? (
          <Button onClick={unsubscribe} disabled={sending} className={styles.wide}>
            {sending ? 'Turning them off…' : 'Turn these e-mails off'}
          </Button>
        ) : null}
        <p className={`${styles.switch} ${styles.afterAction}`}>
          {isLoggedIn ? <Link to={ROUTES.settings}>Choose your e-mails in Settings</Link> : <Link to={ROUTES.login}>Log In</Link>}
        </p>
      </section>
    </div>
  );
}

export const meta = (args: MetaArgs) =>
  pageHead('unsubscribe', args, { noindex: true });

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default UnsubscribePage;
