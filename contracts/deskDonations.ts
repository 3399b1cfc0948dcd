/**
 * The desk's donations: paid donations found by the donor's name, e-mail, receipt number or the
 * days they were paid (in India), one opened with its receipt and record, and its receipt e-mailed
 * to the donor again (the same receipt and PDF they got; each resend kept on record).
 */
import { z } from 'zod/mini';
import { DESK_READ_ERRORS, deskRecordEntry } from './desk';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { rowId, searchText } from './fields';
import { DESK_MESSAGES } from './messages/desk';

/** A day as staff pick it in a date field, e.g. 2026-11-29 (a real calendar day). */
export const isoDay = (label: string) =>
  z.optional(
    z.string().check(
      z.refine((value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
        error: DESK_MESSAGES.dayInvalid(label),
      }),
    ),
  );

export const deskDonation = z.object({
  id: z.number(),
  receiptNumber: z.string(),
  donor: z.object({ name: z.string(), email: z.string() }),
  amountPaise: z.int(),
  causeTitle: z.string(),
  paidAt: z.string(),
});
export const deskDonationDetail = z.extend(deskDonation, {
  pan: z.nullable(z.string()),
  address: z.nullable(z.string()),
  phone: z.string(),
  country: z.string(),
  financialYear: z.string(),
  /** When the receipt was last e-mailed to the donor. */
  receiptEmailedAt: z.nullable(z.string()),
  record: z.array(deskRecordEntry),
});
export type DeskDonation = z.infer<typeof deskDonation>;
export type DeskDonationDetail = z.infer<typeof deskDonationDetail>;

export const donationListQuery = z
  .object({
    /** Words of the donor's name or e-mail, or a receipt number (JN/2026-27/000123). */
    q: searchText(100),
    /** The first and last days paid, in India, both included. */
    from: isoDay('From'),
    to: isoDay('To'),
  })
  .check(z.refine((query) => !query.from || !query.to || query.from <= query.to, { error: DESK_MESSAGES.daysReversed }));

const donationParams = z.object({ donationId: rowId(DESK_MESSAGES.donationNotFound) });
const listAnswer = z.object({ success: z.literal(true), donations: z.array(deskDonation) });
const itemAnswer = z.object({ success: z.literal(true), message: z.optional(z.string()), donation: deskDonationDetail });

export const DESK_DONATION_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/desk/donations',
    summary: 'Paid donations, newest first: by the donor’s name, e-mail or receipt number and the days paid',
    tag: 'Desk',
    auth: 'staff',
    querystring: donationListQuery,
    responses: { 200: listAnswer, ...errorAnswers(400), ...DESK_READ_ERRORS },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/desk/donations/:donationId',
    summary: 'One paid donation with its receipt details and its record',
    tag: 'Desk',
    auth: 'staff',
    params: donationParams,
    responses: { 200: itemAnswer, ...errorAnswers(400, 404, 414), ...DESK_READ_ERRORS },
  }),
  resendReceipt: defineEndpoint({
    method: 'POST',
    path: '/desk/donations/:donationId/resend-receipt',
    summary: 'E-mail the donation’s receipt (the same receipt and PDF) to the donor again; kept on record',
    tag: 'Desk',
    auth: 'staff',
    params: donationParams,
    responses: { 200: itemAnswer, ...BODY_ERRORS, ...errorAnswers(401, 403, 404, 414), ...COMMON_ERRORS },
  }),
} as const;
