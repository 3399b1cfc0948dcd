/** Buying a membership plan. */
export const MEMBERSHIP_MESSAGES = {
  unknownPlan: 'There is no plan to buy with that name. Please choose a plan on the membership page.',
  unknownPeriod: 'Billing period must be yearly, quarterly or monthly.',
  attemptOfAnother: 'This payment attempt was started from another account. Please reload the page and try again.',
  periodNotOffered: (period: string) => `This plan cannot be bought for a ${period} period. Please choose another period.`,
} as const;
