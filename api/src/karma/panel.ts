import type { Kysely } from 'kysely';
import { memberArticleSlug } from '../../../contracts/articleRules';
import type { KarmaEntryView, KarmaStandingView, LeaderboardRow } from '../../../contracts/karma';
import { KARMA_EVENT_LABELS, KARMA_HISTORY_PAGE_SIZE, KARMA_PERIOD_DAYS, type KarmaEventKind, type KarmaPeriod } from '../../../contracts/karmaRules';
import { type MemberStage, stageLabel } from '../../../contracts/memberStage';
import { articlePath, postPath } from '../../../contracts/routes';
import { clock } from '../clock';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../content/dataset';
import { hrefOf } from '../safety';
import { type Stage, stagesOf } from './stages';
import { standingsOf } from './standing';

type Db = Kysely<Database>;
const DAY_MS = 24 * 3600_000;
const EXCERPT = 80;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);
const numeric = (ids: string[]) => ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);

function stageView(stages: Stage[], key: string): MemberStage {
  const index = Math.max(0, stages.findIndex((stage) => stage.key === key));
  const stage = stages[index]!;
  return { key: stage.key, rank: index + 1, name: stage.name, meaning: stage.meaning, label: stageLabel(stage.name, stage.meaning) };
}

/** Progress from one minimum to the next, 0–100. */
const share = (have: number, from: number, to: number) => (to <= from ? 100 : Math.max(0, Math.min(100, Math.floor(((have - from) / (to - from)) * 100))));

/** What each entry was for: a title or excerpt and where it is read, in one query per kind of target. */
async function describeTargets(db: Db, content: PublishedContent, targets: { type: string; id: string }[]) {
  const ids = (type: string) => [...new Set(targets.filter((target) => target.type === type).map((target) => target.id))];
  const found = new Map<string, { title: string | null; href: string | null }>();
  const put = (type: string, id: string | number, title: string | null, href: string | null) => found.set(`${type}:${id}`, { title, href });
  const commentIds = numeric(ids('comment'));
  if (commentIds.length) {
    const rows = await db.selectFrom('comments').select(['id', 'text', 'target_type', 'target_id']).where('id', 'in', commentIds).execute();
    for (const row of rows) put('comment', row.id, excerpt(row.text), hrefOf(row.target_type, row.target_id));
  }
  const postIds = numeric(ids('post'));
  if (postIds.length) {
    for (const row of await db.selectFrom('posts').select(['id', 'title', 'body']).where('id', 'in', postIds).execute()) put('post', row.id, excerpt(row.title || row.body), postPath(String(row.id)));
  }
  const articleIds = numeric(ids('member-article'));
  if (articleIds.length) {
    for (const row of await db.selectFrom('member_articles').select(['id', 'title', 'status']).where('id', 'in', articleIds).execute()) {
      put('member-article', row.id, row.title, row.status === 'published' ? articlePath(memberArticleSlug(row.title, row.id)) : null);
    }
  }
  const reviewIds = numeric(ids('review'));
  if (reviewIds.length) {
    for (const row of await db.selectFrom('book_reviews').select(['id', 'title']).where('id', 'in', reviewIds).execute()) put('review', row.id, row.title, null);
  }
  const items = new Set(ids('academy-item'));
  if (items.size) {
    for (const doc of content.published()) if (items.has(doc._id)) put('academy-item', doc._id, typeof doc.title === 'string' ? doc.title : null, null);
  }
  return (type: string, id: string) => found.get(`${type}:${id}`) ?? { title: null, href: null };
}

export function createKarmaPanel(db: Db, content: PublishedContent) {
  return {
    /** A member's standing as their panel shows it. */
    async standing(memberId: number): Promise<KarmaStandingView> {
      const standing = (await standingsOf(db, content, [memberId])).get(memberId)!;
      const stages = stagesOf(content);
      const index = stages.findIndex((stage) => stage.key === standing.stageKey);
      const [current, next] = [stages[index]!, stages[index + 1]];
      return {
        points: standing.points,
        stage: stageView(stages, standing.stageKey),
        distinctGivers: standing.distinctGivers,
        next:
          next && standing.next
            ? {
                stage: stageView(stages, next.key),
                pointsMissing: standing.next.pointsMissing,
                membersMissing: standing.next.membersMissing,
                percent: Math.min(
                  share(standing.points, current.minPoints, next.minPoints),
                  share(standing.distinctGivers, current.minDistinctMembers, next.minDistinctMembers),
                ),
              }
            : null,
      };
    },

    /**
     * A page of a member's standing credits, newest first, each with what caused it: a credit taken
     * back (an unlike, a deletion, a hiding) and its reversing entry cancel out and neither is listed,
     * so the list adds up to the total instead of filling with "+10, −10" pairs.
     */
    async history(memberId: number, page: number) {
      const rows = await db
        .selectFrom('karma_entries as e')
        .select(['e.id', 'e.event_kind', 'e.target_type', 'e.target_id', 'e.points', 'e.created_at'])
        .where('e.member_id', '=', memberId)
        .where('e.reverses_id', 'is', null)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('karma_entries as r').select('r.id').whereRef('r.reverses_id', '=', 'e.id'))))
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(KARMA_HISTORY_PAGE_SIZE + 1)
        .offset((page - 1) * KARMA_HISTORY_PAGE_SIZE)
        .execute();
      const shown = rows.slice(0, KARMA_HISTORY_PAGE_SIZE);
      const describe = await describeTargets(db, content, shown.map((row) => ({ type: row.target_type, id: row.target_id })));
      const entries: KarmaEntryView[] = shown.map((row) => ({
        id: String(row.id),
        kind: row.event_kind as KarmaEventKind,
        label: KARMA_EVENT_LABELS[row.event_kind as KarmaEventKind] ?? row.event_kind,
        points: row.points,
        createdAt: row.created_at,
        target: { type: row.target_type, id: row.target_id, ...describe(row.target_type, row.target_id) },
      }));
      return { entries, page, hasMore: rows.length > KARMA_HISTORY_PAGE_SIZE };
    },

    /**
     * The members with the most points gained in the period (entries dated in it, reversals
     * included), by what their profiles show anyone: name, handle, picture, stage.
     */
    async leaderboard(period: KarmaPeriod, limit: number): Promise<LeaderboardRow[]> {
      const days = KARMA_PERIOD_DAYS[period];
      let query = db
        .selectFrom('karma_entries')
        .innerJoin('users', 'users.id', 'karma_entries.member_id')
        .innerJoin('member_profiles', 'member_profiles.user_id', 'users.id')
        .select(['users.id', 'users.first_name', 'users.last_name', 'member_profiles.handle', 'member_profiles.avatar_url', (eb) => eb.fn.sum<number>('karma_entries.points').as('total')])
        .groupBy(['users.id', 'users.first_name', 'users.last_name', 'member_profiles.handle', 'member_profiles.avatar_url'])
        .having((eb) => eb.fn.sum('karma_entries.points'), '>', 0)
        .orderBy('total', 'desc')
        .orderBy('users.id')
        .limit(limit);
      if (days !== null) query = query.where('karma_entries.created_at', '>=', new Date(clock.nowMs() - days * DAY_MS).toISOString());
      const rows = (await query.execute()).filter((row) => row.handle);
      const standings = await standingsOf(db, content, rows.map((row) => row.id));
      const stages = stagesOf(content);
      return rows.map((row, i) => ({
        rank: i + 1,
        handle: row.handle!,
        name: `${row.first_name} ${row.last_name}`.trim(),
        avatarUrl: row.avatar_url,
        points: Number(row.total),
        stage: stageView(stages, standings.get(row.id)!.stageKey),
      }));
    },
  };
}

