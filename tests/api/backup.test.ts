/**
 * `npm run backup` under write load and `npm run restore`: every write acknowledged before the
 * backup started is in the restored database; restore refuses a running server and a bad file.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBackup, restoreSqlite } from '../../api/src/db/backup';
import { openDatabase } from '../../api/src/db/connection';
import { MIGRATION_NAMES, pendingMigrations } from '../../api/src/db/migrate';
import { ROOT } from '../../scripts/lib';
import { killAllServers, request, startServerProcess, tempDataDir } from './processes';

function runScript(script: string, args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('backup and restore (SQLite)', () => {
  afterAll(killAllServers);

  it('backs up while writes go on and restores every write acknowledged before the backup', { timeout: 180_000 }, async () => {
    const dataDir = tempDataDir();
    const server = await startServerProcess({ dataDir });
    const acknowledged: string[] = [];
    let writing = true;
    const writers = Array.from({ length: 20 }, async (_, index) => {
      for (let n = 0; writing; n += 1) {
        const fullName = `Backup Writer ${index}-${n}`;
        const answer = await request(server.baseUrl, 'POST', '/api/v1/enquiries', { fullName, email: 'writer@example.com', message: 'Namaste. Please tell me more.' });
        if (answer.status === 201) acknowledged.push(fullName);
      }
    });
    while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 5));
    const beforeBackup = [...acknowledged];
    const backupFile = path.join(dataDir, 'backups', 'under-load.sqlite');
    const backup = await runScript('scripts/backup.ts', [backupFile], dataDir);
    const afterBackup = acknowledged.length;
    expect(backup.output).toContain(`Backup written to ${backupFile}`);
    expect(backup.code).toBe(0);
    expect(fs.statSync(backupFile).mode & 0o077).toBe(0);
    // Writes went on while the backup ran, and go on a little after it.
    while (acknowledged.length < afterBackup + 20) await new Promise((resolve) => setTimeout(resolve, 5));
    writing = false;
    await Promise.all(writers);

    // (The refusals are checked in-process: each script run costs a process start.)
    expect(() => restoreSqlite(dataDir, backupFile)).toThrow(/is using the database.*Stop it first/);
    expect(await server.stop()).toBe(0);
    const notADatabase = path.join(dataDir, 'notes.sqlite');
    fs.writeFileSync(notADatabase, 'these are not the pages you are looking for'.repeat(100));
    expect(() => restoreSqlite(dataDir, notADatabase)).toThrow(/not a SQLite database/);
    expect(() => restoreSqlite(dataDir, path.join(dataDir, 'no-such.sqlite'))).toThrow(/does not exist/);

    const restored = await runScript('scripts/restore.ts', [backupFile], dataDir);
    expect(restored.code).toBe(0);
    const previous = /kept as (\S+)\./.exec(restored.output)?.[1];
    expect(previous && fs.existsSync(previous)).toBe(true);

    expect(checkBackup(path.join(dataDir, 'jnanam.sqlite'))).toEqual(MIGRATION_NAMES);
    const db = openDatabase({ dataDir });
    try {
      const names = new Set((await db.selectFrom('enquiries').select('full_name').execute()).map((row) => row.full_name));
      expect(beforeBackup.filter((name) => !names.has(name))).toEqual([]);
      // The copy is of one instant during the backup: what was written after it is not there.
      expect(names.size).toBeLessThan(acknowledged.length);
      expect(await pendingMigrations(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
