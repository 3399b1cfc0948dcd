import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { MEMBER_ARTICLE_TARGET } from '../../../contracts/articleRules';
import type { Database } from '../db/schema';
import { shownTo } from '../safety/visibility';

/** What narrows the members' side of the list; every part is a condition in the database's query. */
export interface MemberFilter {
  viewerId: number | undefined;
  /** Published at or after this moment (Latest). */
  since?: string;
  /** By members the viewer follows. */
  following?: boolean;
  /** Saved by the viewer. */
  saved?: boolean;
  topic?: string;
  /** Each word must be in the title, the excerpt or the author's name, or name one of `topics` (slugs whose titles hold it). */
  words: { word: string; topics: string[] }[];
}

type Scope = ExpressionBuilder<Database & { a: Database['member_articles']; u: Database['users'] }, 'a' | 'u'>;

/** A LIKE pattern that finds `word` anywhere, its own % and _ taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const has = (column: ReturnType<typeof sql>, word: string) => sql<boolean>`lower(${column}) like ${containing(word)} escape '\\'`;
const topicIn = (topics: string[]) =>
  topics.length ? sql<boolean>`exists (select 1 from member_article_topics t where t.article_id = a.id and t.topic in (${sql.join(topics)}))` : sql<boolean>`1 = 0`;

function conditions(filter: MemberFilter) {
  return (eb: Scope) => {
    const { viewerId } = filter;
    const all = [eb('a.status', '=', 'published'), shownTo(viewerId, 'article', 'a.id', 'a.author_id')];
    if (filter.since) all.push(eb('a.published_at', '>=', filter.since));
    if (filter.following && viewerId !== undefined) all.push(sql<boolean>`a.author_id in (select followee_id from follows where follower_id = ${viewerId})`);
    if (filter.saved && viewerId !== undefined) {
      all.push(
        sql<boolean>`exists (select 1 from reactions r where r.member_id = ${viewerId} and r.kind = 'save' and r.target_type = ${MEMBER_ARTICLE_TARGET} and r.target_id = cast(a.id as text))`,
      );
    }
    if (filter.topic) all.push(topicIn([filter.topic]));
    for (const { word, topics } of filter.words) {
      all.push(sql<boolean>`(${has(sql.ref('a.title'), word)} or ${has(sql.ref('a.excerpt'), word)} or ${has(sql`u.first_name || ' ' || u.last_name`, word)} or ${topicIn(topics)})`);
    }
    return eb.and(all);
  };
}

/**
 * The members' side of the Insights list, read page by page in the database: the newest published
 * articles that pass the filter (ids and dates only, for merging with the trust's), then the cards
 * of those on the page, with their authors and topics.
 */
export function memberListing(db: Kysely<Database>) {
  const base = () => db.selectFrom('member_articles as a').innerJoin('users as u', 'u.id', 'a.author_id');

  async function cards(ids: number[]) {
    if (!ids.length) return [];
    const [rows, topics] = await Promise.all([
      base()
        .leftJoin('member_profiles as p', 'p.user_id', 'u.id')
        .select(['a.id', 'a.author_id', 'a.title', 'a.excerpt', 'a.read_minutes', 'a.image_url', 'a.image_alt', 'a.published_at', 'u.first_name', 'u.last_name', 'p.handle', 'p.avatar_url', 'p.profession'])
        .where('a.id', 'in', ids)
        .execute(),
      db.selectFrom('member_article_topics').select(['article_id', 'topic']).where('article_id', 'in', ids).orderBy('article_id').orderBy('topic').execute(),
    ]);
    const byId = new Map(rows.map((row) => [row.id, { ...row, topics: topics.filter((t) => t.article_id === row.id).map((t) => t.topic) }]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  return {
    /** The first `limit` articles that pass, newest first (ids and dates only). */
    newest: (filter: MemberFilter, limit: number) =>
      base().select(['a.id', 'a.published_at']).where(conditions(filter)).orderBy('a.published_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute(),

    cards,

    /** One published article the viewer may see (a hidden one only by its author), or undefined. */
    async one(id: number, viewerId: number | undefined) {
      const found = await base().select('a.id').where(conditions({ viewerId, words: [] })).where('a.id', '=', id).executeTakeFirst();
      return found ? (await cards([id]))[0] : undefined;
    },
  };
}

export type MemberListing = ReturnType<typeof memberListing>;
export type MemberCardRow = Awaited<ReturnType<MemberListing['cards']>>[number];
