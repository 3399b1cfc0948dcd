/**
 * npm run karma:rebuild: recomputes every member's Karmic Points ledger from the interaction tables
 * (likes, comments, published articles, completed course items) and says whether the totals
 * changed. The seeded grants stay. `--fresh` writes the rule-given entries again from nothing.
 */
import { loadConfig } from '../api/src/config';
import { openContentStore } from '../api/src/content';
import { openDatabase } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import { ledgerTotals, rebuildLedger } from '../api/src/karma/rebuild';

async function main(): Promise<number> {
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const before = await ledgerTotals(db);
    const { given, reversed } = await rebuildLedger(db, openContentStore(config.contentDir, config.dataDir).store, { fresh: process.argv.includes('--fresh') });
    const after = await ledgerTotals(db);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((id) => (before.get(id) ?? 0) !== (after.get(id) ?? 0));
    const sum = (totals: Map<number, number>) => [...totals.values()].reduce((a, b) => a + b, 0);
    console.log(`Karmic Points rebuilt for ${after.size} members: ${given} credits written, ${reversed} taken back; ${sum(after)} points in all.`);
    console.log(changed.length === 0 ? 'Every total is the same as before.' : `${changed.length} members' totals changed (members ${changed.slice(0, 20).join(', ')}${changed.length > 20 ? ', …' : ''}).`);
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
