/**
 * Writes contracts/endpointAddresses/<file>.ts for each contracts/<file>.ts that declares
 * *_ENDPOINTS records: the method and path of every endpoint, under the same names, for the
 * browser (the declarations carry zod schemas, which must stay out of its bundle). One file per
 * contract, so that each page's chunk carries only the addresses it calls.
 * scripts/check-generated.ts runs it and fails when the committed files differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '../contracts/endpoint';
import { ROOT } from './lib';

export const ENDPOINT_ADDRESSES_DIR = path.join(ROOT, 'contracts/endpointAddresses');

/** The generated files' contents by absolute path. */
export async function renderEndpointAddresses(): Promise<Map<string, string>> {
  const contractsDir = path.join(ROOT, 'contracts');
  const files = new Map<string, string>();
  for (const file of fs.readdirSync(contractsDir).filter((name) => name.endsWith('.ts')).sort()) {
    const module = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    const names = Object.keys(module).filter((name) => name.endsWith('_ENDPOINTS') && !Array.isArray(module[name])).sort();
    if (!names.length) continue;
    const stem = file.replace(/\.ts$/, '');
    // Imported under other names: the exports below take the declarations' own.
    const declared = (name: string) => `declared${names.length === 1 ? '' : `_${name}`}`;
    const groups = names.map((name) => {
      const endpoints = Object.entries(module[name] as Record<string, Endpoint>).map(
        ([key, { method, path: address }]) => `  ${key}: { method: '${method}', path: '${address}' },`,
      );
      return `export const ${name}: EndpointAddresses<typeof ${declared(name)}> = {\n${endpoints.join('\n')}\n};`;
    });
    files.set(
      path.join(ENDPOINT_ADDRESSES_DIR, file),
      [
        `// Generated from contracts/${file} by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.`,
        "import type { EndpointAddresses } from '../endpointAddress';",
        `import type { ${names.map((name) => `${name} as ${declared(name)}`).join(', ')} } from '../${stem}';`,
        '',
        groups.join('\n\n'),
        '',
      ].join('\n'),
    );
  }
  return files;
}
