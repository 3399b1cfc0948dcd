import { useState, type FormEvent } from 'react';
import { FORM_MESSAGES } from '@contracts/messages/form';
import { changePassword } from '~/shared/api/account';
import { useSession } from '~/shared/session/useSession';
import { Button } from '~/shared/ui/Button';
import { FormAlert } from '../components/FormAlert';
import formStyles from '../components/Form.module.css';
import { NewPasswordFields, newPasswordErrors, type NewPasswordErrors } from '../components/NewPasswordFields';
import { TextField } from '../components/TextField';
import styles from './Settings.module.css';
import { useSubmit } from './useSubmit';

const EMPTY = { password: '', confirmPassword: '' };

/** Change password: the current one proves it is the member; every other session ends, this one gets a fresh token. */
export function ChangePasswordSection({ userInputs }: { userInputs: string[] }) {
  const { userType, user, setCredentials } = useSession();
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState(EMPTY);
  const [errors, setErrors] = useState<NewPasswordErrors & { current?: string }>({});
  const { message, setMessage, sending, run } = useSubmit('The password could not be changed. Please try again.');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problems = {
      ...(await newPasswordErrors(value, userInputs)),
      current: current ? undefined : FORM_MESSAGES.enterPassword,
    };
    setErrors(problems);
    if (problems.current || problems.password || problems.confirmPassword) {
      setMessage({ tone: 'error', text: FORM_MESSAGES.correctMarked });
      return;
    }
    const answer = await run(
      () => changePassword({ currentPassword: current, ...value }),
      (done) => done.message,
    );
    if (answer) setCredentials({ token: answer.data.token, userType, user });
    setCurrent('');
    setValue(EMPTY);
  };

  return (
    <section className={styles.section} aria-labelledby="password-title">
      <h2 id="password-title" className={styles.heading}>
        Change password
      </h2>
      <p className={styles.muted}>Every other device where your account is logged in will be logged out.</p>
      <FormAlert message={message} />
      <form method="post" className={formStyles.form} onSubmit={submit} noValidate aria-busy={sending}>
        <TextField
          id="settings-current-password"
          name="currentPassword"
          type="password"
          label="Current password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
        />
        <NewPasswordFields
          idPrefix="settings-new"
          value={value}
          errors={errors}
          userInputs={userInputs}
          onChange={(next) => {
            setValue(next);
            setErrors(({ current }) => ({ current }));
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={sending}>
            {sending ? 'Saving…' : 'Change password'}
          </Button>
        </div>
      </form>
    </section>
  );
}
