import { SESSION_MESSAGES } from '@contracts/messages/session';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { registerMember } from '~/shared/api/auth';
import { isApiError } from '~/shared/api/ApiError';
import type { RegisterForm } from '@contracts/auth';
import { ROUTES } from '@contracts/routes';
import { useSession } from '~/shared/session/useSession';
import { Button } from '~/shared/ui/Button';
import { FormAlert, type FormMessage } from '../components/FormAlert';
import { SignedInNotice } from '../components/SignedInNotice';
import { PasswordStrengthMeter } from '../components/PasswordStrengthMeter';
import { estimatePasswordStrength } from '../passwordStrength';
import { TextField } from '../components/TextField';
import styles from '../components/Form.module.css';
import { AUTH_MESSAGES } from '../messages';
import { FORM_MESSAGES } from '@contracts/messages/form';
import { emailError, nameError, newPasswordError, phoneError } from '../validation';
import { contentHead } from '~/shared/route/head';

type FieldName = keyof RegisterForm;
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY_FORM: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  password: '',
  confirmPassword: '',
};
const FIELD_ORDER: FieldName[] = ['firstName', 'lastName', 'email', 'phone', 'country', 'password', 'confirmPassword'];
const FORM_ID = 'sign-up-form';
/** Next to both password fields when they differ (the alert above says 'Passwords do not match'). */
const SAME_PASSWORD_HINT = FORM_MESSAGES.sameAsPassword;

function validate(form: RegisterForm): FieldErrors {
  const errors: FieldErrors = {
    firstName: nameError(form.firstName, 'first name', 'First name'),
    lastName: nameError(form.lastName, 'last name', 'Last name'),
    email: emailError(form.email),
    phone: phoneError(form.phone),
    password: newPasswordError(form.password),
    confirmPassword: form.confirmPassword ? undefined : FORM_MESSAGES.confirmPassword,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors;
}

export function SignUpPage() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<RegisterForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<FormMessage>(null);
  const [sending, setSending] = useState(false);
  const { isLoggedIn } = useSession();

  const update = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as FieldName;
    setForm((current) => ({ ...current, [name]: event.target.value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const focusField = (name: FieldName) => formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();

  /** After a refused sign-up the passwords are typed again; everything else is kept. */
  const clearPasswords = () => setForm((current) => ({ ...current, password: '', confirmPassword: '' }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const fieldErrors = validate(form);
    setErrors(fieldErrors);
    const firstInvalid = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (firstInvalid) {
      setMessage({ tone: 'error', text: FORM_MESSAGES.correctMarked });
      focusField(firstInvalid);
      return;
    }
    if (form.password !== form.confirmPassword) {
      setMessage({ tone: 'error', text: AUTH_MESSAGES.passwordsDoNotMatch });
      setErrors({ password: SAME_PASSWORD_HINT, confirmPassword: SAME_PASSWORD_HINT });
      clearPasswords();
      focusField('password');
      return;
    }

    setSending(true);
    // The server refuses common passwords; say so next to the field before sending anything.
    const strength = await estimatePasswordStrength(form.password, [form.firstName, form.lastName, form.email]).catch(() => null);
    if (strength && !strength.acceptable) {
      setSending(false);
      setErrors({ password: strength.hint });
      setMessage({ tone: 'error', text: FORM_MESSAGES.correctMarked });
      focusField('password');
      return;
    }
    setMessage(null);
    try {
      const answer = await registerMember(form);
      if (answer?.success) {
        // The server's words say where the confirmation e-mail went.
        const notice = answer.message || SESSION_MESSAGES.signedUp(form.email.trim());
        setMessage({ tone: 'success', text: notice });
        navigate(ROUTES.login, { state: { notice, email: form.email.trim() } });
        return;
      }
      setMessage({ tone: 'error', text: answer?.message || AUTH_MESSAGES.signUpFailed, reveal: true });
      clearPasswords();
    } catch (error) {
      const text =
        isApiError(error) && !error.requestFailed ? error.serverMessage || AUTH_MESSAGES.signUpFailed : AUTH_MESSAGES.signUpError;
      setMessage({ tone: 'error', text, reveal: true });
      clearPasswords();
    } finally {
      setSending(false);
    }
  };

  if (isLoggedIn) return <SignedInNotice title="Sign Up" />;

  const submitButton = (
    <Button type="submit" form={FORM_ID} disabled={sending}>
      {sending ? 'Signing up…' : 'Sign Up'}
    </Button>
  );

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-up-title">
        <div className={styles.cardHeader}>
          <div>
            <h1 id="sign-up-title" className={styles.title}>
              Sign Up
            </h1>
            <p className={styles.subtitle}>Create your free account to join the community.</p>
          </div>
          {submitButton}
        </div>

        <FormAlert message={message} />

        <form method="post" id={FORM_ID} ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={sending}>
          <div className={styles.row}>
            <TextField
              id="signup-first-name"
              name="firstName"
              label="First name"
              autoComplete="given-name"
              required
              value={form.firstName}
              onChange={update}
              error={errors.firstName}
            />
            <TextField
              id="signup-last-name"
              name="lastName"
              label="Last name"
              autoComplete="family-name"
              required
              value={form.lastName}
              onChange={update}
              error={errors.lastName}
            />
          </div>
          <TextField
            id="signup-email"
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            required
            value={form.email}
            onChange={update}
            error={errors.email}
          />
          <div className={styles.row}>
            <TextField
              id="signup-phone"
              name="phone"
              type="tel"
              label="Phone"
              autoComplete="tel"
              required
              value={form.phone}
              onChange={update}
              error={errors.phone}
            />
            <TextField
              id="signup-country"
              name="country"
              label="Country"
              optional
              autoComplete="country-name"
              value={form.country}
              onChange={update}
            />
          </div>
          <TextField
            id="signup-password"
            name="password"
            type="password"
            label="Password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={update}
            error={errors.password}
            helpId="signup-password-strength"
            help={
              <PasswordStrengthMeter
                id="signup-password-strength"
                password={form.password}
                userInputs={[form.firstName, form.lastName, form.email]}
              />
            }
          />
          <TextField
            id="signup-confirm-password"
            name="confirmPassword"
            type="password"
            label="Confirm password"
            autoComplete="new-password"
            required
            value={form.confirmPassword}
            onChange={update}
            error={errors.confirmPassword}
          />

          <p className={styles.legal}>
            By signing up you agree to our <Link to={ROUTES.terms}>Terms and Conditions</Link>. Read how we look after your data
            in our <Link to={ROUTES.privacy}>Privacy Policy</Link>.
          </p>
          <div className={styles.actions}>{submitButton}</div>
          <p className={styles.switch}>
            Already have an account? <Link to={ROUTES.login}>Sign In</Link>
          </p>
        </form>
      </section>
    </div>
  );
}

export const meta = contentHead('signUp');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default SignUpPage;
