import { type Kysely, PostgresAdapter } from 'kysely';
import { clock } from '../clock';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations and helpers run against any schema
export type AnyKysely = Kysely<any>;

export function isPostgres(db: AnyKysely): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** SQLite's "UNIQUE constraint failed" and PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Now, by the server's one clock (tests move it). */
export const nowIso = () => clock.nowIso();
