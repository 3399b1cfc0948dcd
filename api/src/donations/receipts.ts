import type { Kysely } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { IST_OFFSET_MS, inIndia } from '../../../contracts/dates';

/**
 * Receipt numbers as an Indian trust keeps them: one unbroken sequence per financial
 * year (1 April to 31 March, by the date in India), e.g. `JN/2026-27/000123`. The counter moves in
 * the same transaction that stamps the donation, so numbers are neither skipped nor repeated,
 * even with several server instances on one PostgreSQL.
 */

export const RECEIPT_PREFIX = 'JN';

/** The financial year a moment falls in, in India: `2026-27` from 1 April 2026 to 31 March 2027. */
export function financialYearOf(moment: Date): string {
  const india = inIndia(moment);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first and last instants of a financial year (`2026-27`), as ISO strings. */
export function financialYearBounds(financialYear: string): { from: string; to: string } {
  const match = /^(\d{4})-(\d{2})$/.exec(financialYear);
  const start = match ? Number(match[1]) : NaN;
  if (!match || (start + 1) % 100 !== Number(match[2])) throw new Error(`Not a financial year: "${financialYear}" (write it like 2026-27)`);
  const from = new Date(Date.UTC(start, 3, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(start + 1, 3, 1) - IST_OFFSET_MS - 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

export const formatReceiptNumber = (financialYear: string, sequence: number) => `${RECEIPT_PREFIX}/${financialYear}/${String(sequence).padStart(6, '0')}`;

/**
 * Gives a paid donation its receipt number (once: a donation that has one keeps it) and answers it.
 * `at` is the moment of payment, which decides the financial year.
 */
export async function issueReceiptNumber(db: Kysely<Database>, orderId: string, at: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('donations').select('receipt_number').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    if (existing.receipt_number) return existing.receipt_number;
    const financialYear = financialYearOf(at);
    await trx.insertInto('receipt_counters').values({ financial_year: financialYear, last_number: 0 }).onConflict((oc) => oc.column('financial_year').doNothing()).execute();
    const { last_number } = await trx
      .updateTable('receipt_counters')
      .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
      .where('financial_year', '=', financialYear)
      .returning('last_number')
      .executeTakeFirstOrThrow();
    const number = formatReceiptNumber(financialYear, last_number);
    const stamped = await trx
      .updateTable('donations')
      .set({ receipt_number: number, financial_year: financialYear, receipt_issued_at: nowIso() })
      .where('order_id', '=', orderId)
      .where('receipt_number', 'is', null)
      .executeTakeFirst();
    if (Number(stamped.numUpdatedRows) !== 1) throw new Error(`Receipt for ${orderId} was issued twice at once`);
    return number;
  });
}
