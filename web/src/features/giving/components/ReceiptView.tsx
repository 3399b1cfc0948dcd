import type { Receipt } from '@contracts/donations';
import { formatRupees } from '@contracts/money';
import styles from './Receipt.module.css';

/** The donation receipt on screen, with its PDF; the same fields as the PDF and the e-mail. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const rows: [string, string | null, string][] = [
    ['Receipt number', receipt.number, 'number'],
    ['Date', receipt.date, 'date'],
    ['Received from', receipt.donorName, 'donor'],
    ['Address', receipt.address, 'address'],
    ['PAN of donor', receipt.pan, 'pan'],
    ['Amount', formatRupees(receipt.amountPaise), 'amount'],
    ['Amount in words', receipt.amountInWords, 'words'],
    ['Mode of payment', receipt.mode, 'mode'],
    ['Towards', receipt.causeTitle, 'cause'],
  ];
  return (
    <article className={styles.receipt} aria-labelledby="receipt-heading">
      <header className={styles.trust}>
        <p className={styles.trustName}>{receipt.trust.name}</p>
        <p>{receipt.trust.address}</p>
        <p>PAN: {receipt.trust.pan}</p>
        {receipt.trust.registrations.map((registration) => (
          <p key={registration.number}>
            {registration.label}: {registration.number}
          </p>
        ))}
      </header>
      <h2 id="receipt-heading">Donation receipt</h2>
      <dl className={styles.fields}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value, id]) => (
            <div key={id} className={styles.row} data-testid={`receipt-${id}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className={styles.note}>{receipt.note}</p>
      <p>
        A copy has been e-mailed to <strong>{receipt.email}</strong>.{' '}
        <a href={receipt.pdfPath} download className={styles.download}>
          Download the receipt (PDF)
        </a>
      </p>
    </article>
  );
}
