import type { Kysely } from 'kysely';
import type { TribeView } from '../../../contracts/community';
import { TRIBE_NAME_MIN_LENGTH, TRIBES_PER_MEMBER_PER_DAY } from '../../../contracts/communityRules';
import { COMMUNITY_MESSAGES } from '../../../contracts/messages/community';
import { clock } from '../clock';
import { isUniqueViolation, nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

const messages = COMMUNITY_MESSAGES;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A tribe's address from its name: letters and digits of any script, lower-cased, words joined by dashes ("Gita Study Circle" -> gita-study-circle). */
export function tribeSlugOf(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .join('-')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** Tribes (open groups anyone may join) with their member counts and last activity, joining, leaving and starting one. */
export function createTribes(db: Kysely<Database>) {
  async function views(viewerId: number | undefined, slug?: string): Promise<TribeView[]> {
    let query = db
      .selectFrom('tribes')
      .select(['tribes.id', 'tribes.slug', 'tribes.name', 'tribes.description', 'tribes.image_url', 'tribes.last_active_at'])
      .select((eb) => [
        eb.selectFrom('tribe_memberships').select(eb.fn.countAll().as('n')).whereRef('tribe_memberships.tribe_id', '=', 'tribes.id').as('members'),
        eb.selectFrom('tribe_memberships').select((inner) => inner.fn.max('tribe_memberships.joined_at').as('t')).whereRef('tribe_memberships.tribe_id', '=', 'tribes.id').as('last_joined'),
        eb.selectFrom('posts').select((inner) => inner.fn.max('posts.created_at').as('t')).whereRef('posts.tribe_id', '=', 'tribes.id').as('last_post'),
        eb
          .selectFrom('tribe_memberships')
          .select(eb.fn.countAll().as('n'))
          .whereRef('tribe_memberships.tribe_id', '=', 'tribes.id')
          .where('tribe_memberships.user_id', '=', viewerId ?? -1)
          .as('joined'),
      ])
      .orderBy('tribes.name');
    if (slug !== undefined) query = query.where('tribes.slug', '=', slug);
    const rows = await query.execute();
    return rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      description: row.description,
      imageUrl: row.image_url,
      membersCount: Number(row.members ?? 0),
      // Activity is what the tables say happened last: a post to the tribe, a member joining, or the recorded time.
      lastActiveAt: [row.last_active_at, row.last_joined, row.last_post].filter((t): t is string => typeof t === 'string').sort().at(-1)!,
      joined: Number(row.joined ?? 0) > 0,
    }));
  }

  async function tribe(slug: string, viewerId: number) {
    const [found] = await views(viewerId, slug);
    if (!found) throw new HttpError(404, messages.tribeNotFound);
    return found;
  }

  return {
    list: (viewerId: number | undefined) => views(viewerId),

    async membership(slug: string, memberId: number, join: boolean) {
      const { id } = (await db.selectFrom('tribes').select('id').where('slug', '=', slug).executeTakeFirst()) ?? {};
      if (id === undefined) throw new HttpError(404, messages.tribeNotFound);
      if (join) {
        await db
          .insertInto('tribe_memberships')
          .values({ tribe_id: id, user_id: memberId, role: 'member', joined_at: nowIso() })
          .onConflict((conflict) => conflict.columns(['tribe_id', 'user_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('tribe_memberships').where('tribe_id', '=', id).where('user_id', '=', memberId).execute();
      }
      return tribe(slug, memberId);
    },

    /** Starts a tribe whose founder is its admin and first member; a name whose address another tribe has is refused. */
    async create(founderId: number, input: { name: string; description: string | null }) {
      const slug = tribeSlugOf(input.name);
      if ([...slug.replace(/-/g, '')].length < TRIBE_NAME_MIN_LENGTH) throw new HttpError(400, messages.tribeNameShort);
      const since = new Date(clock.nowMs() - DAY_MS).toISOString();
      const started = await db
        .selectFrom('tribes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('created_by', '=', founderId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      if (Number(started.n) >= TRIBES_PER_MEMBER_PER_DAY) throw new HttpError(429, messages.tooManyTribes);
      const now = nowIso();
      try {
        await db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('tribes')
            .values({ slug, name: input.name, description: input.description, created_by: founderId, created_at: now, last_active_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx.insertInto('tribe_memberships').values({ tribe_id: id, user_id: founderId, role: 'admin', joined_at: now }).execute();
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, messages.tribeNameTaken);
        throw error;
      }
      return tribe(slug, founderId);
    },
  };
}

export type Tribes = ReturnType<typeof createTribes>;
