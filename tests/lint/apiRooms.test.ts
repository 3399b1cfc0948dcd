/**
 * api/src's rooms and doors (eslint.config.js): a domain reaches another only through a door named
 * for it. Each case lints a few lines as if they stood in a file of api/src, with the project's own
 * configuration, so the rule is checked against the real folders it names.
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

async function boundaryErrors(filePath: string, code: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/element-types').map((message) => message.message);
}

describe('api/src rooms', () => {
  it.each([
    ['api/src/auth/example.ts', "import { recordActivity } from '../community/activity';\nexport const a = recordActivity;\n"],
    ['api/src/auth/example.ts', "import { notBlockedWith } from '../safety/visibility';\nexport const a = notBlockedWith;\n"],
    ['api/src/db/migrations/9999_example.ts', "import { ensureProfile } from '../../community/handles';\nexport const a = ensureProfile;\n"],
    ['api/src/db/migrations/9999_example.ts', "import { suspensionInForce } from '../../auth/suspension';\nexport const a = suspensionInForce;\n"],
    ['api/src/karma/example.ts', "import { createPosts } from '../community/posts';\nimport { createPeople } from '../messaging/index';\nexport const a = [createPosts, createPeople];\n"],
  ])('%s may not say: %s', async (file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors[0]).toMatch(/may not import/);
  }, 120_000);

  it('lets a domain use its doors, its own files, the groundwork and the member-data registry', async () => {
    const code = [
      "import { suspensionInForce } from '../auth/suspension';",
      "import { notBlockedWith } from '../safety/visibility';",
      "import { createPeople } from './people';",
      "import { HttpError } from '../http/errors';",
      "import { clock } from '../clock';",
      "import type { MemberDataRegistry } from '../members/dataRegistry';",
      'export const a = [suspensionInForce, notBlockedWith, createPeople, HttpError, clock];',
      'export type R = MemberDataRegistry;',
      '',
    ].join('\n');
    expect(await boundaryErrors('api/src/community/example.ts', code)).toEqual([]);
  }, 120_000);
});
