import type { Kysely } from 'kysely';
import { type ArticleBlock, parseArticleBody, uploadedImagesOf } from '../../../contracts/articleBody';
import { bodyExcerptOf, MEMBER_ARTICLE_TARGET, memberArticleSlug, plainTextOf, readMinutesOf } from '../../../contracts/articleRules';
import type { ArticleInput, OwnArticle } from '../../../contracts/insights';
import { ARTICLE_MESSAGES } from '../../../contracts/messages/articles';
import { nowIso } from '../db/dialect';
import type { Database, MemberArticlesTable } from '../db/schema';
import { HttpError } from '../http/errors';
import type { KarmaLedger } from '../karma/ledger';

const messages = ARTICLE_MESSAGES;
type Row = Omit<MemberArticlesTable, 'id' | 'created_at'> & { id: number; created_at: string };

/** The interaction tables that name an item by type and id (no foreign key cascades to them). */
const INTERACTION_TABLES = ['comments', 'reactions', 'shares', 'views', 'ratings'] as const;

function ownView(row: Row, topics: string[]): OwnArticle {
  return {
    id: String(row.id),
    slug: memberArticleSlug(row.title, row.id),
    title: row.title,
    body: JSON.parse(row.body) as unknown[],
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    readMinutes: row.read_minutes,
    topics,
  };
}

/** What the list and the cards read from a body, kept beside it. */
export function derived(body: ArticleBlock[]) {
  const text = plainTextOf(body);
  const image = body.find((block) => block._type === 'image');
  return { excerpt: bodyExcerptOf(body), read_minutes: readMinutesOf(text), image_url: image?.src ?? null, image_alt: image?.alt ?? null };
}

const hasContent = (body: ArticleBlock[]) => plainTextOf(body).trim() !== '' || body.some((block) => block._type !== 'block');

/**
 * Members' articles: drafts kept on the server as the editor saves them, published when the author
 * says so. Writing (start, save, publish) needs Premium; taking back and deleting one's own does not.
 * Every body is parsed against the article schema and its pictures must be the author's uploads.
 */
export function createMemberArticles(
  db: Kysely<Database>,
  { hasPremium, karma, offeredTopics }: { hasPremium: (memberId: number) => Promise<boolean>; karma?: KarmaLedger; offeredTopics: () => string[] },
) {
  /** The chosen topics of each article, in one query. */
  async function topicsOf(ids: number[]) {
    const rows = ids.length ? await db.selectFrom('member_article_topics').select(['article_id', 'topic']).where('article_id', 'in', ids).orderBy('topic').execute() : [];
    return (id: number) => rows.filter((row) => row.article_id === id).map((row) => row.topic);
  }
  const viewOf = async (row: Row) => ownView(row, (await topicsOf([row.id]))(row.id));

  /** Replaces the article's topics when the editor sent them (inside the article's own write). */
  async function setTopics(trx: Kysely<Database>, id: number, topics: string[] | undefined) {
    if (topics === undefined) return;
    await trx.deleteFrom('member_article_topics').where('article_id', '=', id).execute();
    const unique = [...new Set(topics)];
    if (unique.length) await trx.insertInto('member_article_topics').values(unique.map((topic) => ({ article_id: id, topic }))).execute();
  }

  // Publishing earns the author Karmic Points, unpublishing and deleting take them back, in the same transaction.
  const settle = (trx: Kysely<Database>, id: number) => karma?.settle(trx, { target: { type: MEMBER_ARTICLE_TARGET, id: String(id) } });
  /** The member's own article; another's answers as a missing one does, so that nobody learns a draft exists. */
  async function owned(id: number, memberId: number): Promise<Row> {
    const row = await db.selectFrom('member_articles').selectAll().where('id', '=', id).where('author_id', '=', memberId).executeTakeFirst();
    if (!row) throw new HttpError(404, messages.draftNotFound);
    return row;
  }

  async function premium(memberId: number) {
    if (!(await hasPremium(memberId))) throw new HttpError(403, messages.premiumRequired);
  }

  /** The body as stored, or a 400 naming the first problem; nothing is written before this passes. */
  async function checked(memberId: number, input: ArticleInput) {
    const parsed = parseArticleBody(input.body);
    if (!parsed.ok) throw new HttpError(400, parsed.message);
    const offered = new Set(offeredTopics());
    const unknown = (input.topics ?? []).find((topic) => !offered.has(topic));
    if (unknown !== undefined) throw new HttpError(400, messages.topicUnknown(unknown));
    const episodes = [...new Set(parsed.body.flatMap((block) => (block._type === 'video' && block.episode ? [block.episode] : [])))];
    if (episodes.length) {
      const found = await db.selectFrom('episodes').select('id').where('id', 'in', episodes).execute();
      if (found.length !== episodes.length) throw new HttpError(400, messages.episodeNotFound);
    }
    const images = [...new Set(uploadedImagesOf(parsed.body))];
    if (images.length) {
      const own = await db.selectFrom('uploads').select('file_name').where('user_id', '=', memberId).where('file_name', 'in', images).execute();
      if (own.length !== images.length) throw new HttpError(400, messages.imageNotYours);
    }
    return { title: input.title.trim(), body: JSON.stringify(parsed.body), ...derived(parsed.body) };
  }

  return {
    hasPremium,

    async list(memberId: number): Promise<OwnArticle[]> {
      const rows = await db.selectFrom('member_articles').selectAll().where('author_id', '=', memberId).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
      const topics = await topicsOf(rows.map((row) => row.id));
      return rows.map((row) => ownView(row, topics(row.id)));
    },

    get: async (id: number, memberId: number) => viewOf(await owned(id, memberId)),

    async create(memberId: number, input: ArticleInput): Promise<OwnArticle> {
      await premium(memberId);
      const values = await checked(memberId, input);
      const now = nowIso();
      const row = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('member_articles')
          .values({ author_id: memberId, ...values, status: 'draft', created_at: now, updated_at: now, published_at: null })
          .returningAll()
          .executeTakeFirstOrThrow();
        await setTopics(trx, created.id, input.topics);
        return created;
      });
      return viewOf(row);
    },

    async save(id: number, memberId: number, input: ArticleInput): Promise<OwnArticle> {
      const existing = await owned(id, memberId);
      await premium(memberId);
      const values = await checked(memberId, input);
      // A published article stays readable: it cannot be saved empty.
      if (existing.status === 'published' && (!values.title || !hasContent(JSON.parse(values.body) as ArticleBlock[]))) {
        throw new HttpError(400, values.title ? messages.bodyRequired : messages.titleRequired);
      }
      const row = await db.transaction().execute(async (trx) => {
        await setTopics(trx, id, input.topics);
        return trx.updateTable('member_articles').set({ ...values, updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      });
      return viewOf(row);
    },

    async publish(id: number, memberId: number): Promise<OwnArticle> {
      const row = await owned(id, memberId);
      await premium(memberId);
      if (row.status === 'published') throw new HttpError(409, messages.alreadyPublished);
      if (!row.title.trim()) throw new HttpError(400, messages.titleRequired);
      if (!hasContent(JSON.parse(row.body) as ArticleBlock[])) throw new HttpError(400, messages.bodyRequired);
      const now = nowIso();
      const updated = await db.transaction().execute(async (trx) => {
        const article = await trx.updateTable('member_articles').set({ status: 'published', published_at: now, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        await settle(trx, id);
        return article;
      });
      return viewOf(updated);
    },

    async unpublish(id: number, memberId: number): Promise<OwnArticle> {
      const row = await owned(id, memberId);
      if (row.status !== 'published') throw new HttpError(409, messages.notPublished);
      const updated = await db.transaction().execute(async (trx) => {
        const article = await trx.updateTable('member_articles').set({ status: 'draft', updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        await settle(trx, id);
        return article;
      });
      return viewOf(updated);
    },

    async remove(id: number, memberId: number) {
      await owned(id, memberId);
      await db.transaction().execute(async (trx) => {
        const comments = await trx.selectFrom('comments').select('id').where('target_type', '=', MEMBER_ARTICLE_TARGET).where('target_id', '=', String(id)).execute();
        for (const table of INTERACTION_TABLES) {
          await trx.deleteFrom(table).where('target_type', '=', MEMBER_ARTICLE_TARGET).where('target_id', '=', String(id)).execute();
        }
        await trx.deleteFrom('member_articles').where('id', '=', id).execute();
        await karma?.settleDeletedComments(trx, comments.map((comment) => comment.id), { type: MEMBER_ARTICLE_TARGET, id: String(id) });
      });
    },

    /** One published article's body, or null. */
    async publishedBody(id: number): Promise<unknown[] | null> {
      const row = await db.selectFrom('member_articles').select('body').where('id', '=', id).where('status', '=', 'published').executeTakeFirst();
      return row ? (JSON.parse(row.body) as unknown[]) : null;
    },
  };
}

export type MemberArticles = ReturnType<typeof createMemberArticles>;
