import type { Kysely } from 'kysely';
import { ARTICLES_PAGE_SIZE, LATEST_DAYS, MEMBER_ARTICLE_TARGET, memberArticleIdOf, memberArticleSlug, STAFF_ARTICLE_TARGET } from '../../../contracts/articleRules';
import type { ArticleCard, ArticlesQuery, ArticleView, AuthorView } from '../../../contracts/insights';
import { ARTICLE_MESSAGES } from '../../../contracts/messages/articles';
import { clock } from '../clock';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { lookUpStages } from '../members/stages';
import type { InteractionRepository } from '../interactions/repository';
import type { MemberArticles, PublishedMemberArticle } from './memberArticles';
import type { PublishedInsights, TrustArticle, TrustPerson } from './published';

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

function memberListed(row: PublishedMemberArticle, viewerId: number | undefined): Listed {
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
    topics: [],
    mine: row.author_id === viewerId,
    searchText: [row.title, row.excerpt, name].join(' ').toLowerCase(),
    authorKey: `member:${row.author_id}`,
  };
}

/**
 * The one Insights list: the trust's published articles and members' published articles side by
 * side, newest first, a page at a time, each with its counts from one batch summary. The filters
 * (Latest, Following, Saved), a topic and the search words apply to both kinds alike.
 */
export function createArticleList(db: Kysely<Database>, { published, memberArticles, interactions }: { published: PublishedInsights; memberArticles: MemberArticles; interactions: InteractionRepository }) {
  /** Whom the viewer follows, as author keys: members (`follows`) and the trust's people (`person_follows`). */
  async function followedKeys(viewerId: number) {
    const [members, people] = await Promise.all([
      db.selectFrom('follows').select('followee_id').where('follower_id', '=', viewerId).execute(),
      db.selectFrom('person_follows').select('person_id').where('member_id', '=', viewerId).execute(),
    ]);
    return new Set([...members.map((row) => `member:${row.followee_id}`), ...people.map((row) => `person:${row.person_id}`)]);
  }

  async function savedKeys(viewerId: number) {
    const rows = await db
      .selectFrom('reactions')
      .select(['target_type', 'target_id'])
      .where('member_id', '=', viewerId)
      .where('kind', '=', 'save')
      .where('target_type', 'in', [STAFF_ARTICLE_TARGET, MEMBER_ARTICLE_TARGET])
      .execute();
    return new Set(rows.map((row) => `${row.target_type}:${row.target_id}`));
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
    async list(query: ArticlesQuery, viewerId: number | undefined) {
      const filter = query.filter ?? 'all';
      if ((filter === 'following' || filter === 'saved') && viewerId === undefined) throw new HttpError(401, messages.loginToFilter);
      let items = [...published.articles().map(trustListed), ...(await memberArticles.published()).map((row) => memberListed(row, viewerId))];
      if (filter === 'latest') {
        const since = new Date(clock.nowMs() - LATEST_DAYS * DAY_MS).toISOString();
        items = items.filter((item) => item.publishedAt >= since);
      } else if (filter === 'following') {
        const keys = await followedKeys(viewerId!);
        items = items.filter((item) => keys.has(item.authorKey));
      } else if (filter === 'saved') {
        const keys = await savedKeys(viewerId!);
        items = items.filter((item) => keys.has(`${item.targetType}:${item.targetId}`));
      }
      if (query.topic) items = items.filter((item) => item.topics.some((topic) => topic.slug === query.topic));
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length) items = items.filter((item) => words.every((word) => item.searchText.includes(word)));
      items.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.targetId.localeCompare(a.targetId));
      const page = Number(query.page ?? 1);
      const slice = items.slice((page - 1) * ARTICLES_PAGE_SIZE, page * ARTICLES_PAGE_SIZE);
      return { articles: await withCounts(slice, viewerId), page, hasMore: items.length > page * ARTICLES_PAGE_SIZE, topics: published.topics() };
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
      const [row] = await memberArticles.published(id);
      const body = row ? await memberArticles.publishedBody(id) : null;
      if (!row || !body) return null;
      const [card] = await withCounts([memberListed(row, viewerId)], viewerId);
      return { ...card!, body };
    },
  };
}

export type ArticleList = ReturnType<typeof createArticleList>;
