import type { Kysely } from 'kysely';
import { GUIDE_RULES, type GuideQuestionView } from '../../../contracts/guide';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';

/** A member's recent questions to the guide: the newest kept, older ones forgotten as new ones come. */
export function createGuideQuestions(db: Kysely<Database>) {
  return {
    async record(memberId: number, question: string): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('guide_questions')
          .values({ member_id: memberId, question, asked_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow();
        const kept = await trx
          .selectFrom('guide_questions')
          .select('id')
          .where('member_id', '=', memberId)
          .orderBy('id', 'desc')
          .limit(GUIDE_RULES.historyKept)
          .execute();
        await trx
          .deleteFrom('guide_questions')
          .where('member_id', '=', memberId)
          .where(
            'id',
            'not in',
            kept.map((k) => k.id),
          )
          .execute();
        return String(row.id);
      });
    },
    async list(memberId: number): Promise<GuideQuestionView[]> {
      const rows = await db
        .selectFrom('guide_questions')
        .select(['id', 'question', 'asked_at'])
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(GUIDE_RULES.historyKept)
        .execute();
      return rows.map((row) => ({ id: String(row.id), question: row.question, askedAt: row.asked_at }));
    },
    /** Whether the question was the member's (and is now gone). */
    async remove(memberId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('guide_questions').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type GuideQuestions = ReturnType<typeof createGuideQuestions>;
