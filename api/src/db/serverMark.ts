import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR/server.pid, written while a server uses the SQLite database in DATA_DIR. It lets
 * `npm run restore` refuse to swap the database file under a running server (which would keep
 * writing to the old, unlinked file and lose those writes). A file left by a killed server is
 * recognised as stale because no process with its id is running.
 */
export function serverMarkPath(dataDir: string) {
  return path.join(dataDir, 'server.pid');
}

export function markServerRunning(dataDir: string): () => void {
  const file = serverMarkPath(dataDir);
  fs.writeFileSync(file, String(process.pid), { mode: 0o600 });
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
}

/** The id of a running server using DATA_DIR's database, or undefined. */
export function runningServerPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(serverMarkPath(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; still a running server.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
