import type { Kysely } from 'kysely';
import { istDay } from '../../../contracts/dates';
import { KARMA_SEED_GRANT } from '../../../contracts/karmaRules';
import { SAMPLE_MEMBERS, sampleEmail } from '../community/seed/members';
import { isUniqueViolation, nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../content/dataset';
import { reconcile } from './ledger';
import { ledgerTotals } from './rebuild';

/** The name under which seed_runs records that the sample members' ledgers were written. */
export const KARMA_SEED = 'karma-ledger-samples';

/**
 * What the trust grants sample members, so that each starts at the stage their profile shows: the
 * profile's sage a knower, the others by their role; reviewers (and everyone not named) keep what
 * their sample likes and comments earned, seekers all. Each grant comes from `givers` other sample
 * members, since a stage also needs distinct members.
 */
const GRANTS: Record<string, { points: number; givers: number }> = {
  'shreya-raghavan': { points: 2400, givers: 10 },
  'swami-atmananda': { points: 3200, givers: 12 },
  'kavita-banerjee': { points: 2050, givers: 8 },
  'ananya-sharma': { points: 650, givers: 4 },
  // A reviewer a like short of Sadhaka, as many seekers are: the next like on his comment passes it.
  'arjun-mehta': { points: 490, givers: 4 },
};

/**
 * Once per database, after the samples are seeded: every sample member's ledger from their sample
 * interactions (as `karma:rebuild` writes it), then the trust's grants. The grants are entries of
 * their own kind, which a rebuild keeps.
 */
export async function seedKarmaLedgers(db: Kysely<Database>, content: PublishedContent): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const run = await trx
        .insertInto('seed_runs')
        .values({ name: KARMA_SEED, applied_at: nowIso() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .executeTakeFirst();
      if (Number(run.numInsertedOrUpdatedRows ?? 0n) === 0) return;
      await reconcile(trx, content, {}, { replay: true });
      const rows = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', SAMPLE_MEMBERS.map((m) => sampleEmail(m.slug))).execute();
      const idOf = new Map(rows.map((row) => [row.email, row.id]));
      const totals = await ledgerTotals(trx);
      const at = nowIso();
      for (const [slug, grant] of Object.entries(GRANTS)) {
        const memberId = idOf.get(sampleEmail(slug));
        if (memberId === undefined) continue;
        const givers = SAMPLE_MEMBERS.filter((m) => m.slug !== slug).map((m) => idOf.get(sampleEmail(m.slug))).filter((id) => id !== undefined).slice(0, grant.givers);
        const owed = Math.max(givers.length, grant.points - (totals.get(memberId) ?? 0));
        const share = Math.floor(owed / givers.length);
        await trx
          .insertInto('karma_entries')
          .values(
            givers.map((actorId, i) => ({
              member_id: memberId,
              event_kind: KARMA_SEED_GRANT,
              target_type: 'member',
              target_id: String(memberId),
              actor_id: actorId,
              seq: 1,
              points: share + (i === 0 ? owed - share * givers.length : 0),
              rule_version: KARMA_SEED,
              reverses_id: null,
              cap_day: istDay(at),
              created_at: at,
            })),
          )
          .execute();
      }
    });
  } catch (error) {
    // Another instance seeded between our check and insert: its seed stands.
    if (!isUniqueViolation(error)) throw error;
  }
}
