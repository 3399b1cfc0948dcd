import { z } from 'zod';
import { ENQUIRY_LIMITS } from '../../../web/src/shared/contact/enquiryValidation';
import { text } from '../http/validation';

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .nullish()
    .transform((value) => value || null);

export const enquiryBody = z.object({
  fullName: text('Full name', { max: ENQUIRY_LIMITS.fullName }).min(2, { error: 'Full name must be at least 2 characters.' }),
  email: text('E-mail', { max: ENQUIRY_LIMITS.email })
    .pipe(z.email({ error: 'Please enter a valid e-mail address.' }))
    .transform((value) => value.toLowerCase()),
  country: optionalText('Country', ENQUIRY_LIMITS.country),
  language: optionalText('Language', ENQUIRY_LIMITS.language),
});
