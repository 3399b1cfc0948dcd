/** The membership table's rows and the billing periods, shared with the site and the server. */
import { MEMBERSHIP_FEATURES as FEATURES } from '../../contracts/membershipFeatures';

export const MEMBERSHIP_FEATURES = FEATURES.map(({ title, value }) => ({ title, value }));
export { BILLING_PERIODS, periodPriceClash } from '../../contracts/membershipBill';
