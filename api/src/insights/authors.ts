import type { Kysely } from 'kysely';
import type { AuthorView } from '../../../contracts/insights';
import { ARTICLE_MESSAGES } from '../../../contracts/messages/articles';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { lookUpStages } from '../members/stages';
import { trustAuthor } from './articles';
import type { PublishedInsights } from './published';

const AUTHORS_PAGE_SIZE = 10;

/**
 * "You Can Follow": the trust's people offered to follow, then members who publish articles,
 * each marked when the viewer follows them already; and follows of the trust's people
 * (`person_follows`; members are followed through the community's follow endpoints).
 */
export function createAuthors(db: Kysely<Database>, published: PublishedInsights) {
  const followersOf = async (personId: string) =>
    Number((await db.selectFrom('person_follows').select((eb) => eb.fn.countAll().as('n')).where('person_id', '=', personId).executeTakeFirstOrThrow()).n);

  return {
    async suggestions(viewerId: number | undefined, page: number) {
      const [people, members] = await Promise.all([
        viewerId === undefined ? [] : db.selectFrom('person_follows').select('person_id').where('member_id', '=', viewerId).execute(),
        db
          .selectFrom('member_articles')
          .innerJoin('users', 'users.id', 'member_articles.author_id')
          .innerJoin('member_profiles', 'member_profiles.user_id', 'users.id')
          .select(['users.id', 'users.first_name', 'users.last_name', 'member_profiles.handle', 'member_profiles.avatar_url', 'member_profiles.profession'])
          .select((eb) => eb.fn.max('member_articles.published_at').as('latest'))
          .where('member_articles.status', '=', 'published')
          .groupBy(['users.id', 'users.first_name', 'users.last_name', 'member_profiles.handle', 'member_profiles.avatar_url', 'member_profiles.profession'])
          .orderBy('latest', 'desc')
          .execute(),
      ]);
      const followedPeople = new Set(people.map((row) => row.person_id));
      const followedMembers =
        viewerId === undefined || members.length === 0
          ? new Set<number>()
          : new Set((await db.selectFrom('follows').select('followee_id').where('follower_id', '=', viewerId).where('followee_id', 'in', members.map((m) => m.id)).execute()).map((row) => row.followee_id));
      const mark = (followed: boolean) => (viewerId === undefined ? null : followed);
      const stageOf = await lookUpStages(db, members.map((member) => member.id));
      const all: AuthorView[] = [
        ...published.peopleToFollow().map((person) => trustAuthor(person, mark(followedPeople.has(person.id)))),
        ...members
          .filter((member) => member.id !== viewerId && member.handle)
          .map((member) => ({
            kind: 'member' as const,
            id: member.handle!,
            handle: member.handle,
            name: `${member.first_name} ${member.last_name}`.trim(),
            imageUrl: member.avatar_url,
            role: member.profession,
            stage: stageOf(member.id),
            following: mark(followedMembers.has(member.id)),
          })),
      ];
      return { authors: all.slice((page - 1) * AUTHORS_PAGE_SIZE, page * AUTHORS_PAGE_SIZE), hasMore: all.length > page * AUTHORS_PAGE_SIZE };
    },

    /** Follows (or stops following) one of the trust's people; repeating either changes nothing. */
    async follow(memberId: number, personId: string, on: boolean) {
      if (!published.person(personId)) throw new HttpError(404, ARTICLE_MESSAGES.authorNotFound);
      if (on) {
        await db
          .insertInto('person_follows')
          .values({ member_id: memberId, person_id: personId, created_at: nowIso() })
          .onConflict((conflict) => conflict.columns(['member_id', 'person_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('person_follows').where('member_id', '=', memberId).where('person_id', '=', personId).execute();
      }
      return { following: on, followersCount: await followersOf(personId) };
    },
  };
}
