/**
 * The landing page follows the content: a mission card's title changed in the dataset appears
 * on the page. The real server answers the real query over a modified copy of the dataset.
 */
import { createClient } from '@sanity/client';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../api/src/config';
import { missionCardId } from '../../content/seed/home';
import { MissionCardGrid } from '../../web/src/features/home/components/MissionCardGrid';
import { homePageQuery } from '../../web/src/features/home/queries';
import { CONTENT_API_VERSION } from '../../web/src/shared/content/client';
import { startTestApp, type TestApp } from '../api/helpers';

const CHANGED_TITLE = 'Bharat, Teacher of the World (edited in the studio)';
const CHANGED_COLOUR = '#123456';

describe('the landing page follows the content', () => {
  let contentDir: string;
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    // A copy of content/ whose dataset has one mission card edited; the rest is linked.
    contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-content-'));
    const source = path.join(ROOT_DIR, 'content');
    for (const entry of fs.readdirSync(source)) {
      if (entry !== 'dataset.ndjson') fs.symlinkSync(path.join(source, entry), path.join(contentDir, entry));
    }
    const edited = fs
      .readFileSync(path.join(source, 'dataset.ndjson'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const doc = JSON.parse(line);
        if (doc._id === missionCardId('bharat-vishwa-guru')) Object.assign(doc, { title: CHANGED_TITLE, backgroundColor: CHANGED_COLOUR });
        return JSON.stringify(doc);
      })
      .join('\n');
    fs.writeFileSync(path.join(contentDir, 'dataset.ndjson'), `${edited}\n`);
    t = await startTestApp({ contentDir });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  it('shows the edited mission card title and colour', async () => {
    const client = createClient({ projectId: 'local', dataset: 'production', apiVersion: CONTENT_API_VERSION, useCdn: false, apiHost: url, useProjectHostname: false });
    const home = await client.fetch(homePageQuery);
    const cards = home?.institute?.missionCards ?? [];
    expect(cards).toHaveLength(6);

    const html = renderToStaticMarkup(<MissionCardGrid cards={cards} />);
    expect(html).toContain(CHANGED_TITLE);
    expect(html).toContain(`background-color:${CHANGED_COLOUR}`);
    expect(html).not.toContain('>Bharat Vishwa Guru<');
    expect(html).toContain('Digital Akhanda Bharat');
  });
});
