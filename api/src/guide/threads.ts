import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { GUIDE_RULES, type GuideTurn } from '../../../contracts/guide';
import { clock } from '../clock';
import type { Database } from '../db/schema';

const MINUTE = 60_000;

export interface GuideThread {
  id: string;
  /** The last few turns, oldest first, as the server stored them. */
  turns: GuideTurn[];
}

/**
 * The guide's conversations on the server. A follow-up is put to the model with the turns stored
 * here, so a client cannot hand it an "earlier answer" it made up. A visitor's conversation is
 * named by an opaque random id and ends half an hour after its last question; a member's is theirs
 * alone (another member or a visitor holding its id starts afresh) and lasts a day.
 */
export function createGuideThreads(db: Kysely<Database>) {
  const lifetime = (memberId: number | null) => (memberId === null ? GUIDE_RULES.visitorThreadMinutes : GUIDE_RULES.memberThreadMinutes) * MINUTE;
  const expiry = (memberId: number | null) => new Date(clock.nowMs() + lifetime(memberId)).toISOString();

  return {
    /** The conversation `id` names, when it is the asker's and has not ended; otherwise a new, empty one. */
    async open(id: string | undefined, memberId: number | null): Promise<GuideThread> {
      // Ended conversations go as new questions come: no job to schedule, and none outlives its time by much.
      await db.deleteFrom('guide_threads').where('expires_at', '<=', clock.nowIso()).execute();
      if (id) {
        let query = db.selectFrom('guide_threads').select('id').where('id', '=', id).where('expires_at', '>', clock.nowIso());
        query = memberId === null ? query.where('member_id', 'is', null) : query.where('member_id', '=', memberId);
        if (await query.executeTakeFirst()) {
          const rows = await db
            .selectFrom('guide_turns')
            .select(['question', 'answer'])
            .where('thread_id', '=', id)
            .orderBy('id', 'desc')
            .limit(GUIDE_RULES.contextTurns)
            .execute();
          return { id, turns: rows.reverse() };
        }
      }
      const created = randomBytes(18).toString('base64url');
      await db.insertInto('guide_threads').values({ id: created, member_id: memberId, created_at: clock.nowIso(), expires_at: expiry(memberId) }).execute();
      return { id: created, turns: [] };
    },

    /** Keeps a question and the answer given, and moves the conversation's end on. */
    async add(thread: GuideThread, memberId: number | null, turn: GuideTurn) {
      await db
        .insertInto('guide_turns')
        .values({ thread_id: thread.id, question: turn.question, answer: turn.answer.slice(0, GUIDE_RULES.contextAnswerMax), asked_at: clock.nowIso() })
        .execute();
      await db.updateTable('guide_threads').set({ expires_at: expiry(memberId) }).where('id', '=', thread.id).execute();
      // Only the turns a follow-up can use are kept.
      const kept = await db.selectFrom('guide_turns').select('id').where('thread_id', '=', thread.id).orderBy('id', 'desc').limit(GUIDE_RULES.contextTurns).execute();
      await db.deleteFrom('guide_turns').where('thread_id', '=', thread.id).where('id', 'not in', kept.map((row) => row.id)).execute();
    },
  };
}

export type GuideThreads = ReturnType<typeof createGuideThreads>;
