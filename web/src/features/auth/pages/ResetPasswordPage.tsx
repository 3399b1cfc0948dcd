import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLinkToken } from '../useLinkToken';
import { ACCOUNT_MESSAGES } from '@contracts/messages/account';
import { FORM_MESSAGES } from '@contracts/messages/form';
import { ROUTES } from '@contracts/routes';
import { resetPassword } from '~/shared/api/account';
import { isApiError } from '~/shared/api/ApiError';
import { useSession } from '~/shared/session/useSession';
import { Button } from '~/shared/ui/Button';
import { useToast } from '~/shared/ui/ToastContext';
import { FormAlert, type FormMessage } from '../components/FormAlert';
import styles from '../components/Form.module.css';
import { NewPasswordFields, newPasswordErrors, type NewPasswordErrors } from '../components/NewPasswordFields';
import { contentHead } from '~/shared/route/head';

const EMPTY = { password: '', confirmPassword: '' };

/** /reset-password?token=…: the page the reset e-mail links to. Setting the password logs the member in. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const { setCredentials } = useSession();
  const { showToast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(EMPTY);
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [message, setMessage] = useState<FormMessage>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const problems = await newPasswordErrors(value, []);
    setErrors(problems);
    if (problems.password || problems.confirmPassword) {
      setSending(false);
      setMessage({ tone: 'error', text: FORM_MESSAGES.correctMarked });
      formRef.current
        ?.querySelector<HTMLInputElement>(problems.password ? '[name="password"]' : '[name="confirmPassword"]')
        ?.focus();
      return;
    }
    setMessage(null);
    try {
      const answer = await resetPassword({ token, ...value });
      const user = answer.data.user;
      setCredentials({ token: answer.data.token, userType: user.userType, user });
      showToast(answer.message, 'success');
      navigate(ROUTES.settings, { replace: true });
    } catch (failure) {
      const text =
        isApiError(failure) && failure.serverMessage ? failure.serverMessage : 'The password could not be set. Please try again.';
      setMessage({ tone: 'error', text, reveal: true });
      setValue(EMPTY);
      setSending(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          Choose a new password
        </h1>
        {token ? (
          <>
            <p className={styles.subtitle}>
              Setting it logs you in here and logs out every other device where your account is open.
            </p>
            <FormAlert message={message} />
            <form method="post" ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={sending}>
              <NewPasswordFields
                idPrefix="reset"
                value={value}
                errors={errors}
                userInputs={[]}
                onChange={(next) => {
                  setValue(next);
                  setErrors({});
                }}
              />
              <Button type="submit" disabled={sending} className={styles.wide}>
                {sending ? 'Saving…' : 'Set new password'}
              </Button>
            </form>
          </>
        ) : (
          <p className={styles.subtitle}>{ACCOUNT_MESSAGES.linkForged}</p>
        )}
        <p className={`${styles.switch} ${styles.afterAction}`}>
          Need a new link? <Link to={ROUTES.login}>Back to Log In</Link>, then Forgot Password.
        </p>
      </section>
    </div>
  );
}

export const meta = contentHead('resetPassword');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default ResetPasswordPage;
