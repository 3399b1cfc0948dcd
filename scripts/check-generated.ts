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
let code = await run(BIN('sanity'), ['schema', 'extract', '--force', '--path=schema.json'], { cwd: studioDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
if (code === 0) code = await run(BIN('sanity'), ['typegen', 'generate'], { cwd: studioDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
if (code !== 0) process.exit(code);
const stale = generated.filter((file, i) => fs.readFileSync(file, 'utf8') !== before[i]);
if (stale.length) {
  console.error(`Generated files were out of date and have been regenerated: ${stale.map((f) => path.relative(ROOT, f)).join(', ')}. Commit them.`);
  process.exit(1);
}
console.log('Generated GROQ types are up to date.');
process.exit(await run(BIN('tsx'), ['scripts/build-content.ts', '--check']));
