import { formatRupees } from '../../../contracts/money';
import { periodTitle } from '../../../contracts/membershipBill';
import type { OutgoingEmail } from '../email';
import type { TrustDetails } from '../content/trust';
import type { RecordedMembership } from './repository';

/**
 * The tax invoice for a membership, e-mailed when it is paid. A membership is a service, so unlike
 * a donation receipt it states GST: every line of the bill as charged. Numbered
 * per membership row (`JNM-M-2026-000042`): unique and in order of payment.
 */
export interface InvoiceInput {
  recorded: RecordedMembership;
  member: { firstName: string; lastName: string; email: string };
  trust: TrustDetails;
  paymentMode: string | null;
  paidAt: string;
}

export const invoiceNumber = (recorded: Pick<RecordedMembership, 'id' | 'createdAt'>) =>
  `JNM-M-${recorded.createdAt.slice(0, 4)}-${String(recorded.id).padStart(6, '0')}`;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function membershipInvoiceEmail({ recorded, member, trust, paymentMode, paidAt }: InvoiceInput): OutgoingEmail {
  const { membership, bill } = recorded;
  const period = periodTitle(membership.period);
  const number = invoiceNumber(recorded);
  const rows: [string, string][] = [
    [`${period} total (list price)`, formatRupees(bill.listTotal)],
    ['Discount', `− ${formatRupees(bill.discount)}`],
    ['Subtotal (taxable value)', formatRupees(bill.subtotal)],
    [`GST at ${bill.gstRate}%`, formatRupees(bill.gst)],
    ['Total paid', formatRupees(bill.total)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const text = [
    `Tax invoice ${number}`,
    `Date: ${day(paidAt)}`,
    '',
    `${trust.name}${trust.address ? `, ${trust.address}` : ''}`,
    ...(trust.pan ? [`PAN: ${trust.pan}`] : []),
    ...trust.registrations.map((r) => `${r.label}: ${r.number}`),
    '',
    `Billed to: ${member.firstName} ${member.lastName} <${member.email}>`,
    '',
    `Membership: ${membership.planName}, billed ${period.toLowerCase()} (${bill.months} month${bill.months === 1 ? '' : 's'}, paid upfront)`,
    `Valid from ${day(membership.startsAt)} until ${day(membership.endsAt)}`,
    '',
    ...rows.map(([label, value]) => `${label.padEnd(width)}  ${value.padStart(12)}`),
    '',
    `Payment: ${paymentMode ?? 'Online'}, order ${recorded.orderId}`,
    '',
    `Thank you for supporting ${trust.name}. Memberships are not refundable (see our terms).`,
  ].join('\n');
  return {
    to: member.email,
    subject: `Your ${membership.planName} membership — tax invoice ${number}`,
    text,
    headers: { 'X-Jnanam-Kind': 'membership-invoice' },
  };
}
