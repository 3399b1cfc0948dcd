import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  COMPLETION_SHARE,
  MAX_PLAYBACK_RATE,
  mergeWatched,
  PLAYBACK_SLACK_SECONDS,
  type PlayableType,
  type WatchedPart,
  watchedSecondsOf,
} from '../../../contracts/learningRules';
import { LEARNING_MESSAGES as messages } from '../../../contracts/messages/learning';
import { clock } from '../clock';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { PublishedContent } from '../content/dataset';
import { findPlayable, type PlayableItem } from './items';

export interface ProgressDeps {
  db: Kysely<Database>;
  content: PublishedContent;
  hasPremium: (memberId: number) => Promise<boolean>;
}

/** A completion just recorded, for whatever else a completion earns (in the same transaction). */
export interface CompletionRecorded {
  trx: Transaction<Database>;
  memberId: number;
  targetType: PlayableType;
  targetId: string;
  completedAt: string;
}

const percentOf = (watched: number, seconds: number) => (seconds > 0 ? Math.min(100, Math.floor((watched / seconds) * 100 + 1e-9)) : 0);

/**
 * Playbacks and completions. The browser reports the parts of the video it played; the server
 * keeps their union per playback and believes no more of it than the time since the playback
 * started allows at the fastest playing speed. A completion is judged from that union alone:
 * at least COMPLETION_SHARE of the video, never the browser's word that it finished.
 */
export function createLearningProgress({ db, content, hasPremium }: ProgressDeps, onCompleted?: (recorded: CompletionRecorded) => Promise<void>) {
  const playable = (type: PlayableType, id: string): PlayableItem & { seconds: number } => {
    const item = findPlayable(content, type, id);
    const seconds = item?.video?.seconds;
    if (!item || !item.video?.file || !seconds) throw new HttpError(404, messages.noItem);
    return { ...item, seconds };
  };

  const playbackOf = async (playbackId: string, memberId: number) => {
    const row = await db.selectFrom('playback_sessions').selectAll().where('id', '=', playbackId).where('member_id', '=', memberId).executeTakeFirst();
    if (!row) throw new HttpError(404, messages.noPlayback);
    return row;
  };

  /**
   * Writes a completion once per member and item, in one transaction with anything else a
   * completion records (onCompleted): a second completion writes nothing and answers the first's time.
   */
  async function recordCompletion(memberId: number, targetType: PlayableType, targetId: string) {
    return db.transaction().execute(async (trx) => {
      const completedAt = clock.nowIso();
      const inserted = await trx
        .insertInto('completions')
        .values({ member_id: memberId, target_type: targetType, target_id: targetId, completed_at: completedAt })
        .onConflict((conflict) => conflict.columns(['member_id', 'target_type', 'target_id']).doNothing())
        .returning('completed_at')
        .executeTakeFirst();
      if (inserted) {
        await onCompleted?.({ trx, memberId, targetType, targetId, completedAt });
        return { completedAt, firstTime: true };
      }
      const before = await trx
        .selectFrom('completions')
        .select('completed_at')
        .where('member_id', '=', memberId)
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .executeTakeFirstOrThrow();
      return { completedAt: before.completed_at, firstTime: false };
    });
  }

  return {
    /** A member starts playing: a premium item only with a current premium membership. */
    async start(memberId: number, targetType: PlayableType, targetId: string) {
      const item = playable(targetType, targetId);
      if (item.premium && !(await hasPremium(memberId))) throw new HttpError(403, messages.premiumUpgrade);
      const startedAt = clock.nowIso();
      const playbackId = randomUUID();
      await db
        .insertInto('playback_sessions')
        .values({ id: playbackId, member_id: memberId, target_type: targetType, target_id: targetId, started_at: startedAt, watched: '[]', updated_at: startedAt })
        .execute();
      return { playbackId, startedAt };
    },

    /**
     * Adds the parts a player reports to its playback. Refused with nothing stored when the union
     * covers more than could have been played since the playback started.
     */
    async report(memberId: number, playbackId: string, parts: readonly WatchedPart[]) {
      const row = await playbackOf(playbackId, memberId);
      const item = playable(row.target_type as PlayableType, row.target_id);
      if (parts.some(([, to]) => to > item.seconds + PLAYBACK_SLACK_SECONDS)) throw new HttpError(400, messages.segmentsInvalid);
      const merged = mergeWatched([...(JSON.parse(row.watched) as WatchedPart[]), ...parts], item.seconds);
      const watched = watchedSecondsOf(merged);
      const elapsed = (clock.nowMs() - Date.parse(row.started_at)) / 1000;
      if (watched > elapsed * MAX_PLAYBACK_RATE + PLAYBACK_SLACK_SECONDS) throw new HttpError(422, messages.implausible);
      await db
        .updateTable('playback_sessions')
        .set({ watched: JSON.stringify(merged.map(([from, to]) => [Math.round(from * 1000) / 1000, Math.round(to * 1000) / 1000])), updated_at: clock.nowIso() })
        .where('id', '=', playbackId)
        .execute();
      const watchedPercent = percentOf(watched, item.seconds);
      return { watchedSeconds: Math.round(watched * 1000) / 1000, watchedPercent, completed: watched >= item.seconds * COMPLETION_SHARE };
    },

    /** Completes an item from one of the member's playbacks of it, once. */
    async complete(memberId: number, targetType: PlayableType, targetId: string, playbackId: string) {
      const item = playable(targetType, targetId);
      const row = await playbackOf(playbackId, memberId);
      if (row.target_type !== targetType || row.target_id !== targetId) throw new HttpError(409, messages.playbackOfAnother);
      const watched = watchedSecondsOf(mergeWatched(JSON.parse(row.watched) as WatchedPart[], item.seconds));
      if (watched < item.seconds * COMPLETION_SHARE) throw new HttpError(422, messages.notWatchedEnough(Math.round(COMPLETION_SHARE * 100)));
      return recordCompletion(memberId, targetType, targetId);
    },

    /** The member's progress per item of a type: completed, and the most one playback covered. */
    async progressOf(memberId: number, targetType: PlayableType) {
      const [done, playbacks] = await Promise.all([
        db.selectFrom('completions').select('target_id').where('member_id', '=', memberId).where('target_type', '=', targetType).execute(),
        db.selectFrom('playback_sessions').select(['target_id', 'watched']).where('member_id', '=', memberId).where('target_type', '=', targetType).execute(),
      ]);
      const percent = new Map<string, number>();
      for (const playback of playbacks) {
        const item = findPlayable(content, targetType, playback.target_id);
        const seconds = item?.video?.seconds ?? 0;
        const value = percentOf(watchedSecondsOf(JSON.parse(playback.watched) as WatchedPart[]), seconds);
        percent.set(playback.target_id, Math.max(percent.get(playback.target_id) ?? 0, value));
      }
      return { completed: new Set(done.map((row) => row.target_id)), percent };
    },
  };
}

export type LearningProgress = ReturnType<typeof createLearningProgress>;
