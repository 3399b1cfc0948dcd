import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../web/src/shared/passwordStrength';
import { optionalText, text } from '../http/validation';

const email = text('E-mail', { max: 254 })
  .pipe(z.email({ error: 'Please enter a valid e-mail address.' }))
  .transform((value) => value.toLowerCase());

const password = text('Password', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, trim: false });

export const registerBody = z
  .object({
    firstName: text('First name', { max: 100 }),
    lastName: text('Last name', { max: 100 }),
    email,
    phone: text('Phone number', { min: 5, max: 20 }).regex(/^\+?[0-9 ()-]+$/, {
      error: 'Please enter a phone number using digits, spaces, brackets, dashes and an optional leading +.',
    }),
    country: optionalText('Country', 100),
    password,
    confirmPassword: z.string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Please confirm your password.'
          : 'The password confirmation must be text.',
    }),
  })
  .refine((body) => body.password === body.confirmPassword, { error: 'Passwords do not match.', path: ['confirmPassword'] });

export const loginBody = z.object({
  email,
  // Only presence and a sane size are checked here: a login must not reveal the password rules.
  password: text('Password', { max: 1024, trim: false }),
});

export type RegisterBody = z.output<typeof registerBody>;
export type LoginBody = z.output<typeof loginBody>;
