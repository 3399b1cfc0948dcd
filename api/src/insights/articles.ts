import type { Kysely } from 'kysely';
import { ARTICLES_PAGE_SIZE, LATEST_DAYS, MEMBER_ARTICLE_TARGET, memberArticleIdOf, memberArticleSlug, STAFF_ARTICLE_TARGET } from '../../../contracts/articleRules';
import type { ArticleCard, ArticlesQuery, ArticleView, AuthorView } from '../../../contracts/insights';
import { ARTICLE_MESSAGES } from '../../../contracts/messages/articles';
import { clock } from '../clock';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { lookUpStages } from '../members/stages';
import type { InteractionRepository } from '../interactions/repository';
import type { MemberArticles } from './memberArticles';
import { type MemberCardRow, memberListing } from './memberListing';
import type { PublishedInsights, Topic, TrustArticle, TrustPerson } from './published';

const messages = ARTICLE_MESSAGES;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A card before its counts: what both kinds of article share, and what the filters read. */
type Listed = Omit<ArticleCard, 'likesCount' | 'commentsCount' | 'sharesCount' | 'liked' | 'saved'> & {
  searchText: string;
  authorKey: string;
};

export const trustAuthor = (person: TrustPerson, following: boolean | null): AuthorView => ({
  kind: 'trust',
  id: person.id,
  handle: null,
  name: person.name,
  imageUrl: person.imageUrl,
  role: person.role,
  stage: null,
  following,
});

const UNKNOWN_AUTHOR: TrustPerson = { id: '', name: 'Jnanam', role: null, imageUrl: null, toFollow: false };

function trustListed(article: TrustArticle): Listed {
  const { id, body: _body, searchText, author, ...rest } = article;
  return { ...rest, targetType: STAFF_ARTICLE_TARGET, targetId: id, author: trustAuthor(author ?? UNKNOWN_AUTHOR, null), mine: false, searchText, authorKey: `person:${author?.id ?? ''}` };
}

function memberListed(row: MemberCardRow, viewerId: number | undefined, topicOf: (slug: string) => Topic | null): Listed {
  const name = `${row.first_name} ${row.last_name}`.trim();
  return {
    targetType: MEMBER_ARTICLE_TARGET,
    targetId: String(row.id),
    slug: memberArticleSlug(row.title, row.id),
    title: row.title,
    subtitle: null,
    excerpt: row.excerpt,
    imageUrl: row.image_url,
    imageAlt: row.image_alt ?? '',
    publishedAt: row.published_at ?? '',
    readMinutes: row.read_minutes,
    author: { kind: 'member', id: row.handle ?? '', handle: row.handle, name, imageUrl: row.avatar_url, role: row.profession, stage: null, following: null },
    topics: row.topics.flatMap((slug) => topicOf(slug) ?? []),
    mine: row.author_id === viewerId,
    searchText: '',
    authorKey: `member:${row.author_id}`,
  };
}

/** Newest first; on the same moment, by target id (as text) downwards, so every page has one order. */
const newestFirst = (a: { publishedAt: string; targetId: string }, b: { publishedAt: string; targetId: string }) =>
  b.publishedAt.localeCompare(a.publishedAt) || b.targetId.localeCompare(a.targetId);

/**
 * The one Insights list: the trust's published articles and members' published articles side by
 * side, newest first, a page at a time, each with its counts from one batch summary. The filters
 * (Latest, Following, Saved), a topic and the search words apply to both kinds alike.
 */
export function createArticleList(db: Kysely<Database>, { published, memberArticles, interactions }: { published: PublishedInsights; memberArticles: MemberArticles; interactions: InteractionRepository }) {
  const members = memberListing(db);

  /** The trust's people the viewer follows (members followed are a condition of the members' query). */
  async function followedPeople(viewerId: number) {
    const rows = await db.selectFrom('person_follows').select('person_id').where('member_id', '=', viewerId).execute();
    return new Set(rows.map((row) => `person:${row.person_id}`));
  }

  async function savedTrustArticles(viewerId: number) {
    const rows = await db.selectFrom('reactions').select('target_id').where('member_id', '=', viewerId).where('kind', '=', 'save').where('target_type', '=', STAFF_ARTICLE_TARGET).execute();
    return new Set(rows.map((row) => row.target_id));
  }

  async function withCounts<T extends Listed>(items: T[], viewerId: number | undefined) {
    const memberOf = (item: Listed) => (item.authorKey.startsWith('member:') ? Number(item.authorKey.slice('member:'.length)) : null);
    const [summaries, stageOf] = await Promise.all([
      interactions.summaries(items.map((item) => ({ type: item.targetType, id: item.targetId })), viewerId),
      lookUpStages(db, items.map(memberOf)),
    ]);
    return items.map((item, index) => {
      const { searchText: _search, authorKey: _key, ...card } = item;
      const summary = summaries[index]!;
      return { ...card, author: { ...card.author, stage: stageOf(memberOf(item)) }, likesCount: summary.likesCount, commentsCount: summary.commentsCount, sharesCount: summary.sharesCount, liked: summary.viewer?.liked ?? false, saved: summary.viewer?.saved ?? false };
    });
  }

  return {
    /**
     * A page of the list. The trust's articles are filtered in memory (the published content is
     * small and already loaded); members' are read in the database, only as many as the page can
     * reach, merged with the trust's by date, and only the page's own cards are read in full.
     */
    async list(query: ArticlesQuery, viewerId: number | undefined) {
      const filter = query.filter ?? 'all';
      if ((filter === 'following' || filter === 'saved') && viewerId === undefined) throw new HttpError(401, messages.loginToFilter);
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const since = filter === 'latest' ? new Date(clock.nowMs() - LATEST_DAYS * DAY_MS).toISOString() : undefined;

      let trust = published.articles().map(trustListed);
      if (since) trust = trust.filter((item) => item.publishedAt >= since);
      else if (filter === 'following') {
        const keys = await followedPeople(viewerId!);
        trust = trust.filter((item) => keys.has(item.authorKey));
      } else if (filter === 'saved') {
        const ids = await savedTrustArticles(viewerId!);
        trust = trust.filter((item) => ids.has(item.targetId));
      }
      if (query.topic) trust = trust.filter((item) => item.topics.some((topic) => topic.slug === query.topic));
      if (words.length) trust = trust.filter((item) => words.every((word) => item.searchText.includes(word)));

      const page = Number(query.page ?? 1);
      const reach = page * ARTICLES_PAGE_SIZE;
      const newest = await members.newest(
        { viewerId, since, following: filter === 'following', saved: filter === 'saved', topic: query.topic, words: words.map((word) => ({ word, topics: published.topicsMatching(word) })) },
        reach + 1,
      );
      const merged = [...trust.map((item) => ({ publishedAt: item.publishedAt, targetId: item.targetId, trust: item })), ...newest.map((row) => ({ publishedAt: row.published_at ?? '', targetId: String(row.id), trust: null }))].sort(newestFirst);
      const slice = merged.slice(reach - ARTICLES_PAGE_SIZE, reach);
      const rows = new Map((await members.cards(slice.flatMap((entry) => (entry.trust ? [] : [Number(entry.targetId)])))).map((row) => [String(row.id), row]));
      const items = slice.flatMap((entry) => {
        if (entry.trust) return [entry.trust];
        const row = rows.get(entry.targetId);
        return row ? [memberListed(row, viewerId, published.topic)] : [];
      });
      return { articles: await withCounts(items, viewerId), page, hasMore: merged.length > reach, topics: published.topics() };
    },

    /** One published article by its address (the trust's slug, or a member's `…-m<id>`), or null. */
    async article(slug: string, viewerId: number | undefined): Promise<ArticleView | null> {
      const trust = published.article(slug);
      if (trust) {
        const [card] = await withCounts([trustListed(trust)], viewerId);
        return { ...card!, body: trust.body };
      }
      const id = memberArticleIdOf(slug);
      if (id === null) return null;
      const row = await members.one(id, viewerId);
      const body = row ? await memberArticles.publishedBody(id) : null;
      if (!row || !body) return null;
      const [card] = await withCounts([memberListed(row, viewerId, published.topic)], viewerId);
      return { ...card!, body };
    },
  };
}

export type ArticleList = ReturnType<typeof createArticleList>;
