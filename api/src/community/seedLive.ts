import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ContentDocument } from '../content/dataset';
import { clock } from '../clock';
import { type AnyKysely, isUniqueViolation, nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { SAMPLE_EVENT_ATTENDANCES, SAMPLE_MEMBERS, sampleEmail } from './seed';

/** The name under which seed_runs records that the sample community was brought up to the first start's date. */
export const LIVE_SEED = 'community-samples-dated-from-first-start';

/**
 * The moment the sample data was written as if it were "now": an hour after its latest activity.
 * Every sample date moves by (first start - this), so stories are from the last hours, members
 * were active minutes ago and the trust's event is still ahead.
 */
export const SAMPLE_NOW = '2025-08-28T06:00:00Z';

/** Where the event documents can be changed (the working content dataset). */
export interface EditableContent {
  get(id: string): ContentDocument | undefined;
  commit(changes: Map<string, ContentDocument | null>): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const moved = (iso: string, byMs: number) => new Date(Date.parse(iso) + byMs).toISOString();

/** A sample date as the run recorded at `appliedAt` moved it. */
export const datedFrom = (appliedAt: string) => (iso: string) => moved(iso, Date.parse(appliedAt) - Date.parse(SAMPLE_NOW));

/**
 * Once per database (its own seed_runs name, since installs that seeded the samples before this
 * existed must get it too): moves the sample members' dates to the first start. Members' own
 * rows are never touched: only sample members' rows, and only their dates.
 */
export async function dateSamplesFromFirstStart(db: Kysely<Database>, content: EditableContent): Promise<void> {
  const at = clock.nowIso();
  const shift = Date.parse(at) - Date.parse(SAMPLE_NOW);
  let claimed = false;
  try {
    await db.transaction().execute(async (trx) => {
      const run = await trx
        .insertInto('seed_runs')
        .values({ name: LIVE_SEED, applied_at: at })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .executeTakeFirst();
      if (Number(run.numInsertedOrUpdatedRows ?? 0n) === 0) return;
      claimed = true;
      // Rows' creation dates are never changed elsewhere (the schema says so); here they are moved once, as a whole.
      const dated = trx as AnyKysely;
      const ids = (await trx.selectFrom('users').select('id').where('email', 'in', SAMPLE_MEMBERS.map((m) => sampleEmail(m.slug))).execute()).map((u) => u.id);
      if (!ids.length) return;
      const profiles = await trx.selectFrom('member_profiles').select(['user_id', 'last_active_at']).where('user_id', 'in', ids).execute();
      for (const p of profiles) if (p.last_active_at) await trx.updateTable('member_profiles').set({ last_active_at: moved(p.last_active_at, shift) }).where('user_id', '=', p.user_id).execute();
      const posts = await trx.selectFrom('posts').select(['id', 'created_at']).where('author_id', 'in', ids).execute();
      for (const p of posts) await dated.updateTable('posts').set({ created_at: moved(p.created_at, shift) }).where('id', '=', p.id).execute();
      const stories = await trx.selectFrom('stories').select(['id', 'created_at']).where('author_id', 'in', ids).execute();
      for (const s of stories) await dated.updateTable('stories').set({ created_at: moved(s.created_at, shift) }).where('id', '=', s.id).execute();
      const comments = await trx.selectFrom('comments').select(['id', 'created_at']).where('member_id', 'in', ids).execute();
      for (const c of comments) await dated.updateTable('comments').set({ created_at: moved(c.created_at, shift) }).where('id', '=', c.id).execute();
      const tribes = await trx.selectFrom('tribes').select(['id', 'last_active_at']).where('created_by', 'in', ids).execute();
      for (const t of tribes) await trx.updateTable('tribes').set({ last_active_at: moved(t.last_active_at, shift) }).where('id', '=', t.id).execute();
    });
  } catch (error) {
    // Another instance dated them between our check and insert: its run stands.
    if (!isUniqueViolation(error)) throw error;
  }
  if (!claimed) return;
  // Whole days, so the event keeps the hour it was announced for.
  const days = Math.round(shift / DAY_MS) * DAY_MS;
  const changes = new Map<string, ContentDocument | null>();
  for (const { eventId } of SAMPLE_EVENT_ATTENDANCES) {
    const event = content.get(eventId) as (ContentDocument & { startsAt?: string; endsAt?: string }) | undefined;
    // An event staff have already moved past this moment is theirs to date.
    if (!event?.startsAt || Date.parse(event.startsAt) > clock.nowMs()) continue;
    changes.set(eventId, { ...event, _rev: randomUUID(), _updatedAt: nowIso(), startsAt: moved(event.startsAt, days), ...(event.endsAt ? { endsAt: moved(event.endsAt, days) } : {}) });
  }
  if (changes.size) await content.commit(changes);
}
