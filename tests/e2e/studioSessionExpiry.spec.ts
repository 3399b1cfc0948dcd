/**
 * A staff session that ends in the middle of an edit loses nothing: the editor types a book's new
 * title, the access token runs out before it is saved (the server's clock is moved past its
 * lifetime through the clock seam, not waited for), the Studio stays open with the typed title and
 * asks for a login in a dialog over it; once the editor logs in there, the pending edit is saved
 * with the new session, and published it reaches the book's page.
 */
import { type Page, expect, test } from '@playwright/test';
import { CLOCK_SHIFT_HEADER } from '../../api/src/clock';
import { bookPath } from '../../contracts/routes';
import { SESSION_RULES } from '../../contracts/sessionRules';
import { request } from '../api/processes';
import { blockOtherHosts, logInToStudio, newStaff, openDocument, PASSWORD, publish, studioServer } from './studioSession';

const BOOK = { id: 'book-advaita-in-plain-words', slug: 'advaita-in-plain-words' };
const TYPED = 'Advaita in Plain Words, typed as the session ended';
const EMAIL = 'expiring@studio.example';

/** Every request of the page from now on sees the server's clock this far ahead (CLOCK_CONTROL=header). */
async function moveServerClock(page: Page, ms: number) {
  await page.context().setExtraHTTPHeaders({ [CLOCK_SHIFT_HEADER]: String(ms) });
}

test.describe('a staff session that ends mid-edit', () => {
  const shared = studioServer({ CONTENT_CACHE_SECONDS: '1', CLOCK_CONTROL: 'header' });

  test('keeps the typed title through a login in the dialog, saves and publishes it', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the Studio is the same at any width; run once');
    test.setTimeout(600_000);
    const { baseUrl } = shared.server;
    await newStaff(baseUrl, shared.server.dataDir, EMAIL);
    await blockOtherHosts(page.context());
    await logInToStudio(page, baseUrl, EMAIL);
    await expect(page.getByRole('link', { name: 'Site', exact: true })).toBeVisible({ timeout: 120_000 });
    await openDocument(page, baseUrl, 'book', BOOK.id);
    const title = page.getByLabel('Title', { exact: true });
    // The form's fields are drawn after its pane: tens of seconds on a busy two-core machine.
    await expect(title).toHaveValue('Advaita in Plain Words', { timeout: 60_000 });

    // The access token runs out: the next save is refused as a session that ended.
    await moveServerClock(page, (SESSION_RULES.accessTokenMinutes + 1) * 60_000);
    const refused = page.waitForResponse((response) => response.url().includes('/data/actions/') && response.status() === 401, { timeout: 60_000 });
    await title.fill(TYPED);
    expect(await (await refused).json()).toMatchObject({ errorCode: 'SIO-401-AEX' });

    // The Studio stays, with what was typed, and asks for a login over it.
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(title).toHaveValue(TYPED);
    await page.screenshot({ path: testInfo.outputPath('session-ended-dialog.png') });
    await dialog.getByLabel('E-mail').fill(EMAIL);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    // The pending edit is sent again with the new session and reaches the draft.
    const login = await request(baseUrl, 'POST', '/api/v1/user/login', { email: EMAIL, password: PASSWORD });
    const draftUrl = `/studio-api/v2025-02-19/data/doc/production/drafts.${BOOK.id}`;
    await expect(async () => {
      const draft = await request(baseUrl, 'GET', draftUrl, undefined, { authorization: `Bearer ${login.body.data.token}` });
      expect(draft.body.documents?.[0]?.title).toBe(TYPED);
    }).toPass({ timeout: 90_000 });
    await expect(title).toHaveValue(TYPED);

    await publish(page);
    const site = await page.context().newPage();
    await expect(async () => {
      await site.goto(`${baseUrl}${bookPath(BOOK.slug)}`);
      await expect(site.getByRole('heading', { level: 1, name: TYPED })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });
});
