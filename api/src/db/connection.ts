import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database } from './schema';

export interface DatabaseOptions {
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite at DATA_DIR/jnanam.sqlite. */
  databaseUrl?: string;
}

export function sqlitePath(dataDir: string) {
  return path.join(dataDir, 'jnanam.sqlite');
}

/** Opens the database; the caller owns it and calls `destroy()` on shutdown. */
export function openDatabase({ dataDir, databaseUrl }: DatabaseOptions): Kysely<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover) is reported here; pg has
    // already removed it from the pool. Without a listener the 'error' event would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  // The file holds password hashes, e-mail addresses and phone numbers, so only the server's own
  // user may read it. SQLite gives the -wal and -shm files the database file's mode.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = sqlitePath(dataDir);
  if (!fs.existsSync(file)) fs.closeSync(fs.openSync(file, 'a', 0o600));
  const sqlite = new SQLite(file);
  // WAL lets readers run while a write is in progress; busy_timeout makes a second process (or a
  // checkpoint, or a backup) wait instead of failing with SQLITE_BUSY; foreign keys are off unless
  // asked for. synchronous=FULL syncs the WAL to disk at every commit, before the answer is sent:
  // with NORMAL an acknowledged write survives the process being killed (it is in the OS's page
  // cache) but not a power cut or kernel crash, and "acknowledged" must mean "kept".
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = FULL');
  // SQLite's own lower() changes only A–Z, so a search for "ānanda" missed "Ānanda"; this one
  // lower-cases as JavaScript (and PostgreSQL) do, and searches lower both sides with it.
  sqlite.function('lower', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
