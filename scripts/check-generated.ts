/**
 * Fails when a generated file is stale: the GROQ result types (sanity typegen, from the extracted
 * schema and every defineQuery in web/) and the seed dataset (content/seed → content/dataset.ndjson).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BIN, ROOT, run } from './lib';

const studioDir = path.join(ROOT, 'studio');
const generated = [path.join(studioDir, 'schema.json'), path.join(ROOT, 'web/src/shared/content/sanity.types.ts')];
const env = { ...process.env, SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

const before = generated.map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''));
// The CLI prints progress on stderr: keep it, and show it only when a step fails.
for (const args of [['schema', 'extract', '--force', '--path=schema.json'], ['typegen', 'generate']]) {
  const result = spawnSync(BIN('sanity'), args, { cwd: studioDir, env, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    process.exit(result.status ?? 1);
  }
}
const stale = generated.filter((file, i) => fs.readFileSync(file, 'utf8') !== before[i]);
if (stale.length) {
  console.error(`Generated files were out of date and have been regenerated: ${stale.map((f) => path.relative(ROOT, f)).join(', ')}. Commit them.`);
  process.exit(1);
}
console.log('Generated GROQ types are up to date.');
process.exit(await run(BIN('tsx'), ['scripts/build-content.ts', '--check']));
