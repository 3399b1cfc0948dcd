/**
 * Memberships: a member buys a plan for a billing period through
 * the payments module and reads back what membership they hold. The browser names a plan and a
 * period only; the server prices it from content.
 */
import { z } from 'zod/mini';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { text } from './fields';
import { BILLING_PERIOD_VALUES } from './membershipBill';
import { MEMBERSHIP_MESSAGES } from './messages/membership';
import { REQUEST_MESSAGES } from './messages/request';
import { checkoutInstructions, idempotencyKeyField, paymentOrder } from './payments';

const messages = MEMBERSHIP_MESSAGES;

/** The longest plan id the server looks up (content ids are far shorter). */
export const PLAN_ID_MAX_LENGTH = 120;

export const billingPeriod = z.enum(BILLING_PERIOD_VALUES, { error: messages.unknownPeriod });

/**
 * POST /memberships/orders: which plan, for which period, and the attempt's idempotency key (a
 * second click finds the first order). Any price sent beside them is ignored.
 */
export const membershipOrderBody = z.object(
  {
    planId: text('Plan', { max: PLAN_ID_MAX_LENGTH }),
    period: billingPeriod,
    idempotencyKey: idempotencyKeyField,
  },
  { error: REQUEST_MESSAGES.notAnObject },
);
export type MembershipOrderBody = z.infer<typeof membershipOrderBody>;

const paise = z.int().check(z.nonnegative());

/** The bill the order charges, line by line, in paise (the panel shows the same lines). */
export const membershipBillAnswer = z.object({
  months: z.int().check(z.positive()),
  listTotal: paise,
  discount: paise,
  subtotal: paise,
  gstRate: z.number(),
  gst: paise,
  total: paise,
});

/** The order created for a membership, how to pay it, and the bill it charges. */
export const membershipOrderAnswer = z.object({
  success: z.literal(true),
  order: paymentOrder,
  checkout: checkoutInstructions,
  bill: membershipBillAnswer,
});
export type MembershipOrderAnswer = z.infer<typeof membershipOrderAnswer>;

/** A membership as its member sees it; dates are ISO timestamps (UTC). */
export const membershipAnswer = z.object({
  planId: z.string(),
  planName: z.string(),
  period: billingPeriod,
  startsAt: z.string(),
  endsAt: z.string(),
});
export type MembershipView = z.infer<typeof membershipAnswer>;

/**
 * GET /memberships/me: `current` is the membership in force now (null when none), `paidUntil` the
 * end of the last one paid for (renewals run on from it), `premium` whether premium features are open.
 */
export const myMembershipAnswer = z.object({
  success: z.literal(true),
  premium: z.boolean(),
  current: z.nullable(membershipAnswer),
  paidUntil: z.nullable(z.string()),
});
export type MyMembershipAnswer = z.infer<typeof myMembershipAnswer>;

export const MEMBERSHIP_ENDPOINTS = {
  order: defineEndpoint({
    method: 'POST',
    path: '/memberships/orders',
    summary: 'Create the payment order for a plan and billing period (priced on the server from content)',
    tag: 'Memberships',
    auth: 'member',
    body: membershipOrderBody,
    // 409: the idempotency key already made another kind of order.
    responses: { 201: membershipOrderAnswer, ...BODY_ERRORS, ...errorAnswers(401, 409, 503), ...COMMON_ERRORS },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/memberships/me',
    summary: "The member's membership and whether premium features are open to them",
    tag: 'Memberships',
    auth: 'member',
    responses: { 200: myMembershipAnswer, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
} as const;
