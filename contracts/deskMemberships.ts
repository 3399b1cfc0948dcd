/**
 * The desk's memberships: every paid membership period with its member, plan and dates, sorted
 * active, ending soon (within a month) or ended; the same list as a CSV file; one extended by
 * whole days or ended early, with a reason the member reads, each change on record.
 */
import { z } from 'zod/mini';
import { DESK_READ_ERRORS, deskRecordEntry } from './desk';
import { EXTEND_MAX_DAYS, MEMBERSHIP_STATUSES } from './deskRules';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { rowId, searchText, text } from './fields';
import { DESK_MESSAGES } from './messages/desk';
import { REQUEST_MESSAGES } from './messages/request';

const status = z.enum(MEMBERSHIP_STATUSES, { error: DESK_MESSAGES.membershipStatusInvalid });

export const deskMembership = z.object({
  id: z.number(),
  member: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  planName: z.string(),
  period: z.string(),
  /** What the member paid for the period, in paise. */
  paidPaise: z.int(),
  status,
  startsAt: z.string(),
  endsAt: z.string(),
});
export const deskMembershipDetail = z.extend(deskMembership, { orderId: z.string(), record: z.array(deskRecordEntry) });
export type DeskMembership = z.infer<typeof deskMembership>;
export type DeskMembershipDetail = z.infer<typeof deskMembershipDetail>;

export const membershipListQuery = z.object({
  status: z.optional(status),
  /** Words of the member's name or e-mail. */
  q: searchText(100),
});
export type MembershipListQuery = z.infer<typeof membershipListQuery>;

const reason = text('Reason', { max: 500 });
export const membershipExtendBody = z.object(
  {
    days: z.int({ error: DESK_MESSAGES.extendDaysInvalid(EXTEND_MAX_DAYS) }).check(
      z.minimum(1, { error: DESK_MESSAGES.extendDaysInvalid(EXTEND_MAX_DAYS) }),
      z.maximum(EXTEND_MAX_DAYS, { error: DESK_MESSAGES.extendDaysInvalid(EXTEND_MAX_DAYS) }),
    ),
    reason,
  },
  { error: REQUEST_MESSAGES.notAnObject },
);
export const membershipEndBody = z.object({ reason }, { error: REQUEST_MESSAGES.notAnObject });
export type MembershipExtendBody = z.input<typeof membershipExtendBody>;

const membershipParams = z.object({ membershipId: rowId(DESK_MESSAGES.membershipNotFound) });
const listAnswer = z.object({ success: z.literal(true), memberships: z.array(deskMembership) });
const itemAnswer = z.object({ success: z.literal(true), message: z.optional(z.string()), membership: deskMembershipDetail });
const WRITE = { ...BODY_ERRORS, ...errorAnswers(401, 403, 404, 409, 414), ...COMMON_ERRORS };

export const DESK_MEMBERSHIP_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/desk/memberships',
    summary: 'Paid memberships, ending soonest first: by status and the member’s name or e-mail',
    tag: 'Desk',
    auth: 'staff',
    querystring: membershipListQuery,
    responses: { 200: listAnswer, ...errorAnswers(400), ...DESK_READ_ERRORS },
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/desk/memberships.csv',
    summary: 'The same list as a CSV file (text/csv): amounts in exact rupees and paise, dates as ISO days in India',
    tag: 'Desk',
    auth: 'staff',
    querystring: membershipListQuery,
    responses: { ...errorAnswers(400), ...DESK_READ_ERRORS },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/desk/memberships/:membershipId',
    summary: 'One paid membership with its record',
    tag: 'Desk',
    auth: 'staff',
    params: membershipParams,
    responses: { 200: itemAnswer, ...errorAnswers(400, 404, 414), ...DESK_READ_ERRORS },
  }),
  extend: defineEndpoint({
    method: 'POST',
    path: '/desk/memberships/:membershipId/extend',
    summary: 'Extend a membership by whole days, with a reason; the member is e-mailed; kept on record',
    tag: 'Desk',
    auth: 'staff',
    params: membershipParams,
    body: membershipExtendBody,
    responses: { 200: itemAnswer, ...WRITE },
  }),
  end: defineEndpoint({
    method: 'POST',
    path: '/desk/memberships/:membershipId/end',
    summary: 'End a membership now, with a reason; the member is e-mailed; kept on record',
    tag: 'Desk',
    auth: 'staff',
    params: membershipParams,
    body: membershipEndBody,
    responses: { 200: itemAnswer, ...WRITE },
  }),
} as const;
