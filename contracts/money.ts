/**
 * Money as the whole platform handles it: integers in paise in the database, the API
 * and every computation; formatted only for display, in Indian grouping (`₹1,401.84`). Shared by
 * the server (bills, receipts, the test checkout) and the browser (the bill on screen).
 */

export const PAISE_PER_RUPEE = 100;

export const rupeesToPaise = (rupees: number) => Math.round(rupees * PAISE_PER_RUPEE);

/** Indian digit grouping: the last three digits, then pairs (`12,34,567`). */
const groupIndian = (digits: string) =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/**
 * Rupees as `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` writes them (a
 * property test compares the two), written out: the first Intl formatter a page makes loads the
 * browser's locale data, ~30 ms on a desktop and four times that on a phone — most of the time the
 * marketplace's code spent before hydrating.
 */
function rupees(paise: number, withPaise: boolean): string {
  const whole = Math.round(paise);
  const magnitude = Math.abs(whole);
  const fraction = withPaise ? `.${String(magnitude % PAISE_PER_RUPEE).padStart(2, '0')}` : '';
  return `${whole < 0 ? '-' : ''}₹${groupIndian(String(Math.floor(magnitude / PAISE_PER_RUPEE)))}${fraction}`;
}

/** `₹1,401.84` (always with paise). */
export const formatRupees = (paise: number) => rupees(paise, true);

/** `₹2,001` for whole-rupee amounts such as preset buttons; with paise otherwise. */
export const formatRupeesShort = (paise: number) => rupees(paise, Math.round(paise) % PAISE_PER_RUPEE !== 0);

/** A rate in percent applied to paise, rounded half-up to the paisa. */
export function percentOf(paise: number, ratePercent: number): number {
  // Whole-number arithmetic where possible: rates such as 18 or 12.5 are exact in hundredths.
  const rateHundredths = Math.round(ratePercent * 100);
  return Math.floor((paise * rateHundredths + 5_000) / 10_000);
}

/** One line of a bill: what it is and how much, in paise (negative for a discount). */
export interface BillLine {
  key: 'amount' | 'listTotal' | 'discount' | 'subtotal' | 'gst' | 'total';
  label: string;
  paise: number;
  /** A short reason or detail shown with the line, e.g. why GST is ₹0. */
  note?: string;
}

export interface Bill {
  lines: BillLine[];
  totalPaise: number;
}

/**
 * The donation bill: amount, discount ₹0, subtotal = amount, GST ₹0 (a donation is
 * a gift, not a taxable supply: the reason is content), total = amount.
 */
export function donationBill(amountPaise: number, gstNote: string): Bill {
  return {
    lines: [
      { key: 'amount', label: 'Donation amount', paise: amountPaise },
      { key: 'discount', label: 'Discount', paise: 0 },
      { key: 'subtotal', label: 'Subtotal', paise: amountPaise },
      { key: 'gst', label: 'GST', paise: 0, note: gstNote },
      { key: 'total', label: 'Total', paise: amountPaise },
    ],
    totalPaise: amountPaise,
  };
}
