import { MEMBER_ARTICLE_TARGET } from '../../../contracts/articleRules';
import type { MemberDataRegistry } from '../members/dataRegistry';

/**
 * Insights in "download my data" and "delete my account": the member's articles (drafts and
 * published, with their bodies) and the trust's people they follow. Both are removed, not
 * anonymised: an article is the member's own words, as a post is. The likes, saves, shares and
 * comments on a removed article go with it (they name it by type and id, with nothing to cascade).
 */
export function registerInsightsMemberData(members: MemberDataRegistry) {
  members.register({
    name: 'articles',
    label: 'Insights articles and drafts',
    erasure: { effect: 'removed', explanation: 'Your articles, published and drafts, are deleted with the likes and comments on them.' },
    async export({ db, memberId }) {
      const rows = await db
        .selectFrom('member_articles')
        .select(['id', 'title', 'body', 'status', 'created_at', 'updated_at', 'published_at'])
        .where('author_id', '=', memberId)
        .orderBy('created_at')
        .execute();
      return rows.map(({ id: _id, body, ...row }) => ({ ...row, body: JSON.parse(body) as unknown }));
    },
    async erase({ trx, memberId }) {
      const ids = (await trx.selectFrom('member_articles').select('id').where('author_id', '=', memberId).execute()).map((row) => String(row.id));
      if (ids.length) {
        for (const table of ['comments', 'reactions', 'shares', 'views', 'ratings'] as const) {
          await trx.deleteFrom(table).where('target_type', '=', MEMBER_ARTICLE_TARGET).where('target_id', 'in', ids).execute();
        }
      }
      await trx.deleteFrom('member_articles').where('author_id', '=', memberId).execute();
    },
  });

  members.register({
    name: 'followedAuthors',
    label: "The trust's authors you follow",
    erasure: { effect: 'removed', explanation: "Whom of the trust's authors you follow is forgotten." },
    export: ({ db, memberId }) => db.selectFrom('person_follows').select(['person_id', 'created_at']).where('member_id', '=', memberId).orderBy('created_at').execute(),
    async erase({ trx, memberId }) {
      await trx.deleteFrom('person_follows').where('member_id', '=', memberId).execute();
    },
  });
}
