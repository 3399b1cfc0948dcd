/**
 * npm run restore -- FILE: puts a backup made by `npm run backup` in place of DATA_DIR's database.
 * Stop the server first; the database it replaces is kept aside.
 */
import { loadConfig } from '../api/src/config';
import { restoreSqlite } from '../api/src/db/backup';

const config = loadConfig();
const file = process.argv[2];
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see "Operations" in README.md).');
  process.exit(1);
}
if (!file) {
  console.error('Usage: npm run restore -- FILE   (stop the server first)');
  process.exit(1);
}
try {
  const { previous } = restoreSqlite(config.dataDir, file);
  if (previous) console.log(`The database it replaced is kept as ${previous}.`);
  console.log(`Restored ${file}. Start the server again (npm start).`);
} catch (error) {
  console.error(`Restore refused: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
