import type { Kysely } from 'kysely';
import { clock } from '../clock';
import type { Database } from '../db/schema';
import type { Interactions } from '../interactions';
import type { PublishedContent } from '../content/dataset';
import { createArticleList } from './articles';
import { createMemberArticles } from './memberArticles';
import { publishedInsights } from './published';

/** Insights' services: the trust's published articles, members' articles and the joined list. */
export function createInsights({ db, content, interactions, hasPremium }: { db: Kysely<Database>; content: PublishedContent; interactions: Interactions; hasPremium: (memberId: number, at: Date) => Promise<boolean> }) {
  const published = publishedInsights(content);
  const memberArticles = createMemberArticles(db, { hasPremium: (memberId) => hasPremium(memberId, new Date(clock.nowMs())), karma: interactions.karma, offeredTopics: () => published.topics().map((topic) => topic.slug) });
  const list = createArticleList(db, { published, memberArticles, interactions: interactions.repository });
  return { published, memberArticles, list };
}

export type Insights = ReturnType<typeof createInsights>;
