import SQLite from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { sqlitePath } from './connection';
import { MIGRATION_NAMES } from './migrate';
import { runningServerPid } from './serverMark';

/**
 * Backups of the SQLite database: a consistent copy taken while the server runs, and putting one
 * back while it does not. (PostgreSQL has pg_dump and pg_restore; the README gives the commands.)
 */

/** Why a file cannot be restored; other errors while reading it are wrapped into one. */
export class InvalidBackupError extends Error {}

const fileStamp = () => new Date().toISOString().replaceAll(':', '-').replace('.', '-');

export function defaultBackupPath(dataDir: string) {
  return path.join(dataDir, 'backups', `jnanam-${fileStamp()}.sqlite`);
}

/**
 * Writes a copy of DATA_DIR's database to `target` with `VACUUM INTO`: one read transaction, so the
 * copy is the database as of one instant, while the server's writes go on into the WAL beside it.
 * (The online backup API would restart its copy each time the server writes, and under steady
 * writes might never finish.) The copy holds personal data, so it is readable by its owner only.
 */
export function backupSqlite(dataDir: string, target = defaultBackupPath(dataDir)): string {
  const source = sqlitePath(dataDir);
  if (!fs.existsSync(source)) throw new Error(`There is no database at ${source}.`);
  if (fs.existsSync(target) && fs.statSync(target).size > 0) throw new Error(`${target} already exists; choose another name.`);
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(target, 'w', 0o600));
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run(target);
  } catch (error) {
    fs.rmSync(target, { force: true });
    throw error;
  } finally {
    db.close();
  }
  return target;
}

/**
 * Checks that `file` is an intact SQLite database made by this application with migrations this
 * build knows (a backup from a newer version would be rolled back silently otherwise). Throws with
 * the reason; returns the migrations it has.
 */
export function checkBackup(file: string): string[] {
  if (!fs.existsSync(file)) throw new InvalidBackupError(`${file} does not exist.`);
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new InvalidBackupError(`${file} is not a SQLite database (${error instanceof Error ? error.message : error}).`);
  }
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new InvalidBackupError(`${file} is damaged: integrity_check says "${String(integrity)}".`);
    const hasMigrations = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!hasMigrations) throw new InvalidBackupError(`${file} is not a Jnanam database (it has no migrations table).`);
    const applied = (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((row) => row.name);
    const unknown = applied.filter((name) => !MIGRATION_NAMES.includes(name));
    if (unknown.length > 0)
      throw new InvalidBackupError(`${file} comes from a newer version of Jnanam (migrations ${unknown.join(', ')}); restore it with that version.`);
    if (!applied.includes(MIGRATION_NAMES[0]!)) throw new InvalidBackupError(`${file} is not a Jnanam database (no initial migration).`);
    return applied;
  } catch (error) {
    if (error instanceof InvalidBackupError) throw error;
    throw new InvalidBackupError(`${file} is not a SQLite database, or is damaged (${error instanceof Error ? error.message : error}).`);
  } finally {
    db.close();
  }
}

export interface RestoreResult {
  /** Where the database that was replaced now is (its -wal/-shm beside it), if there was one. */
  previous?: string;
}

/**
 * Puts a backup in place of DATA_DIR's database. Refuses while a server uses it (a running server
 * would go on writing to the replaced file). The current database is kept aside, with its WAL,
 * under a dated name; the backup is copied in under a temporary name and renamed, so the database
 * file is never half-written.
 */
export function restoreSqlite(dataDir: string, backupFile: string): RestoreResult {
  const pid = runningServerPid(dataDir);
  if (pid) throw new Error(`A server (process ${pid}) is using the database in ${dataDir}. Stop it first, then restore.`);
  checkBackup(backupFile);
  const live = sqlitePath(dataDir);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let previous: string | undefined;
  if (fs.existsSync(live)) {
    previous = path.join(dataDir, `jnanam-before-restore-${fileStamp()}.sqlite`);
    for (const suffix of ['', '-wal', '-shm']) {
      if (fs.existsSync(live + suffix)) fs.renameSync(live + suffix, previous + suffix);
    }
  }
  const incoming = `${live}.restoring`;
  fs.copyFileSync(backupFile, incoming);
  fs.chmodSync(incoming, 0o600);
  fs.renameSync(incoming, live);
  return { previous };
}
