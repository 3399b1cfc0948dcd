import { FORM_MESSAGES } from '@contracts/messages/form';
import { estimatePasswordStrength } from '../passwordStrength';
import { newPasswordError } from '../validation';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { TextField } from './TextField';

export interface NewPasswordValue {
  password: string;
  confirmPassword: string;
}
export type NewPasswordErrors = Partial<Record<keyof NewPasswordValue, string>>;

/**
 * What is wrong with a new password and its confirmation, by field: the sign-up rules (length,
 * not guessable from the dictionaries or the member's own details) checked before sending, the
 * server deciding again.
 */
export async function newPasswordErrors(
  { password, confirmPassword }: NewPasswordValue,
  userInputs: string[],
): Promise<NewPasswordErrors> {
  const lengthError = newPasswordError(password);
  if (lengthError) return { password: lengthError };
  if (!confirmPassword) return { confirmPassword: FORM_MESSAGES.confirmPassword };
  if (password !== confirmPassword) return { confirmPassword: FORM_MESSAGES.sameAsPassword };
  const strength = await estimatePasswordStrength(password, userInputs).catch(() => null);
  return strength && !strength.acceptable ? { password: strength.hint } : {};
}

interface Props {
  idPrefix: string;
  value: NewPasswordValue;
  errors: NewPasswordErrors;
  userInputs: string[];
  onChange(value: NewPasswordValue): void;
}

/** The new password with its strength meter, and its confirmation. */
export function NewPasswordFields({ idPrefix, value, errors, userInputs, onChange }: Props) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        required
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        error={errors.password}
        helpId={`${idPrefix}-password-strength`}
        help={<PasswordStrengthMeter id={`${idPrefix}-password-strength`} password={value.password} userInputs={userInputs} />}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        name="confirmPassword"
        type="password"
        label="Confirm new password"
        autoComplete="new-password"
        required
        value={value.confirmPassword}
        onChange={(event) => onChange({ ...value, confirmPassword: event.target.value })}
        error={errors.confirmPassword}
      />
    </>
  );
}
