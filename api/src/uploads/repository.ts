import type { Kysely, Transaction } from 'kysely';
import type { UploadLimits } from '../config';
import { isPostgres, nowIso } from '../db/dialect';
import type { Database, PictureKind } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * The uploads table and the daily quota: a member may upload `perDay` pictures and store
 * `bytesPerDay` in any 24 hours, counting every picture they store, whatever the feature (avatars,
 * covers, posts, articles through /uploads; pictures sent in messages, recorded as kind 'message'). The quota is checked once before the file is read (so a member
 * over it does not send 5 MB for nothing) and again, atomically, when the upload is recorded.
 */

const DAY_MS = 24 * 60 * 60_000;

export interface NewUpload {
  id: string;
  userId: number;
  fileName: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  /** 'upload' unless said. */
  kind?: PictureKind;
}

type Quota = Pick<UploadLimits, 'perDay' | 'bytesPerDay'>;

/** 5242880 → "5 MB", 307200 → "0.3 MB". */
export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export function createUploadRepository(db: Kysely<Database>, quota: Quota) {
  async function usage(executor: Kysely<Database> | Transaction<Database>, userId: number) {
    const since = new Date(Date.now() - DAY_MS).toISOString();
    const row = await executor
      .selectFrom('uploads')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number | string | null>('bytes').as('bytes')])
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    // PostgreSQL answers count and sum as strings (bigint, numeric).
    return { count: Number(row.count), bytes: Number(row.bytes ?? 0) };
  }

  /** 429 when `incomingBytes` more would go past the member's quota. */
  async function assertWithinQuota(executor: Kysely<Database> | Transaction<Database>, userId: number, incomingBytes: number) {
    const used = await usage(executor, userId);
    if (used.count >= quota.perDay) {
      throw new HttpError(429, `You have uploaded ${quota.perDay} pictures in the last 24 hours, the most allowed. Please try again later.`);
    }
    if (used.bytes + incomingBytes > quota.bytesPerDay) {
      throw new HttpError(429, `Your uploads in the last 24 hours would go past ${megabytes(quota.bytesPerDay)}, the most allowed. Please try again later.`);
    }
  }

  return {
    /** Before reading the file: refuses a member who has no room left at all. */
    assertRoomLeft: (userId: number) => assertWithinQuota(db, userId, 0),

    /** Records an upload if it fits the quota; throws 429 (and records nothing) otherwise. */
    async record(upload: NewUpload) {
      await db.transaction().execute(async (trx) => {
        // PostgreSQL: one member's concurrent uploads queue on their user row, so two cannot both
        // pass the count. SQLite runs one write transaction at a time anyway.
        if (isPostgres(trx)) await trx.selectFrom('users').select('id').where('id', '=', upload.userId).forUpdate().execute();
        await assertWithinQuota(trx, upload.userId, upload.bytes);
        await trx
          .insertInto('uploads')
          .values({
            id: upload.id,
            user_id: upload.userId,
            file_name: upload.fileName,
            content_type: upload.contentType,
            width: upload.width,
            height: upload.height,
            bytes: upload.bytes,
            kind: upload.kind ?? 'upload',
            created_at: nowIso(),
          })
          .execute();
      });
    },
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;
