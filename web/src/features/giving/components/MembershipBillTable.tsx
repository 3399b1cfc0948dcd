import type { BillLine } from '@contracts/money';
import { periodTitle, type BillingPeriod, type MembershipBill } from '@contracts/membershipBill';
import { Bill } from './Bill';
import styles from './Membership.module.css';
import { fill, type MembershipLabels } from './membershipTexts';

interface MembershipBillTableProps {
  planName: string;
  period: BillingPeriod;
  bill: MembershipBill;
  labels: MembershipLabels | null;
}

/** The bill's lines with the panel's words; the amounts come from the server's own function. */
export function membershipBillLines(bill: MembershipBill, period: BillingPeriod, labels: MembershipLabels | null): BillLine[] {
  return [
    { key: 'listTotal', label: fill(labels?.listTotalLine, { period: periodTitle(period) }), paise: bill.listTotal },
    { key: 'discount', label: labels?.discountLine ?? '', paise: bill.discount },
    { key: 'subtotal', label: labels?.subtotalLine ?? '', paise: bill.subtotal },
    { key: 'gst', label: fill(labels?.gstLine, { rate: `${bill.gstRate}%` }), paise: bill.gst },
    { key: 'total', label: labels?.totalLine ?? '', paise: bill.total },
  ];
}

/** The Membership Bill: which plan and period, then every line the server will charge. */
export function MembershipBillTable({ planName, period, bill, labels }: MembershipBillTableProps) {
  return (
    <>
      <dl className={styles.choice}>
        <div data-testid="bill-plan">
          <dt>{labels?.planLine}</dt>
          <dd>{planName}</dd>
        </div>
        <div data-testid="bill-period">
          <dt>{labels?.periodLine}</dt>
          <dd>{periodTitle(period)}</dd>
        </div>
      </dl>
      <Bill heading={labels?.billHeading ?? ''} lines={membershipBillLines(bill, period, labels)} />
    </>
  );
}
