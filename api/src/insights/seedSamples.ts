import type { Kysely } from 'kysely';
import type { ArticleBlock } from '../../../contracts/articleBody';
import { MEMBER_ARTICLE_TARGET, STAFF_ARTICLE_TARGET } from '../../../contracts/articleRules';
import { clock } from '../clock';
import { PROFILE_MEMBER, SAMPLE_MEMBERS, sampleEmail } from '../community/seed';
import { datedFrom, LIVE_SEED } from '../community/seedLive';
import { sampleInteractionWriter } from '../community/seedInteractions';
import { isUniqueViolation } from '../db/dialect';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../content/dataset';
import { derived } from './memberArticles';
import { SAMPLE_ARTICLE_INTERACTIONS, type SampleArticleInteractions } from './seed/articleInteractions';
import { SAMPLE_MEMBER_ARTICLES } from './seed/memberArticles';

/** The name under which seed_runs records that Insights' samples were written (installs seeded before it get them too). */
export const INSIGHTS_SEED = 'insights-samples';

/** A sample's paragraphs as the editor's Portable Text ("## " starts a heading). */
function bodyOf(key: string, paragraphs: string[]): ArticleBlock[] {
  return paragraphs.map((text, index) => {
    const heading = text.startsWith('## ');
    return {
      _type: 'block',
      _key: `${key}-${index}`.slice(0, 64),
      style: heading ? 'h2' : 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: `${key}-${index}-s`.slice(0, 64), text: heading ? text.slice(3) : text, marks: [] }],
    };
  });
}

/**
 * Once per database: the likes, forwards, saves and comments on the trust's articles, and the sample
 * members' published articles with their topics and interactions, all by the sample members and
 * dated from the first start (the moment the sample community was dated). Nothing is written when
 * a sample member is gone (erased), and the trust's articles staff have since removed are left out.
 */
export async function seedInsightsSamples(db: Kysely<Database>, content: PublishedContent): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const at = clock.nowIso();
      const run = await trx.insertInto('seed_runs').values({ name: INSIGHTS_SEED, applied_at: at }).onConflict((conflict) => conflict.column('name').doNothing()).executeTakeFirst();
      if (Number(run.numInsertedOrUpdatedRows ?? 0n) === 0) return;
      const users = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', SAMPLE_MEMBERS.map((m) => sampleEmail(m.slug))).execute();
      if (users.length !== SAMPLE_MEMBERS.length) return;
      const idByEmail = new Map(users.map((user) => [user.email, user.id]));
      const memberId = (slug: string) => idByEmail.get(sampleEmail(slug))!;
      const firstStart = (await trx.selectFrom('seed_runs').select('applied_at').where('name', '=', LIVE_SEED).executeTakeFirst())?.applied_at ?? at;
      const dated = datedFrom(firstStart);
      const { like, comment, forward } = sampleInteractionWriter(trx, memberId);

      async function interact(target: { type: string; id: string }, author: string, postedAt: string, sample: SampleArticleInteractions) {
        await like(target, sample.likes, author, dated(postedAt));
        await forward(target, sample.forwards, author, dated(postedAt));
        if (sample.savedByProfile) await trx.insertInto('reactions').values({ target_type: target.type, target_id: target.id, kind: 'save', member_id: memberId(PROFILE_MEMBER), created_at: dated(postedAt) }).execute();
        for (const c of sample.comments ?? []) {
          await comment(target, { ...c, postedAt: dated(c.postedAt), replies: c.replies?.map((reply) => ({ ...reply, postedAt: dated(reply.postedAt) })) });
        }
      }

      const articles = new Map(
        content
          .published()
          .filter((doc) => doc._type === 'article')
          .map((doc) => [(doc as { slug?: { current?: string } }).slug?.current, doc as { _id: string; publishedAt?: string; author?: { _ref?: string } }]),
      );
      for (const [slug, sample] of Object.entries(SAMPLE_ARTICLE_INTERACTIONS)) {
        const doc = articles.get(slug);
        if (!doc?.publishedAt) continue;
        // The trust's authors are `person-<slug>` documents; a like is never the author's own.
        await interact({ type: STAFF_ARTICLE_TARGET, id: doc._id }, (doc.author?._ref ?? '').replace(/^person-/, ''), doc.publishedAt, sample);
      }

      for (const sample of SAMPLE_MEMBER_ARTICLES) {
        const body = bodyOf(sample.key, sample.paragraphs);
        const publishedAt = dated(sample.publishedAt);
        const { id } = await trx
          .insertInto('member_articles')
          .values({ author_id: memberId(sample.author), title: sample.title, body: JSON.stringify(body), status: 'published', created_at: publishedAt, updated_at: publishedAt, published_at: publishedAt, ...derived(body) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('member_article_topics').values(sample.topics.map((topic) => ({ article_id: id, topic }))).execute();
        await interact({ type: MEMBER_ARTICLE_TARGET, id: String(id) }, sample.author, sample.publishedAt, sample.interactions);
      }
    });
  } catch (error) {
    // Another instance seeded between our check and insert: its seed stands.
    if (!isUniqueViolation(error)) throw error;
  }
}
