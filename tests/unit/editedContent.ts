/**
 * The real content endpoint over a copy of the seed dataset with some documents edited, as if
 * the trust's staff had changed them in the studio; `client` asks it the pages' real queries.
 */
import { createClient, type SanityClient } from '@sanity/client';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../api/src/config';
import { CONTENT_API_VERSION } from '../../web/src/shared/content/client';
import { startTestApp } from '../api/helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- seed documents are edited field by field
export type EditableDoc = Record<string, any>;

export async function startEditedContent(edit: (doc: EditableDoc) => void): Promise<{ client: SanityClient; close: () => Promise<void> }> {
  // A copy of content/ whose dataset is edited; the rest (images) is linked.
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-content-'));
  const source = path.join(ROOT_DIR, 'content');
  for (const entry of fs.readdirSync(source)) {
    if (entry !== 'dataset.ndjson') fs.symlinkSync(path.join(source, entry), path.join(contentDir, entry));
  }
  const edited = fs
    .readFileSync(path.join(source, 'dataset.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const doc = JSON.parse(line) as EditableDoc;
      edit(doc);
      return JSON.stringify(doc);
    })
    .join('\n');
  fs.writeFileSync(path.join(contentDir, 'dataset.ndjson'), `${edited}\n`);
  const t = await startTestApp({ contentDir });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const client = createClient({ projectId: 'local', dataset: 'production', apiVersion: CONTENT_API_VERSION, useCdn: false, apiHost: url, useProjectHostname: false });
  return {
    client,
    close: async () => {
      await t.close();
      fs.rmSync(contentDir, { recursive: true, force: true });
    },
  };
}
