import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { logIn } from '~/shared/api/auth';
import { isApiError } from '~/shared/api/ApiError';
import { ROUTES } from '@contracts/routes';
import { useSession } from '~/shared/session/useSession';
import { Button } from '~/shared/ui/Button';
import { FacebookIcon } from '~/shared/ui/actionIcons';
import { FormAlert, type FormMessage } from '../components/FormAlert';
import { SignedInNotice } from '../components/SignedInNotice';
import { TextField } from '../components/TextField';
import { UnavailableNote } from '../components/UnavailableNote';
import styles from '../components/Form.module.css';
import { AUTH_MESSAGES } from '../messages';
import { FORM_MESSAGES } from '@contracts/messages/form';
import { emailError, safeReturnPath } from '../validation';
import { contentHead } from '~/shared/route/head';

// Opened by a click: its code loads then.
const ForgotPasswordPanel = lazy(() => import('../components/ForgotPasswordPanel').then((module) => ({ default: module.ForgotPasswordPanel })));

interface LoginLocationState {
  /** A message from the page that sent the visitor here (sign-up success). */
  notice?: string;
  email?: string;
  /** The page to return to after login (also accepted as ?next=). */
  from?: string;
  /** The page to return to is the one just before login in history: go back to it. */
  returnByBack?: boolean;
}

type FieldErrors = { email?: string; password?: string };

const UNAVAILABLE = {
  facebook: 'Logging in with Facebook is not available yet. Please use your email and password.',
  google: 'Logging in with Google is not available yet. Please use your email and password.',
};

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { setCredentials, isLoggedIn } = useSession();
  const state = (location.state ?? {}) as LoginLocationState;
  const returnTo = safeReturnPath(searchParams.get('next')) ?? safeReturnPath(state.from) ?? ROUTES.home;

  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<FormMessage>(state.notice ? { tone: 'success', text: state.notice } : null);
  const [note, setNote] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const fieldErrors: FieldErrors = { email: emailError(email), password: password ? undefined : FORM_MESSAGES.enterPassword };
    setErrors(fieldErrors);
    if (fieldErrors.email || fieldErrors.password) {
      setMessage({ tone: 'error', text: FORM_MESSAGES.correctMarked });
      formRef.current?.querySelector<HTMLInputElement>(fieldErrors.email ? '[name="email"]' : '[name="password"]')?.focus();
      return;
    }

    setSending(true);
    setMessage(null);
    try {
      const answer = await logIn({ email: email.trim(), password, rememberMe });
      const token = answer?.data?.token;
      if (token) {
        const user = answer.data?.user ?? null;
        setCredentials({ token, userType: user?.userType, user });
        if (state.returnByBack && location.key !== 'default') navigate(-1);
        else navigate(returnTo, { replace: true });
        return;
      }
      setMessage({ tone: 'error', text: answer?.message || AUTH_MESSAGES.invalidCredentials, reveal: true });
    } catch (error) {
      const text =
        isApiError(error) && !error.requestFailed
          ? error.serverMessage || AUTH_MESSAGES.invalidCredentials
          : AUTH_MESSAGES.loginError;
      setMessage({ tone: 'error', text, reveal: true });
    } finally {
      // The password is never kept on the page after a try.
      setPassword('');
      setSending(false);
    }
  };

  if (isLoggedIn && !sending) return <SignedInNotice title="Log In" />;

  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Log In
        </h1>
        <p className={styles.subtitle}>Welcome back. Log in to like, save and discuss the episodes.</p>

        <FormAlert message={message} />

        {/* method="post": a form sent before the page's code has run (it loads after the first paint)
            must not put the password in the address, the history and the server's logs. */}
        <form method="post" ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={sending}>
          <TextField
            id="login-email"
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
            error={errors.email}
          />
          <TextField
            id="login-password"
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            error={errors.password}
          />
          <div className={styles.inlineRow}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                name="rememberMe"
                checked={rememberMe}
                onChange={(event) => setRememberMe(event.target.checked)}
              />
              Remember me
            </label>
            <button
              type="button"
              className={styles.linkButton}
              aria-expanded={forgotOpen}
              aria-controls="forgot-password"
              onClick={() => setForgotOpen((open) => !open)}
            >
              Forgot Password
            </button>
          </div>
          <div className={styles.actions}>
            <Button type="submit" disabled={sending} className={styles.wide}>
              {sending ? 'Logging in…' : 'Log in'}
            </Button>
          </div>
          <p className={styles.switch}>
            New here? <Link to={ROUTES.signUp}>Sign Up</Link>
          </p>
        </form>
        {forgotOpen ? (
          <Suspense>
            <ForgotPasswordPanel id="forgot-password" initialEmail={email} />
          </Suspense>
        ) : null}

        <div className={styles.divider}>
          <span>or</span>
        </div>
        <div className={styles.social}>
          <Button variant="outline" onClick={() => setNote(UNAVAILABLE.facebook)}>
            <FacebookIcon width={20} height={20} /> Facebook
          </Button>
          <Button variant="outline" onClick={() => setNote(UNAVAILABLE.google)}>
            <GoogleMark /> Google
          </Button>
        </div>
        <UnavailableNote text={note} />
      </section>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path
        fill="currentColor"
        d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.8 3-4.4 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zm-5.6-8c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2zm5.6-8c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10c.8-2.3 3-4 5.6-4z"
      />
    </svg>
  );
}

export const meta = contentHead('login');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default LoginPage;
