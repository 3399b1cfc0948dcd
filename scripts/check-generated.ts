/**
 * Fails when a generated file is stale: the endpoints' addresses for the browser (from contracts/),
 * the GROQ result types (sanity typegen, from the extracted schema and every defineQuery in web/)
 * and the seed dataset (content/seed → content/dataset.ndjson).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINT_ADDRESSES_DIR, renderEndpointAddresses } from './endpointAddresses';
import { BIN, ROOT, run } from './lib';

const studioDir = path.join(ROOT, 'studio');
const addresses = await renderEndpointAddresses();
const previousAddresses = fs.existsSync(ENDPOINT_ADDRESSES_DIR) ? fs.readdirSync(ENDPOINT_ADDRESSES_DIR).map((name) => path.join(ENDPOINT_ADDRESSES_DIR, name)) : [];
const generated = [...new Set([...addresses.keys(), ...previousAddresses])];
generated.push(path.join(studioDir, 'schema.json'), path.join(ROOT, 'schemas/sanity.types.ts'));
const env = { ...process.env, SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

const before = generated.map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''));
// Addresses of a contract that no longer declares endpoints go with it.
for (const file of previousAddresses) if (!addresses.has(file)) fs.rmSync(file);
fs.mkdirSync(ENDPOINT_ADDRESSES_DIR, { recursive: true });
for (const [file, text] of addresses) fs.writeFileSync(file, text);
// The CLI prints progress on stderr: keep it, and show it only when a step fails.
for (const args of [['schema', 'extract', '--force', '--path=schema.json'], ['typegen', 'generate']]) {
  const result = spawnSync(BIN('sanity'), args, { cwd: studioDir, env, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    process.exit(result.status ?? 1);
  }
}
const stale = generated.filter((file, i) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '') !== before[i]);
if (stale.length) {
  console.error(`Generated files were out of date and have been regenerated: ${stale.map((f) => path.relative(ROOT, f)).join(', ')}. Commit them.`);
  process.exit(1);
}
console.log('Generated endpoint addresses and GROQ types are up to date.');
process.exit(await run(BIN('tsx'), ['scripts/build-content.ts', '--check']));
