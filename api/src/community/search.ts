import { type Kysely, sql } from 'kysely';
import { memberArticleSlug } from '../../../contracts/articleRules';
import type { SavedItem } from '../../../contracts/community';
import { COMMUNITY_MESSAGES as messages } from '../../../contracts/messages/community';
import { academyItemPath, articlePath, episodePath, postPath, sparkPath, videoPreviewPath } from '../../../contracts/routes';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../content/dataset';
import { notBlockedWith, shownTo } from '../safety/visibility';
import { CARD_COLUMNS, cardsOf, withProfiles } from './people';
import { type Posts, visibleTo } from './posts';

const RESULTS = 8;

/**
 * The trust's content a member can save, by interaction target type: the document type it is, the
 * page it is read on, and whether a document is readable (a course item only once released).
 */
const SAVED_CONTENT: Record<string, { documentType: string; path: (slug: string) => string; readable?: (doc: { status?: string }) => boolean }> = {
  article: { documentType: 'article', path: articlePath },
  spark: { documentType: 'spark', path: sparkPath },
  'academy-item': { documentType: 'academyItem', path: academyItemPath, readable: (doc) => doc.status === 'published' },
  'video-sample': { documentType: 'videoSample', path: videoPreviewPath },
};

/** The kinds of saved items the list shows (every kind a member can save), each with where it is read. */
const SAVED_TYPES = ['post', 'member-article', 'episode', ...Object.keys(SAVED_CONTENT)];

/** `%` and `_` typed by a member are dropped rather than matching any text. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[%_]/g, '')}%`;

/** The feed's search box (members by name or handle, posts by title or text, hashtags) and the Saved Items list. */
export function createSearch(db: Kysely<Database>, posts: Posts, content: PublishedContent) {
  return {
    async search(q: string, viewerId: number | undefined) {
      const pattern = likePattern(q.replace(/^#/, ''));
      const [people, postRows, hashtags] = await Promise.all([
        withProfiles(db)
          .select(CARD_COLUMNS)
          .where((eb) =>
            eb.or([
              eb(sql<string>`lower(users.first_name || ' ' || users.last_name)`, 'like', pattern),
              eb('member_profiles.handle', 'like', pattern),
            ]),
          )
          // A member who blocked the viewer, or whom the viewer blocked, is not found.
          .where(notBlockedWith(viewerId, 'users.id'))
          .orderBy('users.first_name')
          .limit(RESULTS)
          .execute(),
        posts
          .basePosts()
          .where(visibleTo(viewerId))
          .where((eb) => eb.or([eb(eb.fn('lower', ['posts.title']), 'like', pattern), eb(eb.fn('lower', ['posts.body']), 'like', pattern)]))
          .orderBy('posts.created_at', 'desc')
          .limit(RESULTS)
          .execute(),
        // A hashtag counts only the posts the viewer may read, as its page lists them.
        db
          .selectFrom('post_hashtags')
          .innerJoin('posts', 'posts.id', 'post_hashtags.post_id')
          .select((eb) => [eb.fn.min('post_hashtags.hashtag').as('hashtag'), eb.fn.countAll().as('n')])
          .where((eb) => eb(eb.fn('lower', ['post_hashtags.hashtag']), 'like', pattern))
          .where(visibleTo(viewerId))
          .groupBy((eb) => eb.fn('lower', ['post_hashtags.hashtag']))
          .orderBy((eb) => eb.fn.countAll(), 'desc')
          .limit(RESULTS)
          .execute(),
      ]);
      return {
        people: people.map(await cardsOf(db, people)),
        posts: await posts.present(postRows, viewerId),
        hashtags: hashtags.map((row) => ({ hashtag: String(row.hashtag), postsCount: Number(row.n) })),
      };
    },

    /**
     * What the member saved, newest first, with where to read it. An item since deleted, hidden by a
     * moderator, unpublished or of a member blocked either way stays in the list (so it can be
     * unsaved) with a line saying so, never an empty title or an id.
     */
    async saved(memberId: number): Promise<SavedItem[]> {
      const rows = await db
        .selectFrom('reactions')
        .select(['target_type', 'target_id', 'created_at'])
        .where('member_id', '=', memberId)
        .where('kind', '=', 'save')
        .where('target_type', 'in', SAVED_TYPES)
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute();
      const idsOf = (type: string) => rows.filter((r) => r.target_type === type).map((r) => r.target_id);
      const numeric = (type: string) => idsOf(type).filter((id) => /^\d{1,15}$/.test(id)).map(Number);
      const [postIds, articleIds, episodeIds] = [numeric('post'), numeric('member-article'), idsOf('episode')];
      const [postRows, memberArticles, episodes] = await Promise.all([
        postIds.length ? posts.basePosts().where('posts.id', 'in', postIds).where(visibleTo(memberId)).execute() : [],
        articleIds.length
          ? db
              .selectFrom('member_articles')
              .select(['id', 'title'])
              .where('id', 'in', articleIds)
              .where('status', '=', 'published')
              .where(notBlockedWith(memberId, 'member_articles.author_id'))
              .where(shownTo(memberId, 'article', 'member_articles.id', 'member_articles.author_id'))
              .execute()
          : [],
        episodeIds.length ? db.selectFrom('episodes').select(['id', 'name']).where('id', 'in', episodeIds).execute() : [],
      ]);
      const savedIds = new Set(rows.filter((row) => row.target_type in SAVED_CONTENT).map((row) => row.target_id));
      const documents = new Map(
        content
          .published()
          .filter((doc) => savedIds.has(doc._id))
          .map((doc) => [doc._id, doc as { _type: string; title?: string; status?: string; slug?: { current?: string } }]),
      );
      const readable = (type: string, id: string): { title: string | undefined; href: string } | undefined => {
        if (type === 'post') {
          const post = postRows.find((p) => String(p.id) === id);
          return post && { title: post.title?.trim() || post.body.trim().slice(0, 80) || messages.untitledPost, href: postPath(id) };
        }
        if (type === 'member-article') {
          const article = memberArticles.find((a) => String(a.id) === id);
          return article && { title: article.title, href: articlePath(memberArticleSlug(article.title, article.id)) };
        }
        if (type === 'episode') {
          const episode = episodes.find((e) => e.id === id);
          return episode && { title: episode.name, href: episodePath(id) };
        }
        const kind = SAVED_CONTENT[type];
        const doc = documents.get(id);
        if (!kind || !doc || doc._type !== kind.documentType || !doc.slug?.current || (kind.readable && !kind.readable(doc))) return undefined;
        return { title: doc.title, href: kind.path(doc.slug.current) };
      };
      return rows.map((row) => {
        const found = readable(row.target_type, row.target_id);
        const title = found?.title?.trim();
        const at = { targetType: row.target_type, targetId: row.target_id, savedAt: row.created_at };
        return found && title ? { ...at, title, href: found.href, available: true } : { ...at, title: messages.savedItemGone, href: null, available: false };
      });
    },
  };
}
