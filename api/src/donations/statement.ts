import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { csvText } from '../http/csv';

/**
 * The annual statement of donations for the trust's accountant, in the column order of Form 10BD
 * (donor's id type and number, name, address, donation type, mode, amount): one row per donor,
 * donation type and mode, summed over the financial year's paid donations. Donors who gave no PAN
 * are listed with the id type left for the accountant to complete, never invented.
 */

export const STATEMENT_COLUMNS = [
  'ID Code',
  'Unique Identification Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

export const ELECTRONIC = 'Electronic modes including account payee cheque/draft';

export async function donationStatementRows(db: Kysely<Database>, financialYear: string): Promise<string[][]> {
  const donations = await db
    .selectFrom('donations')
    .innerJoin('payment_orders', 'payment_orders.id', 'donations.order_id')
    .select(['donations.pan', 'donations.email', 'donations.first_name', 'donations.last_name', 'donations.address', 'donations.amount_paise', 'donations.receipt_number'])
    .where('payment_orders.status', '=', 'paid')
    .where('donations.financial_year', '=', financialYear)
    .orderBy('donations.receipt_number')
    .execute();
  const rows = new Map<string, { pan: string | null; name: string; address: string; paise: number }>();
  for (const donation of donations) {
    const key = donation.pan ?? `email:${donation.email}`;
    const row = rows.get(key) ?? { pan: donation.pan, name: `${donation.first_name} ${donation.last_name}`, address: donation.address ?? '', paise: 0 };
    row.paise += donation.amount_paise;
    if (!row.address && donation.address) row.address = donation.address;
    rows.set(key, row);
  }
  return [...rows.values()].map((row) => [
    row.pan ? 'Permanent Account Number' : '',
    row.pan ?? '',
    row.name,
    row.address,
    'Others',
    ELECTRONIC,
    (row.paise / 100).toFixed(2),
  ]);
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return csvText([STATEMENT_COLUMNS, ...rows]);
}
