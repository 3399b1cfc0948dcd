/**
 * A donation: the dialog's fields as the server checks them, the
 * answers (the order to pay, the bill, the receipt) and the top donors. The amount is the donor's
 * choice of whole rupees; the server turns it into paise and ignores any price the browser sends.
 */
import { z } from 'zod/mini';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { emailField, nameText, optionalText, text } from './fields';
import { DONATION_MESSAGES } from './messages/donation';
import { PAYMENT_MESSAGES } from './messages/payments';
import { REQUEST_MESSAGES } from './messages/request';
import { checkoutInstructions, idempotencyKeyField, paymentOrder } from './payments';
import { amountProblem, DONATION_LIMITS, INDIA, normalisePhone, PAN_PATTERN } from './donationRules';

const D = DONATION_MESSAGES;

export { amountProblem, DONATION_LIMITS, INDIA, INDIAN_MOBILE, INTERNATIONAL_PHONE, normalisePhone, PAN_PATTERN } from './donationRules';

export const donationBody = z
  .object(
    {
      firstName: nameText('First name', { max: DONATION_LIMITS.name }),
      lastName: nameText('Last name', { max: DONATION_LIMITS.name }),
      email: emailField('E-mail'),
      country: nameText('Country', { max: DONATION_LIMITS.country }),
      phone: text('Phone number', { max: 30 }),
      amountRupees: z.unknown().check(z.refine((value) => amountProblem(value) === null, { error: (issue) => amountProblem(issue.input) ?? D.amountRequired })),
      pan: z.pipe(
        optionalText('PAN', 10),
        z.transform((value: string | null) => value?.toUpperCase() ?? null),
      ).check(z.refine((value) => value === null || PAN_PATTERN.test(value), { error: D.panInvalid })),
      address: optionalText('Postal address', DONATION_LIMITS.address),
      showName: z.optional(z.boolean({ error: D.showNameInvalid })),
      causeId: text('Cause', { max: 120 }),
      idempotencyKey: idempotencyKeyField,
    },
    { error: REQUEST_MESSAGES.notAnObject },
  )
  .check(
    z.refine((body) => normalisePhone(body.country, body.phone) !== null, {
      path: ['phone'],
      error: (issue) => {
        const input = issue.input as { country?: string } | undefined;
        return input?.country?.trim().toLowerCase() === INDIA.toLowerCase() ? D.phoneIndia : D.phoneInternational;
      },
    }),
  );
export type DonationBody = z.input<typeof donationBody>;

export const billLine = z.object({
  key: z.enum(['amount', 'listTotal', 'discount', 'subtotal', 'gst', 'total']),
  label: z.string(),
  paise: z.number(),
  note: z.optional(z.string()),
});
export const bill = z.object({ lines: z.array(billLine), totalPaise: z.number() });

export const donationCreated = z.object({
  success: z.literal(true),
  order: paymentOrder,
  checkout: checkoutInstructions,
  bill,
  causeTitle: z.string(),
  /** The thank-you page of this donation (with its receipt key): where the checkout returns to. */
  thankYouPath: z.string(),
});
export type DonationCreated = z.infer<typeof donationCreated>;

export const receipt = z.object({
  number: z.string(),
  date: z.string(),
  donorName: z.string(),
  email: z.string(),
  address: z.nullable(z.string()),
  pan: z.nullable(z.string()),
  amountPaise: z.number(),
  amountInWords: z.string(),
  mode: z.string(),
  causeTitle: z.string(),
  trust: z.object({ name: z.string(), address: z.string(), pan: z.string(), registrations: z.array(z.object({ label: z.string(), number: z.string() })) }),
  note: z.string(),
  pdfPath: z.string(),
});
export type Receipt = z.infer<typeof receipt>;

export const donationStatus = z.object({ success: z.literal(true), order: paymentOrder, causeTitle: z.string(), receipt: z.nullable(receipt) });
export type DonationStatus = z.infer<typeof donationStatus>;

export const topDonorsAnswer = z.object({ success: z.literal(true), donors: z.array(z.object({ name: z.string() })) });
export type TopDonorsAnswer = z.infer<typeof topDonorsAnswer>;

const orderParams = z.object({ orderId: z.string().check(z.regex(/^ord_[0-9a-f]{24}$/, { error: PAYMENT_MESSAGES.orderNotFound })) });
const receiptKey = z.object({ key: z.optional(z.string()) });

export const DONATION_ENDPOINTS = {
  // Before `/donations/:orderId`, so that matching in order finds this fixed path first.
  topDonors: defineEndpoint({
    method: 'GET',
    path: '/donations/top-donors',
    summary: 'Donors who chose to be shown, by total given this financial year (names only)',
    tag: 'Donations',
    auth: 'none',
    responses: { 200: topDonorsAnswer, ...COMMON_ERRORS },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/donations',
    summary: 'Start a donation: validates the donor, prices it from content and opens its order',
    tag: 'Donations',
    auth: 'optional',
    body: donationBody,
    responses: { 201: donationCreated, ...BODY_ERRORS, ...errorAnswers(409, 422, 503), ...COMMON_ERRORS },
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/donations/:orderId',
    summary: "A donation's payment and, once paid, its receipt (with the receipt key, or for the member who gave)",
    tag: 'Donations',
    auth: 'optional',
    params: orderParams,
    querystring: receiptKey,
    responses: { 200: donationStatus, ...errorAnswers(400, 403, 404, 414), ...COMMON_ERRORS },
  }),
  receiptPdf: defineEndpoint({
    method: 'GET',
    path: '/donations/:orderId/receipt.pdf',
    summary: "The donation receipt as a PDF (application/pdf), with the receipt key or for the member who gave",
    tag: 'Donations',
    auth: 'optional',
    params: orderParams,
    querystring: receiptKey,
    responses: { ...errorAnswers(400, 403, 404, 409, 414), ...COMMON_ERRORS },
  }),
} as const;
