import { type Kysely, sql } from 'kysely';
import { articlePath, episodePath, postPath } from '../../../contracts/routes';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../interactions/targets';
import { notBlockedWith } from '../safety/visibility';
import { CARD_COLUMNS, cardsOf, withProfiles } from './people';
import { type Posts, visibleTo } from './posts';

const RESULTS = 8;

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

    /** What the member saved, newest first, with where to read it; items since deleted or unpublished are left out. */
    async saved(memberId: number) {
      const rows = await db
        .selectFrom('reactions')
        .select(['target_type', 'target_id', 'created_at'])
        .where('member_id', '=', memberId)
        .where('kind', '=', 'save')
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute();
      const postIds = rows.filter((r) => r.target_type === 'post').map((r) => Number(r.target_id));
      const episodeIds = rows.filter((r) => r.target_type === 'episode').map((r) => r.target_id);
      const [postTitles, episodeTitles] = await Promise.all([
        postIds.length ? db.selectFrom('posts').select(['id', 'title', 'body']).where('id', 'in', postIds).execute() : [],
        episodeIds.length ? db.selectFrom('episodes').select(['id', 'name']).where('id', 'in', episodeIds).execute() : [],
      ]);
      const articles = new Map(
        content
          .published()
          .filter((doc) => doc._type === 'article')
          .map((doc) => [doc._id, doc as { title?: string; slug?: { current?: string } }]),
      );
      return rows.flatMap((row) => {
        const at = { targetType: row.target_type, targetId: row.target_id, savedAt: row.created_at };
        if (row.target_type === 'post') {
          const post = postTitles.find((p) => String(p.id) === row.target_id);
          return post ? [{ ...at, title: post.title ?? post.body.slice(0, 80), href: postPath(row.target_id) }] : [];
        }
        if (row.target_type === 'episode') {
          const episode = episodeTitles.find((e) => e.id === row.target_id);
          return episode ? [{ ...at, title: episode.name, href: episodePath(row.target_id) }] : [];
        }
        const article = row.target_type === 'article' ? articles.get(row.target_id) : undefined;
        return article?.slug?.current ? [{ ...at, title: article.title ?? '', href: articlePath(article.slug.current) }] : [];
      });
    },
  };
}
