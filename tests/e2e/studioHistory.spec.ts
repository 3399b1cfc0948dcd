/**
 * The Studio's history on the local content store (sanity@6.5.0, built by `sanity build`), with every
 * host but this machine blocked: a staff member publishes a legal page's title twice, opens its
 * history, sees the revisions signed with their name, restores the first, publishes it, and the
 * site's page shows the first title again.
 */
import { type Page, expect, test } from '@playwright/test';
import { ROUTES } from '../../contracts/routes';
import { blockOtherHosts, logInToStudio, newStaff, openDocument, publish, studioServer } from './studioSession';

const EDITOR = { firstName: 'Gita', lastName: 'Archivist' };
const EMAIL = 'archivist@studio.example';
const FIRST = 'Privacy Policy (first revision)';
const SECOND = 'Privacy Policy (second revision)';

async function publishTitle(page: Page, title: string) {
  const field = page.getByLabel('Title', { exact: true });
  await field.fill(title);
  await publish(page);
}

test.describe('the Studio history on the local content store', () => {
  const shared = studioServer({ CONTENT_CACHE_SECONDS: '1' });

  test('staff see who changed a page and when, restore an earlier title, and the site shows it', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the history is the same at any width; it runs once, on the desktop layout');
    test.setTimeout(600_000);
    await newStaff(shared.server.baseUrl, shared.server.dataDir, EMAIL, EDITOR);
    await blockOtherHosts(page.context());
    await logInToStudio(page, shared.server.baseUrl, EMAIL);
    await expect(page.getByRole('link', { name: 'Site', exact: true })).toBeVisible({ timeout: 120_000 });
    await openDocument(page, shared.server.baseUrl, 'legalPage', 'legalPage-privacy');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Privacy Policy');

    await publishTitle(page, FIRST);
    await publishTitle(page, SECOND);

    // The history lists both publishes, each signed with the editor's initials (their account's name).
    await page.getByTestId('pane-context-menu-button').click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    const history = page.getByRole('tabpanel', { name: 'History' });
    // The content's arrival from the seed is told as a publish too (unsigned): three in all, two of them the editor's.
    const publishes = history.getByTestId('timeline-item-button').filter({ hasText: 'Published' });
    await expect(publishes).toHaveCount(3, { timeout: 60_000 });
    const published = publishes.filter({ hasText: 'GA' });
    await expect(published).toHaveCount(2);
    await page.screenshot({ path: testInfo.outputPath('history-timeline.png') });

    // Choosing the older publish shows its title; reverting to it makes it the draft, to publish again.
    await published.last().click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(FIRST, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Revert to revision' }).click();
    // Sanity asks in a small popover, not a dialog.
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(FIRST, { timeout: 60_000 });
    await publish(page);

    const site = await page.context().newPage();
    await expect(async () => {
      await site.goto(`${shared.server.baseUrl}${ROUTES.privacy}`);
      await expect(site.getByRole('heading', { level: 1, name: FIRST })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  });
});
