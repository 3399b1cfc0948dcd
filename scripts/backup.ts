/**
 * npm run backup [-- FILE]: a consistent copy of the SQLite database, taken while the server runs,
 * to FILE or DATA_DIR/backups/jnanam-<timestamp>.sqlite.
 */
import { loadConfig } from '../api/src/config';
import { backupSqlite } from '../api/src/db/backup';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see "Operations" in README.md).');
  process.exit(1);
}
try {
  const file = backupSqlite(config.dataDir, process.argv[2]);
  console.log(`Backup written to ${file}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
