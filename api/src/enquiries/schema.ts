import { z } from 'zod';
import { ENQUIRY_LIMITS } from '../../../web/src/shared/contact/enquiryValidation';
import { optionalText, text } from '../http/validation';

export const enquiryBody = z.object({
  fullName: text('Full name', { max: ENQUIRY_LIMITS.fullName }).min(2, { error: 'Full name must be at least 2 characters.' }),
  email: text('E-mail', { max: ENQUIRY_LIMITS.email })
    .pipe(z.email({ error: 'Please enter a valid e-mail address.' }))
    .transform((value) => value.toLowerCase()),
  country: optionalText('Country', ENQUIRY_LIMITS.country),
  language: optionalText('Language', ENQUIRY_LIMITS.language),
});
