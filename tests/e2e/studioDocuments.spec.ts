/**
 * Every document type in the real Studio on this server's content store: a staff member opens one
 * sample document of each type the schema has (the list comes from the extracted schema, the
 * samples from the seed) by its Studio address, with no error boundary and nothing on the console
 * (no blocked script, font or address, no 404), and the form shows the document's title.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { ROOT } from '../../scripts/lib';
import { schemaTypes, singletonTypes } from '../../schemas';
import { FIXED_DOCUMENTS } from '../../studio/structure/groups';
import { seedDoc, seedOfType } from './seedContent';
import { blockOtherHosts, deskPath, logInToStudio, newStaff, studioServer } from './studioSession';

/** The document types staff edit: the schema's own, not Sanity's asset types. */
const DOCUMENT_TYPES = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'studio/schema.json'), 'utf8')) as { name: string; type: string }[]
)
  .filter((entry) => entry.type === 'document' && !entry.name.startsWith('sanity.'))
  .map((entry) => entry.name);

/** Everything the page writes to the console as an error, and every uncaught exception. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A picture's resize the server turned away for now (503 with Retry-After: it sheds resizes that
    // would wait over 2 s, as on a machine busy with the rest of the suite) is load, not a fault of the page.
    const shed = /status of 503/.test(message.text()) && /\/studio-api\/images\//.test(message.location().url);
    if (message.type() === 'error' && !shed) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Moves the open Studio to the document as its own links do (in the page, without loading it again). */
async function moveTo(page: Page, type: string, id: string) {
  await page.evaluate(
    (address) => {
      window.history.pushState(null, '', address);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    deskPath(type, id),
  );
}

/**
 * The title the document's pane shows: a singleton's is its type's title ("Site settings"), any
 * other document's is one of its own texts (its title, name, question or role, as its type's
 * preview chooses), never "Untitled".
 */
async function expectOwnTitle(page: Page, type: string, doc: Record<string, unknown>) {
  const title = page.getByTestId('document-panel-document-title');
  const typeTitle = schemaTypes.find((candidate) => candidate.name === type)?.title;
  const texts = singletonTypes.has(type)
    ? [typeTitle ?? type]
    : Object.values(doc).filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  const escaped = texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await expect(title, `the title of ${doc._id as string}`).toHaveText(new RegExp(`^(${escaped.join('|')})$`), {
    timeout: 30_000,
  });
}

test.describe('every document type in the Studio', () => {
  const shared = studioServer({ CONTENT_CACHE_SECONDS: '1' });

  test('opens a sample of every type with its title and a clean console', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the Studio runs once, on the desktop layout');
    test.setTimeout(900_000);
    const { baseUrl } = shared.server;
    await blockOtherHosts(page.context());
    const errors = consoleErrors(page);
    const email = 'editor@documents.example';
    await newStaff(baseUrl, shared.server.dataDir, email);
    await logInToStudio(page, baseUrl, email);
    await expect(page.getByRole('link', { name: 'Site', exact: true })).toBeVisible({ timeout: 120_000 });

    expect(DOCUMENT_TYPES.length).toBeGreaterThan(40);
    for (const type of DOCUMENT_TYPES) {
      const [sample] = FIXED_DOCUMENTS[type]?.map(({ id }) => seedDoc(id)) ?? seedOfType(type);
      expect(sample, `a seed document of type ${type}`).toBeTruthy();
      const id = sample!._id as string;
      await moveTo(page, type, id);
      await expect(page.getByTestId('form-view'), `${type} ${id} opens`).toBeVisible({ timeout: 30_000 });
      await expectOwnTitle(page, type, sample!);
      await expect(page.getByText(/tool crashed|An error occurred/)).toHaveCount(0);
      expect(errors, `the console while ${type} "${id}" was open`).toEqual([]);
    }
    await page.screenshot({ path: testInfo.outputPath('last-type.png') });
  });
});
