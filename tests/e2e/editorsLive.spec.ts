/**
 * Two editors in the Studio at once, on this server's own content store: each sees the other in
 * the document they both have open (presence, over the Studio's socket with the staff session),
 * and what one types reaches the other's open form as it is saved.
 */
import { type Browser, type Page, test, expect } from '@playwright/test';
import { blockOtherHosts, logInToStudio, newStaff, openDocument, type StaffName, studioServer } from './studioSession';

async function openBrand(browser: Browser, baseUrl: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await blockOtherHosts(context);
  const page = await context.newPage();
  await logInToStudio(page, baseUrl, email);
  await expect(page.getByRole('link', { name: 'Site', exact: true })).toBeVisible({ timeout: 120_000 });
  await openDocument(page, baseUrl, 'siteSettings', 'siteSettings');
  await expect(page.getByLabel('Tagline')).toHaveValue('The power of one', { timeout: 30_000 });
  return page;
}

/** The other editor's avatar, shown where they are in the document. */
const presenceOf = (page: Page, name: StaffName) =>
  page.locator(`[data-ui="Avatar"][aria-label="${name.firstName} ${name.lastName}"]`).first();

const EDITOR = { firstName: 'Sita', lastName: 'Editor', email: 'sita@editors.example' };
const COLLEAGUE = { firstName: 'Ravi', lastName: 'Colleague', email: 'ravi@editors.example' };

test.describe('two editors in the Studio at once', () => {
  const shared = studioServer();

  test('each sees the other in the document, and what one types reaches the other as it is saved', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the Studio is the same at any width; run once');
    test.setTimeout(400_000);
    const [editor, colleague] = [EDITOR, COLLEAGUE];
    await newStaff(shared.server.baseUrl, shared.server.dataDir, editor.email, editor);
    await newStaff(shared.server.baseUrl, shared.server.dataDir, colleague.email, colleague);

    const theirs = await openBrand(browser, shared.server.baseUrl, colleague.email);
    const mine = await openBrand(browser, shared.server.baseUrl, editor.email);
    await expect(presenceOf(theirs, editor)).toBeVisible({ timeout: 20_000 });
    await expect(presenceOf(mine, colleague)).toBeVisible({ timeout: 20_000 });

    // The Studio saves what is typed (at most once a second); the colleague's open form follows the
    // save without reloading (within a second on a quiet machine: a speed measured by the live bench,
    // not timed here, where the test shares two cores with the rest of the suite).
    const saved = mine.waitForResponse((response) => /\/data\/(mutate|actions)\//.test(response.url()) && response.ok());
    await mine.getByLabel('Tagline').fill('The power of one, together');
    await saved;
    await expect(theirs.getByLabel('Tagline')).toHaveValue('The power of one, together');

    // The colleague leaves: the editor no longer sees them.
    await theirs.context().close();
    await expect(presenceOf(mine, colleague)).toBeHidden({ timeout: 15_000 });
    await mine.context().close();
  });
});
