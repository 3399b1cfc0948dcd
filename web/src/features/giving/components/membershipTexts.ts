import type { MembershipPageQueryResult } from '@schemas/sanity.types';

/** The membership page as the query answers it, and the parts its components take. */
export type MembershipPageContent = NonNullable<MembershipPageQueryResult>;
export type MembershipLabels = NonNullable<MembershipPageContent['labels']>;
export type MembershipPlanContent = NonNullable<MembershipPageContent['plans']>[number];
export type PaymentMethodContent = NonNullable<MembershipPageContent['paymentMethods']>[number];

/** A label with its {placeholders} filled in. */
export function fill(template: string | null | undefined, values: Record<string, string>): string {
  return (template ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A date as members read it on the site: 23 November 2027. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
