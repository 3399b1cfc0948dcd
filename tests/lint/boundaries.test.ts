/**
 * The repository's import directions (eslint.config.js) really fire: each fixture imports across a
 * boundary it must not cross, and ESLint, run with the project's own configuration, says so.
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = (name: string) => path.join(root, 'tests/lint/fixtures', name);

async function importErrors(file: string) {
  // The fixtures are ignored by the main run (`npx eslint .`); here they are linted on purpose.
  const eslint = new ESLint({ cwd: root, ignore: false });
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['contracts/importsWeb.ts', /contracts\/ is shared by browser and server/],
    ['contracts/importsApi.ts', /contracts\/ is shared by browser and server/],
    ['api/importsWeb.ts', /api\/ never imports web\//],
    ['web/importsApi.ts', /web\/ never imports api\//],
  ])('%s is refused', async (name, message) => {
    const errors = await importErrors(fixture(name));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  }, 60_000);

  it('lets api/ import contracts/', async () => {
    expect(await importErrors(fixture('api/importsContracts.ts'))).toEqual([]);
  }, 60_000);
});
