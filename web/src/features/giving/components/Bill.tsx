import type { BillLine } from '@contracts/money';
import { formatRupees } from '@contracts/money';
import styles from './Bill.module.css';

interface BillProps {
  /** "Donation Bill", "Membership Bill". */
  heading: string;
  /** Lines in paise, as the server computes them (contracts/money.ts); the last is the total. */
  lines: readonly BillLine[];
  /** A line under the bill, e.g. what the total covers. */
  note?: string;
}

/**
 * A bill as the trust lays it out (donation: amount, discount, subtotal, GST with its reason,
 * total; membership: list total, discount, subtotal, GST, total). Shared by the Donate and
 * Membership payment panels; each line carries a test id `bill-<key>`.
 */
export function Bill({ heading, lines, note }: BillProps) {
  return (
    <section className={styles.bill} aria-label={heading}>
      <h3 className={styles.heading}>{heading}</h3>
      <dl className={styles.lines}>
        {lines.map((line) => (
          <div key={line.key} className={line.key === 'total' ? `${styles.line} ${styles.total}` : styles.line} data-testid={`bill-${line.key}`}>
            <dt>
              {line.label}
              {line.note && <span className={styles.note}>{line.note}</span>}
            </dt>
            <dd>{line.key === 'discount' && line.paise > 0 ? `− ${formatRupees(line.paise)}` : formatRupees(line.paise)}</dd>
          </div>
        ))}
      </dl>
      {note && <p className={styles.footnote}>{note}</p>}
    </section>
  );
}
