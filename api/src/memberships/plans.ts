import { isBillingPeriod, membershipBill, monthsIn, periodTitle, type BillingPeriod, type MembershipBill } from '../../../contracts/membershipBill';
import { MEMBERSHIP_MESSAGES } from '../../../contracts/messages/membership';
import type { ContentDocument } from '../content/dataset';
import type { PublishedContent } from '../content/dataset';
import { HttpError } from '../http/errors';

/**
 * Plans and prices as the trust publishes them: the server prices every membership order from
 * the published content, never from what the browser sends.
 */
export interface PricedMembership {
  planId: string;
  planName: string;
  period: BillingPeriod;
  bill: MembershipBill;
}

interface PlanPriceRow {
  period?: string;
  oldMonthly?: number;
  monthly?: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The GST rate (percent) of the membership page; a missing rate is a broken dataset, not 0%. */
export function membershipGstRate(content: PublishedContent): number {
  const page = content.published().find((doc) => doc._id === 'membershipPage');
  const rate = page?.gstRate;
  if (!isNumber(rate)) throw new Error('The membership page has no GST rate (content/membershipPage.gstRate).');
  return rate;
}

/** A plan that can be bought: published, with the "choose a billing period" action. */
function purchasablePlan(content: PublishedContent, planId: string): ContentDocument {
  const plan = content.published().find((doc) => doc._id === planId && doc._type === 'membershipPlan');
  if (!plan || plan.action !== 'subscribe') throw new HttpError(400, MEMBERSHIP_MESSAGES.unknownPlan);
  return plan;
}

/** Prices `period` of `planId` from content; 400 for a plan that is not for sale or a period it has no price for. */
export function priceMembership(content: PublishedContent, planId: string, period: string): PricedMembership {
  if (!isBillingPeriod(period)) throw new HttpError(400, MEMBERSHIP_MESSAGES.unknownPeriod);
  const plan = purchasablePlan(content, planId);
  const prices = Array.isArray(plan.prices) ? (plan.prices as PlanPriceRow[]) : [];
  const price = prices.find((row) => row.period === period);
  if (!price || !isNumber(price.oldMonthly) || !isNumber(price.monthly) || price.monthly <= 0) {
    throw new HttpError(400, MEMBERSHIP_MESSAGES.periodNotOffered(periodTitle(period).toLowerCase()));
  }
  const bill = membershipBill({ oldMonthly: price.oldMonthly, monthly: price.monthly }, monthsIn(period), membershipGstRate(content));
  return { planId: plan._id, planName: String(plan.name ?? plan._id), period, bill };
}
