import { formatRupees, periodTitle, type BillingPeriod, type MembershipBill } from '../../../../../contracts/membershipBill';
import styles from './Membership.module.css';
import { fill, type MembershipLabels } from './membershipTexts';

interface MembershipBillTableProps {
  planName: string;
  period: BillingPeriod;
  bill: MembershipBill;
  labels: MembershipLabels | null;
}

/** The Membership Bill (DESIGN §7): every line the server will charge, computed by the same function. */
export function MembershipBillTable({ planName, period, bill, labels }: MembershipBillTableProps) {
  const title = periodTitle(period);
  const rows: [string, string, string?][] = [
    [labels?.planLine ?? '', planName],
    [labels?.periodLine ?? '', title],
    [fill(labels?.listTotalLine, { period: title }), formatRupees(bill.listTotal)],
    [labels?.discountLine ?? '', formatRupees(-bill.discount)],
    [labels?.subtotalLine ?? '', formatRupees(bill.subtotal)],
    [fill(labels?.gstLine, { rate: `${bill.gstRate}%` }), formatRupees(bill.gst)],
    [labels?.totalLine ?? '', formatRupees(bill.total), styles.billTotal],
  ];
  return (
    <table className={styles.bill}>
      <caption>{labels?.billHeading}</caption>
      <tbody>
        {rows.map(([label, value, className]) => (
          <tr key={label} className={className}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
