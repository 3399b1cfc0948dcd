import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';

/**
 * A transaction whose commit does not wait for the disk, for conversation traffic (a message, a
 * read mark, the live events they make). On SQLite the database syncs its log at every commit
 * (synchronous=FULL), and better-sqlite3 does it on the server's only thread: 2–3 ms a commit, tens
 * of milliseconds in the tail, during which no other request or live stream moves. Here the one
 * commit runs with synchronous=NORMAL: it survives the process being killed, and the database stays
 * whole after a power cut, which may take back the last such commits — a chat message, never a
 * payment, an account or anything else, which keep FULL. The next FULL commit or checkpoint syncs
 * it too. The connection is held throughout, so no other statement runs while the setting is
 * relaxed. PostgreSQL keeps its own durable commit (its latency target is met without this).
 */
export async function quickTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = NORMAL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = FULL`.execute(connection);
    }
  });
}
