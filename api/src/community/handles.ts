import type { Kysely } from 'kysely';
import { HANDLE_MAX_LENGTH, isHandle } from '../../../contracts/communityRules';
import type { AnyKysely } from '../db/dialect';
import type { Database } from '../db/schema';
import { nowIso } from '../db/dialect';

/** A handle made from a name: its letters without accents, lower-cased, words joined by dots ("Shreya Raghavan" -> shreya.raghavan). */
export function handleFromName(firstName: string, lastName: string): string {
  const words = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const base = words.join('.').slice(0, HANDLE_MAX_LENGTH - 4).replace(/\.+$/, '');
  return isHandle(base) ? base : 'member';
}

/** The base itself when free, else the base with the smallest free number after it. */
export async function freeHandle(db: AnyKysely, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .selectFrom('member_profiles')
        .select('handle')
        .where((eb) => eb.or([eb('handle', '=', base), eb('handle', 'like', `${base}%`)]))
        .execute()
    ).map((row: { handle: string | null }) => row.handle),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/**
 * The member's profile row, made with a handle from their name when they have none (at sign-up,
 * and for accounts older than profiles). Two requests at once may both try; the second's insert
 * is ignored and the first's handle stands.
 */
export async function ensureProfile(db: Kysely<Database> | AnyKysely, userId: number): Promise<void> {
  const anyDb = db as AnyKysely;
  const existing = await anyDb.selectFrom('member_profiles').select(['handle']).where('user_id', '=', userId).executeTakeFirst();
  if (existing?.handle) return;
  const user = await anyDb.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  for (let attempt = 0; attempt < 5; attempt++) {
    const handle = await freeHandle(anyDb, handleFromName(user.first_name, user.last_name));
    try {
      if (existing) await anyDb.updateTable('member_profiles').set({ handle }).where('user_id', '=', userId).where('handle', 'is', null).execute();
      else
        await anyDb
          .insertInto('member_profiles')
          .values({ user_id: userId, handle, email_private: 1, updated_at: nowIso() })
          .onConflict((conflict) => conflict.column('user_id').doNothing())
          .execute();
      return;
    } catch (error) {
      // Another member took the same handle between the lookup and the write: look again.
      if (!(error as { code?: string }).code?.toString().match(/23505|SQLITE_CONSTRAINT/)) throw error;
    }
  }
}
