/**
 * A draft previewed on the site: a staff member changes a book's title in the Studio without
 * publishing, opens "Preview on the site" and sees the draft under a "Preview: draft" bar (with a
 * way back to the published page); as they go on typing, the open preview follows the draft without
 * a reload; a visitor asking for the same preview gets the published page.
 */
import { type Browser, expect, test } from '@playwright/test';
import { bookPath } from '../../contracts/routes';
import { PREVIEW_MESSAGES } from '../../contracts/messages/preview';
import { request } from '../api/processes';
import { expectNoSeriousA11yViolations } from './fixtures';
import { blockOtherHosts, logInToStudio, newStaff, openDocument, PASSWORD, studioServer } from './studioSession';

const BOOK = { id: 'book-advaita-in-plain-words', slug: 'advaita-in-plain-words', title: 'Advaita in Plain Words' };

async function studioFor(browser: Browser, baseUrl: string, email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await blockOtherHosts(context);
  const page = await context.newPage();
  await logInToStudio(page, baseUrl, email);
  await expect(page.getByRole('link', { name: 'Site', exact: true })).toBeVisible({ timeout: 120_000 });
  return page;
}

test.describe('drafts previewed on the site', () => {
  const shared = studioServer({ CONTENT_CACHE_SECONDS: '1' });

  test('a draft previewed on the site shows to its staff member, not to a visitor', async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the preview runs once; its bar is checked at both widths below');
    test.setTimeout(600_000);
    const { baseUrl } = shared.server;
    const email = 'previewer@studio.example';
    await newStaff(baseUrl, shared.server.dataDir, email);
    const page = await studioFor(browser, baseUrl, email);
    await openDocument(page, baseUrl, 'book', BOOK.id);
    const draftTitle = 'Advaita in Plain Words (draft, not published)';
    await page.getByLabel('Title', { exact: true }).fill(draftTitle);
    // Saved as a draft (nothing published).
    const token = (await request(baseUrl, 'POST', '/api/v1/user/login', { email, password: PASSWORD })).body.data.token as string;
    await expect(async () => {
      const draft = await request(baseUrl, 'GET', `/studio-api/v2025-02-19/data/doc/production/drafts.${BOOK.id}`, undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(draft.body.documents?.[0]?.title).toBe(draftTitle);
    }).toPass({ timeout: 30_000 });

    // The document's "Preview on the site" opens the book's page with the draft, under the preview bar.
    await page.getByTestId('action-menu-button').click();
    const opened = page.context().waitForEvent('page');
    await page.getByRole('menuitem', { name: PREVIEW_MESSAGES.studioAction }).click();
    const preview = await opened;
    await preview.waitForLoadState();
    expect(new URL(preview.url()).searchParams.get('preview')).toBe('draft');
    await expect(preview.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
    const bar = preview.getByRole('complementary', { name: PREVIEW_MESSAGES.label });
    await expect(bar).toBeVisible();

    // The preview follows the draft as the staff member goes on typing in the Studio: the page's data
    // is read again in place (a mark set on this page's window survives: no reload).
    await preview.evaluate(() => Object.assign(window, { previewStayedOpen: true }));
    const typedLater = 'Advaita in Plain Words (draft, typed while previewed)';
    await page.getByLabel('Title', { exact: true }).fill(typedLater);
    await expect(preview.getByRole('heading', { level: 1, name: typedLater })).toBeVisible({ timeout: 10_000 });
    expect(await preview.evaluate(() => (window as { previewStayedOpen?: boolean }).previewStayedOpen)).toBe(true);
    for (const width of [1280, 375]) {
      await preview.setViewportSize({ width, height: 800 });
      await preview.screenshot({ path: testInfo.outputPath(`preview-${width}.png`) });
      await expectNoSeriousA11yViolations(preview);
    }

    // Its way out: the published page, without the bar.
    await bar.getByRole('link', { name: PREVIEW_MESSAGES.leave }).click();
    await expect(preview.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
    await expect(bar).toBeHidden();
    expect(new URL(preview.url()).searchParams.get('preview')).toBeNull();

    // A visitor asking for the preview gets the published page.
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}${bookPath(BOOK.slug)}&preview=draft`);
    await expect(visitor.getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
    await expect(visitor.getByText(PREVIEW_MESSAGES.label)).toBeHidden();
    await visitor.close();
  });
});
