import { ROUTES } from '../../contracts/routes';
import { slidesInView } from './carousel';
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures';
import { seedDoc, seedOfType } from './seedContent';

/** The Sparks page: two sliders of portrait posters, all sparks on request, and the reel viewer. */
const sparks = seedOfType('spark');
const latest = sparks.filter((spark) => spark.shelf === 'latest');
const sparkTitle = (slug: string) => sparks.find((spark) => spark.slug.current === slug)!.title as string;

test(
  'the sliders show 7 posters wide and 2 on a phone; Discover More shows every spark; axe is clean',
  { tag: BOTH_WIDTHS },
  async ({ page }) => {
    await page.goto(ROUTES.sparks);
    const slider = page.getByRole('region', { name: 'LATEST SPARKS' });
    await expect(slider.getByRole('link', { name: latest[0]!.title })).toBeVisible();
    await expect(page.getByRole('region', { name: seedDoc('sparksPage').scienceInRitualsHeading })).toBeVisible();
    await expect.poll(async () => (await slidesInView(slider)).length).toBe(isMobile(page) ? 2 : 7);
    await expect(slider.getByRole('button', { name: 'Next: more latest sparks' })).toBeVisible();
    const all = page.getByRole('region', { name: 'All sparks' });
    await expect(all).toBeHidden();
    await page.getByRole('button', { name: 'Discover More Sparks Here' }).click();
    await expect(all.getByRole('link')).toHaveCount(sparks.length);
    await expectNoSeriousA11yViolations(page);
  },
);

test('a spark opens in the reel viewer, muted; the keyboard steps; Esc returns focus to its card; its address opens it again', async ({
  page,
}) => {
  await page.goto(ROUTES.sparks);
  const first = latest[0]!;
  const card = page.getByRole('region', { name: 'LATEST SPARKS' }).getByRole('link', { name: first.title });
  await card.click();
  const viewer = page.getByRole('dialog', { name: `Spark: ${first.title}` });
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?spark=${first.slug.current}$`));
  const video = viewer.locator('video');
  await expect(video).toHaveJSProperty('muted', true);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Unmute' }).click();
  await expect(video).toHaveJSProperty('muted', false);

  await page.keyboard.press('ArrowDown');
  const second = latest[1]!;
  await expect(page.getByRole('dialog', { name: `Spark: ${second.title}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?spark=${second.slug.current}$`));
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('dialog', { name: `Spark: ${first.title}` })).toBeVisible();
  await page.getByRole('button', { name: 'Next spark' }).click();
  await expect(page.getByRole('dialog', { name: `Spark: ${second.title}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dialog');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${ROUTES.sparks}$`));
  await expect(card).toBeFocused();

  // A shared link opens the spark it names, on a fresh load.
  await page.goto(`${ROUTES.sparks}?spark=${second.slug.current}`);
  await expect(page.getByRole('dialog', { name: `Spark: ${sparkTitle(second.slug.current)}` })).toBeVisible();
  // Its first HTML has the spark's own head, for link previews.
  await expect(page).toHaveTitle(new RegExp(`^${second.title}`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.other');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a view counts once a day per browser', async ({ page }) => {
  test.skip(isMobile(page), 'the same behaviour at every width');
  const slug = latest[2]!.slug.current as string;
  const id = latest[2]!._id as string;
  const views = async () =>
    (await (await page.request.get(`/api/v1/interactions/spark/${id}`)).json()).interactions.viewsCount as number;
  await page.goto(ROUTES.sparks);
  const before = await views();
  const counted = page.waitForResponse((response) => response.url().endsWith(`/spark/${id}/visitor-view`));
  await page.goto(`${ROUTES.sparks}?spark=${slug}`);
  await counted;
  expect(await views()).toBe(before + 1);
  const again = page.waitForResponse((response) => response.url().endsWith(`/spark/${id}/visitor-view`));
  await page.reload();
  await again;
  expect(await views()).toBe(before + 1);
});
