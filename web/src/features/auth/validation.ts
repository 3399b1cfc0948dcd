/** Field checks, said in words a visitor can act on; the rules are the server's (contracts/rules.ts). */
import { FORM_MESSAGES } from '@contracts/messages/form';
import { isEmail, isPhone, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contracts/rules';

const form = FORM_MESSAGES;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return form.enterEmail;
  if (!isEmail(email.trim())) return form.enterValidEmail;
  return undefined;
}

export function requiredError(value: string, what: string): string | undefined {
  return value.trim() ? undefined : form.enterYour(what);
}

/** A first or last name: required, and no longer than the server stores. */
export function nameError(value: string, what: string, label: string): string | undefined {
  if (value.trim().length > NAME_MAX_LENGTH) return form.atMost(label, NAME_MAX_LENGTH);
  return requiredError(value, what);
}

export function phoneError(phone: string): string | undefined {
  if (!phone.trim()) return form.enterYour('phone number');
  return isPhone(phone.trim()) ? undefined : form.enterValidPhone;
}

export function newPasswordError(password: string): string | undefined {
  if (!password) return form.enterNewPassword;
  if (password.length < PASSWORD_MIN_LENGTH) return form.passwordAtLeast(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return form.passwordAtMost(PASSWORD_MAX_LENGTH);
  return undefined;
}

/** A path inside this site to return to after login; anything else (other hosts) is refused. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
