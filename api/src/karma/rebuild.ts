import type { Kysely } from 'kysely';
import { KARMA_SEED_GRANT } from '../../../contracts/karmaRules';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../content/dataset';
import { reconcile } from './ledger';

/** Every member's ledger total, by member id (members without entries left out). */
export async function ledgerTotals(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('karma_entries')
    .select(['member_id', (eb) => eb.fn.sum<number>('points').as('total')])
    .groupBy('member_id')
    .execute();
  return new Map(rows.map((row) => [row.member_id, Number(row.total ?? 0)]).filter(([, total]) => total !== 0) as [number, number][]);
}

/**
 * Recomputes every ledger from the interaction tables, in one transaction. By default it appends
 * what is missing (credits for acts without one, reversals for credits whose act is gone), so the
 * history stays; `fresh` first removes every entry but the trust's seeded grants and writes the
 * credits again, dated at their acts and capped per day in the order the acts happened.
 */
export async function rebuildLedger(db: Kysely<Database>, content: PublishedContent, options: { fresh?: boolean } = {}) {
  return db.transaction().execute(async (trx) => {
    if (options.fresh) await trx.deleteFrom('karma_entries').where('event_kind', '<>', KARMA_SEED_GRANT).execute();
    return reconcile(trx, content, {}, { replay: true });
  });
}
