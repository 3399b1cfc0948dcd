/** The membership table's rows (SPEC §2) and the billing periods. */
export const MEMBERSHIP_FEATURES = [
  'Social Feed Connect',
  'Messaging',
  'Books Marketplace Curate',
  'Blogs',
  'Gurukul Access',
  'Originals Contents',
].map((title) => ({ title, value: title.replace(/\s+(\w)/g, (_m, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase()) }));

export { BILLING_PERIODS } from '../../contracts/membershipBill';
