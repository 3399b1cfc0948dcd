import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLinkToken } from '../useLinkToken';
import { ACCOUNT_MESSAGES } from '@contracts/messages/account';
import { CONFIRM_CHANGE_PARAM, ROUTES } from '@contracts/routes';
import { confirmEmail } from '~/shared/api/account';
import { isApiError } from '~/shared/api/ApiError';
import { useSession } from '~/shared/session/useSession';
import { Button } from '~/shared/ui/Button';
import { FormAlert, type FormMessage } from '../components/FormAlert';
import styles from '../components/Form.module.css';
import { contentHead } from '~/shared/route/head';

/**
 * /confirm-email?token=…: the link that proves an address, a new account's or a changed one's
 * (`&change=1`, worded for the change). It asks for a click rather than
 * confirming on load, so a mail scanner that opens links cannot confirm on the member's behalf.
 */
export function ConfirmEmailPage() {
  const token = useLinkToken();
  const [searchParams] = useSearchParams();
  const words = searchParams.has(CONFIRM_CHANGE_PARAM) ? ACCOUNT_MESSAGES.confirmPage.change : ACCOUNT_MESSAGES.confirmPage.account;
  const { isLoggedIn, token: sessionToken, userType, user, setCredentials } = useSession();
  const [message, setMessage] = useState<FormMessage>(token ? null : { tone: 'error', text: ACCOUNT_MESSAGES.linkForged });
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const confirm = async () => {
    setSending(true);
    try {
      const answer = await confirmEmail(token);
      // The header and forms show the stored address: keep it in step.
      if (isLoggedIn && sessionToken)
        setCredentials({ token: sessionToken, userType, user: { ...user, email: answer.data.email } });
      setMessage({ tone: 'success', text: answer.message, reveal: true });
      setDone(true);
    } catch (failure) {
      const text =
        isApiError(failure) && failure.serverMessage
          ? failure.serverMessage
          : ACCOUNT_MESSAGES.confirmPage.failed;
      setMessage({ tone: 'error', text, reveal: true });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="confirm-email-title">
        <h1 id="confirm-email-title" className={styles.title}>
          {words.title}
        </h1>
        <p className={styles.subtitle}>{words.lead}</p>
        <FormAlert message={message} />
        {token && !done ? (
          <Button onClick={confirm} disabled={sending} className={styles.wide}>
            {sending ? ACCOUNT_MESSAGES.confirmPage.confirming : words.button}
          </Button>
        ) : null}
        <p className={`${styles.switch} ${styles.afterAction}`}>
          {isLoggedIn ? <Link to={ROUTES.settings}>Go to Settings</Link> : <Link to={ROUTES.login}>Log In</Link>}
        </p>
      </section>
    </div>
  );
}

export const meta = contentHead('confirmEmail');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default ConfirmEmailPage;
