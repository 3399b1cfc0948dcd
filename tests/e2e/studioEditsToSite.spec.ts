/**
 * What staff do in the Studio reaches the site's pages: a book's title and author, a paragraph
 * added to an article's body and an academy item's title, each published and then shown on its page.
 */
import { type Browser, type Page, expect, test } from '@playwright/test';
import { academyItemPath, articlePath, bookPath } from '../../contracts/routes';
import { blockOtherHosts, logInToStudio, newStaff, openDocument, publish, studioServer } from './studioSession';

const BOOK = { id: 'book-advaita-in-plain-words', slug: 'advaita-in-plain-words', title: 'Advaita in Plain Words' };
const ARTICLE = { id: 'article-ayurveda-monsoon-routine', slug: 'ayurveda-monsoon-routine' };
const ACADEMY = { id: 'academyItem-arthashastra-for-founders', slug: 'arthashastra-for-founders' };

/** Opens the site's page in a new page of the context until it shows what is expected (the content cache here is 1 s). */
async function seeOnSite(page: Page, url: string, expectation: (page: Page) => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await expectation(page);
  }).toPass({ timeout: 20_000 });
}

async function studioFor(browser: Browser, baseUrl: string, email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await blockOtherHosts(context);
  const page = await context.newPage();
  await logInToStudio(page, baseUrl, email);
  await expect(page.getByRole('link', { name: 'Site', exact: true })).toBeVisible({ timeout: 120_000 });
  return page;
}

test.describe('from the Studio to the site', () => {
  const shared = studioServer({ CONTENT_CACHE_SECONDS: '1' });

  test('a book, an article and an academy item edited and published each show on their page', async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the Studio is the same at any width; run once');
    test.setTimeout(600_000);
    const { baseUrl } = shared.server;
    await newStaff(baseUrl, shared.server.dataDir, 'publisher@studio.example');
    const page = await studioFor(browser, baseUrl, 'publisher@studio.example');
    const site = await page.context().newPage();

    // A book: its title, and its author replaced through the reference field's search.
    await openDocument(page, baseUrl, 'book', BOOK.id);
    await page.getByLabel('Title', { exact: true }).fill('Advaita in Plain Words, second edition');
    // The reference field's own menu (its input is named by the field: #author).
    await page.locator('#author-menuButton').click();
    await page.getByRole('menuitem', { name: 'Replace' }).click();
    await page.locator('#author').fill('Meera');
    await page.getByRole('option', { name: /Dr\. Meera Iyer/ }).click();
    await publish(page);
    await seeOnSite(site, `${baseUrl}${bookPath(BOOK.slug)}`, async (view) => {
      await expect(view.getByRole('heading', { level: 1, name: 'Advaita in Plain Words, second edition' })).toBeVisible({
        timeout: 1000,
      });
      await expect(view.getByText('by Dr. Meera Iyer')).toBeVisible({ timeout: 1000 });
    });

    // An article: a paragraph added at the end of its body (Portable Text).
    await openDocument(page, baseUrl, 'article', ARTICLE.id);
    // The body's editor is drawn when it scrolls into view.
    await page.getByTestId('form-view').getByText('Body', { exact: true }).first().scrollIntoViewIfNeeded();
    const body = page.getByTestId('pt-editor').locator('[contenteditable="true"]').first();
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('A note from the editors for this monsoon.');
    await publish(page);
    await seeOnSite(site, `${baseUrl}${articlePath(ARTICLE.slug)}`, async (view) => {
      await expect(view.getByRole('main').getByText('A note from the editors for this monsoon.', { exact: true })).toBeVisible({
        timeout: 1000,
      });
    });

    // An academy item: its title.
    await openDocument(page, baseUrl, 'academyItem', ACADEMY.id);
    await page.getByLabel('Title', { exact: true }).fill('Arthashastra for Founders, revised');
    await publish(page);
    await seeOnSite(site, `${baseUrl}${academyItemPath(ACADEMY.slug)}`, async (view) => {
      await expect(view.getByRole('heading', { level: 2, name: 'Arthashastra for Founders, revised' })).toBeVisible({
        timeout: 1000,
      });
    });
  });
});
