/** The contact form's enquiry (full name, e-mail, country, language, the message, and the page it was sent from). */
import { z } from 'zod/mini';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint } from './endpoint';
import { emailField, nameText, optionalText, text } from './fields';
import { ENQUIRY_MESSAGES } from './messages/enquiry';
import { FIELD_MESSAGES } from './messages/field';
import { REQUEST_MESSAGES } from './messages/request';
import { ENQUIRY_LIMITS } from './rules';

export const ENQUIRY_INTENTS = ['general', 'patron', 'group', 'help'] as const;
export type EnquiryIntent = (typeof ENQUIRY_INTENTS)[number];
/** The pages whose form sends an enquiry, so the desk says where it came from. */
export const ENQUIRY_PAGES = ['about', 'mission', 'research', 'projects', 'donate', 'membership', 'help'] as const;
export type EnquiryPage = (typeof ENQUIRY_PAGES)[number];

export const enquiryBody = z.object(
  {
    fullName: nameText('Full name', { max: ENQUIRY_LIMITS.fullName }).check(
      z.minLength(ENQUIRY_LIMITS.fullNameMin, { error: FIELD_MESSAGES.atLeast('Full name', ENQUIRY_LIMITS.fullNameMin) }),
    ),
    email: emailField('E-mail', ENQUIRY_LIMITS.email),
    country: optionalText('Country', ENQUIRY_LIMITS.country),
    language: optionalText('Language', ENQUIRY_LIMITS.language),
    message: text('Message', { max: ENQUIRY_LIMITS.message }),
    page: z.optional(z.enum(ENQUIRY_PAGES, { error: ENQUIRY_MESSAGES.pageInvalid })),
    /** Why they write: a general question, becoming an institutional patron, a group membership, help from the social feed's Help Desk. */
    intent: z.optional(z.enum(ENQUIRY_INTENTS, { error: ENQUIRY_MESSAGES.intentInvalid })),
  },
  { error: REQUEST_MESSAGES.notAnObject },
);

export const enquiryAnswer = z.object({ success: z.literal(true), message: z.string() });

/** What the form sends: every field as typed (blank optional fields included), the intent when not general, and its page. */
export type EnquiryBody = { [K in Exclude<keyof z.input<typeof enquiryBody>, 'intent' | 'page'>]-?: string } & { intent?: EnquiryIntent; page?: EnquiryPage };
export type EnquiryAnswer = z.infer<typeof enquiryAnswer>;

export const ENQUIRY_ENDPOINTS = {
  send: defineEndpoint({
    method: 'POST',
    path: '/enquiries',
    summary: "Send the contact form's enquiry",
    tag: 'Enquiries',
    auth: 'none',
    body: enquiryBody,
    responses: { 201: enquiryAnswer, ...BODY_ERRORS, ...COMMON_ERRORS },
  }),
} as const;
