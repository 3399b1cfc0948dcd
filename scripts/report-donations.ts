/**
 * npm run report:donations -- --fy 2026-27 [--out FILE]: the year's statement of donations (Form 10BD
 * column order) as CSV, to FILE or DATA_DIR/reports/donations-<year>.csv, for the trust's accountant.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import { financialYearBounds } from '../api/src/donations/receipts';
import { donationStatementRows, toCsv } from '../api/src/donations/statement';

const { values } = parseArgs({ options: { fy: { type: 'string' }, out: { type: 'string' } } });
const financialYear = values.fy ?? '';
try {
  financialYearBounds(financialYear);
} catch {
  console.error('Name the financial year: npm run report:donations -- --fy 2026-27');
  process.exit(1);
}

const config = loadConfig();
const db = openDatabase(config);
try {
  await migrateToLatest(db);
  const rows = await donationStatementRows(db, financialYear);
  const file = path.resolve(values.out ?? path.join(config.dataDir, 'reports', `donations-${financialYear}.csv`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, toCsv(rows), { mode: 0o600 });
  console.log(`${rows.length} donor row(s) for ${financialYear} written to ${file}`);
} catch (error) {
  console.error(`The report failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
