/**
 * Form 10BE at the desk: the certificate of donations the trust gives a donor for a financial year
 * (1 April to 31 March), by the donor's PAN, for the deduction under section 80G. From a donation,
 * staff see the donor's years, make a year's certificate as a PDF and e-mail it to the donor; each
 * make and send is kept on the record of the donations it covers. A year can be certified once it
 * has ended.
 */
import { z } from 'zod/mini';
import { DESK_READ_ERRORS } from './desk';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { rowId } from './fields';
import { DESK_MESSAGES } from './messages/desk';
import { FORM_10BE_MESSAGES } from './messages/form10be';

/** A financial year as Indian tax forms write it: `2025-26`, from 1 April 2025 to 31 March 2026. */
export const FINANCIAL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;
export const isFinancialYear = (value: string) => {
  const match = FINANCIAL_YEAR_PATTERN.exec(value);
  return Boolean(match && Number(match[1]) >= 2000 && (Number(match[1]) + 1) % 100 === Number(match[2]));
};
export const financialYearField = z.string().check(z.refine(isFinancialYear, { error: FORM_10BE_MESSAGES.yearInvalid }));

export const form10beCertificate = z.object({
  number: z.string(),
  issuedAt: z.string(),
  emailedAt: z.nullable(z.string()),
  emailedTo: z.nullable(z.string()),
});
export const form10beYear = z.object({
  financialYear: z.string(),
  donations: z.int(),
  totalPaise: z.int(),
  /** Whether the year has ended (a certificate can be made only then). */
  closed: z.boolean(),
  /** The first day a certificate for the year can be made, e.g. 1 April 2026. */
  opensOn: z.string(),
  certificate: z.nullable(form10beCertificate),
});
export type Form10beYear = z.infer<typeof form10beYear>;

const donationParams = z.object({ donationId: rowId(DESK_MESSAGES.donationNotFound) });
const yearBody = z.object({ financialYear: financialYearField });
const yearsAnswer = z.object({ success: z.literal(true), pan: z.nullable(z.string()), years: z.array(form10beYear) });
const sentAnswer = z.object({ success: z.literal(true), message: z.string(), year: form10beYear });

export const DESK_FORM_10BE_ENDPOINTS = {
  years: defineEndpoint({
    method: 'GET',
    path: '/desk/donations/:donationId/form-10be',
    summary: 'The financial years the donation’s donor (by PAN) gave in, with each year’s total and its Form 10BE, newest first',
    tag: 'Desk',
    auth: 'staff',
    params: donationParams,
    responses: { 200: yearsAnswer, ...errorAnswers(400, 404, 414), ...DESK_READ_ERRORS },
  }),
  make: defineEndpoint({
    method: 'POST',
    path: '/desk/donations/:donationId/form-10be/pdf',
    summary: 'The donor’s Form 10BE for a financial year as a PDF (application/pdf); numbered the first time; kept on record',
    tag: 'Desk',
    auth: 'staff',
    params: donationParams,
    body: yearBody,
    responses: { ...BODY_ERRORS, ...errorAnswers(401, 403, 404, 414), ...COMMON_ERRORS },
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/desk/donations/:donationId/form-10be/send',
    summary: 'E-mail the donor’s Form 10BE for a financial year to the donor (the PDF attached); kept on record',
    tag: 'Desk',
    auth: 'staff',
    params: donationParams,
    body: yearBody,
    responses: { 200: sentAnswer, ...BODY_ERRORS, ...errorAnswers(401, 403, 404, 414), ...COMMON_ERRORS },
  }),
} as const;
