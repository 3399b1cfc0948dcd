import { ROUTES } from '../../contracts/routes';
import { slidesInView } from './carousel';
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures';
import { deref, seedDoc } from './seedContent';

/**
 * The scroll-snap carousel (shared/ui/Carousel): labelled controls, the keyboard, reduced motion,
 * and a server-rendered layout that the app does not move when it hydrates.
 */
const carousel = deref(seedDoc('homePage').carousels)[0]!;
const captions = (carousel.slides as { caption: string }[]).map((slide) => slide.caption);

test('the arrow keys move the focused carousel one slide either way; its controls are labelled', async ({ page }) => {
  await page.goto(ROUTES.home);
  const section = page.getByRole('region', { name: carousel.title });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('button', { name: `Next slide: ${carousel.title}` })).toBeEnabled();
  const row = section.getByRole('list', { name: `${carousel.title}: use the arrow keys to move` });
  await row.focus();
  await expect(row).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await slidesInView(section))[0]).toContain(captions[1]);
  await page.waitForTimeout(600);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await slidesInView(section))[0]).toContain(captions[0]);
  await page.waitForTimeout(600);
  // Back from the first slide: the row goes on to the last one (it never ends).
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await slidesInView(section))[0]).toContain(captions.at(-1));
  // Each real slide says where it is; the copy that continues the row is hidden from assistive technology.
  await expect(section.getByRole('listitem')).toHaveCount(captions.length);
  await expect(section.getByRole('listitem').first()).toHaveAttribute('aria-label', `1 of ${captions.length}`);
  await expectNoSeriousA11yViolations(page, `[data-carousel="${carousel.title}"]`);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the next arrow jumps to the next slide without sliding', async ({ page }) => {
    await page.goto(ROUTES.home);
    const section = page.getByRole('region', { name: carousel.title });
    await section.scrollIntoViewIfNeeded();
    // Every scroll of this carousel's row, heard at the document (whichever element is the row then).
    await page.evaluate((title) => {
      const lefts: number[] = [];
      (window as unknown as { rowLefts: number[] }).rowLefts = lefts;
      document.addEventListener(
        'scroll',
        (event) => {
          const row = event.target instanceof HTMLElement ? event.target : null;
          if (row?.closest(`[data-carousel="${title}"]`)) lefts.push(row.scrollLeft);
        },
        true,
      );
    }, carousel.title);
    await section.getByRole('button', { name: `Next slide: ${carousel.title}` }).click();
    await expect.poll(async () => (await slidesInView(section))[0]).toContain(captions[1]);
    // One jump: no position between the two slides was ever shown.
    const lefts = await page.evaluate(() => (window as unknown as { rowLefts: number[] }).rowLefts);
    expect(new Set(lefts).size).toBe(1);
  });
});

test(
  'the server-rendered carousels show as many slides as after hydration, in the same places',
  { tag: BOTH_WIDTHS },
  async ({ browser, page, baseURL }) => {
    const viewport = page.viewportSize()!;
    const boxesOf = (target: typeof page) =>
      target.locator('[data-carousel] li').evaluateAll((slides) =>
        slides
          .filter((slide) => !slide.hasAttribute('aria-hidden'))
          .map((slide) => {
            const rect = slide.getBoundingClientRect();
            return [Math.round(rect.x), Math.round(rect.y), Math.round(rect.width), Math.round(rect.height)];
          }),
      );
    const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport });
    const htmlOnly = await withoutScript.newPage();
    await htmlOnly.goto(new URL(ROUTES.home, baseURL).href);
    await htmlOnly.waitForLoadState('load');
    const before = await boxesOf(htmlOnly);
    await withoutScript.close();

    await page.goto(ROUTES.home);
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('[data-carousel] li[aria-hidden]').length))
      .toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(0);
    expect(await boxesOf(page)).toEqual(before);
    // A phone shows one picture per carousel, a wide screen three.
    const section = page.getByRole('region', { name: carousel.title });
    await section.scrollIntoViewIfNeeded();
    expect(await slidesInView(section)).toHaveLength(isMobile(page) ? 1 : 3);
  },
);
