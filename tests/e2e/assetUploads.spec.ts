/**
 * Pictures and files from the Studio reach the site: a staff member uploads a new cover for a
 * book in the real Studio, moves its hotspot onto the picture's subject and crops its top, attaches
 * sample pages (a PDF) and publishes; the book's page and its marketplace card show the new cover
 * cut around the hotspot (the middle of the picture served is the subject), and the book page links
 * the PDF, served as uploaded.
 */
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { bookPath, ROUTES } from '../../contracts/routes';
import { expectNoSeriousA11yViolations } from './fixtures';
import { blockOtherHosts, logInToStudio, newStaff, openDocument, publish, studioServer } from './studioSession';

const BOOK = { id: 'book-advaita-in-plain-words', slug: 'advaita-in-plain-words', title: 'Advaita in Plain Words' };
const SUBJECT = { r: 0xf4, g: 0xa2, b: 0x61 };

/** 1200×600: a dark field with the subject, an orange disc, at (960, 300); a 3:4 cover cut at the centre would miss it. */
const coverPicture = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><rect width="1200" height="600" fill="#1d3557"/><circle cx="960" cy="300" r="120" fill="#f4a261"/></svg>',
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();

const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The colour in the middle of the picture an <img> shows (its current source, fetched again). */
async function middleOf(page: Page, src: string) {
  const response = await page.request.get(src);
  expect(response.status(), src).toBe(200);
  const { data, info } = await sharp(await response.body())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]!, width: info.width, height: info.height };
}

const near = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 30;

/** Drags between two points of the page with the mouse, as an editor does. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

test.describe('pictures and files uploaded in the Studio', () => {
  const shared = studioServer({ CONTENT_CACHE_SECONDS: '1' });

  test('a new cover with its hotspot and sample pages reach the book page and the marketplace card', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the editing path runs once; the pages are checked at both widths below');
    test.setTimeout(600_000);
    const editor = 'covers@studio.example';
    await newStaff(shared.server.baseUrl, shared.server.dataDir, editor);
    const studio = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await blockOtherHosts(studio);
    const page = await studio.newPage();
    await logInToStudio(page, shared.server.baseUrl, editor);
    await expect(page.getByRole('link', { name: 'Site', exact: true })).toBeVisible({ timeout: 120_000 });
    await openDocument(page, shared.server.baseUrl, 'book', BOOK.id);

    // A new cover, through the cover field's own Upload.
    const coverField = page.locator('[data-testid="options-menu-button"]').first();
    await coverField.click();
    const coverChooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: 'Upload' }).click();
    await (await coverChooser).setFiles({ name: 'new-cover.jpg', mimeType: 'image/jpeg', buffer: await coverPicture() });

    // Its hotspot made smaller and moved onto the subject, and the top tenth cropped away.
    await page.getByTestId('options-menu-edit-details').click();
    const dialog = page.getByRole('dialog');
    const image = (await dialog.locator('svg[data-handle="crop"]').first().boundingBox())!;
    const at = (fx: number, fy: number) => ({ x: image.x + image.width * fx, y: image.y + image.height * fy });
    const centreOf = async (handle: string) => {
      const box = (await dialog.locator(`[data-handle="${handle}"]`).first().boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    await drag(page, await centreOf('hotspotHandle'), at(0.6, 0.62));
    await drag(page, await centreOf('hotspot'), at(0.8, 0.5));
    await drag(page, await centreOf('crop-top'), at(0.5, 0.1));
    await expect(dialog.getByText('1200 × 540', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();

    // Sample pages, through the file field's Upload.
    await page.getByTestId('group-tab-details').click();
    await page
      .getByTestId('file-button-input')
      .setInputFiles({ name: 'advaita-sample.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await expect(page.getByText('advaita-sample.pdf')).toBeVisible({ timeout: 20_000 });

    await publish(page);
    await studio.close();

    for (const width of [375, 1280]) {
      const site = await browser.newContext({ viewport: { width, height: 900 } });
      const view = await site.newPage();
      // The book's page: the new cover, cut to 3:4 around the hotspot inside the crop, its middle the subject.
      await expect(async () => {
        await view.goto(`${shared.server.baseUrl}${bookPath(BOOK.slug)}`);
        await expect(view.locator('img[src*="-1200x600.jpg"]').first()).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      const cover = view.locator('img[src*="-1200x600.jpg"]').first();
      const src = (await cover.evaluate((img: HTMLImageElement) => img.currentSrc))!;
      expect(new URL(src).searchParams.get('rect'), src).toBe('702,60,405,540');
      const middle = await middleOf(view, src);
      expect(middle.width / middle.height).toBeCloseTo(3 / 4, 1);
      expect(near(middle, SUBJECT), `the middle of ${src}`).toBe(true);

      // The sample pages, linked with their size and served as uploaded.
      const sample = view.getByRole('link', { name: /Download the PDF \(1 KB\)/ });
      await expect(sample).toBeVisible();
      const pdf = await view.request.get(new URL((await sample.getAttribute('href'))!, shared.server.baseUrl).toString());
      expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
      expect((await pdf.body()).equals(SAMPLE_PDF)).toBe(true);
      await expectNoSeriousA11yViolations(view, 'main');

      // The marketplace card shows the same cut.
      await view.goto(`${shared.server.baseUrl}${ROUTES.marketPlace}?q=${encodeURIComponent('Advaita')}`);
      const card = view.locator('img[src*="-1200x600.jpg"]').first();
      await card.scrollIntoViewIfNeeded();
      const cardSrc = (await card.evaluate((img: HTMLImageElement) => img.currentSrc))!;
      expect(new URL(cardSrc).searchParams.get('rect'), cardSrc).toBe('702,60,405,540');
      expect(near(await middleOf(view, cardSrc), SUBJECT)).toBe(true);
      await site.close();
    }
  });
});
