import { ROUTES } from '../../contracts/routes';
import { expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures';
import { logInThroughForm, newMember, registerThroughApi } from './memberHelpers';
import { deref, seedDoc } from './seedContent';

/** The video page: the featured video's banner and comments, the two shelves with their chips, and the playing variant. */
const page0 = seedDoc('videoPreviewPage');
const featured = seedDoc(page0.featured._ref);
const live = page0.liveSessions;
const liveVideos = deref(live.videos);
const chip = deref(live.topics)[0]!;

test('the banner, its comments for a visitor, the shelves with chips that filter; axe is clean', async ({ page }) => {
  await page.goto(ROUTES.videoPreview);
  const banner = page.getByRole('region', { name: 'Featured video' });
  await expect(banner.getByRole('heading', { name: featured.title })).toBeVisible();
  await expect(banner.getByText(featured.category)).toBeVisible();
  await expect(page.getByRole('link', { name: page0.loginToCommentLabel })).toBeVisible();
  const shelf = page.getByRole('region', { name: live.heading });
  const matching = liveVideos.filter((v) => (v.topics as { _ref: string }[]).some((t) => t._ref === chip._id));
  await shelf.getByRole('button', { name: chip.title }).click();
  await expect(shelf.getByRole('button', { name: chip.title })).toHaveAttribute('aria-pressed', 'true');
  await expect(shelf.getByRole('listitem')).toHaveCount(Math.min(matching.length, 3));
  await shelf.getByRole('button', { name: chip.title }).click();
  await expect(shelf.getByRole('listitem')).toHaveCount(Math.min(liveVideos.length, 3));
  await expectNoSeriousA11yViolations(page);
});

test('a member plays a video, rates it, comments, replies and deletes their own comment', async ({ page }) => {
  test.skip(isMobile(page), 'the same behaviour at every width');
  const member = newMember('video');
  await registerThroughApi(page.request, member);
  await page.goto(ROUTES.login);
  await logInThroughForm(page, member);
  // Another member's comment offers a report instead of deleting.
  await page.goto(ROUTES.videoPreview);
  const theirs = page
    .getByRole('region', { name: /^Comments/ })
    .getByRole('listitem')
    .first();
  await theirs.locator('summary').first().click();
  await expect(theirs.getByRole('button', { name: 'Report' }).first()).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  const video = liveVideos[1]!;
  await page.goto(`${ROUTES.videoPreview}?video=${video.slug.current}`);
  await page.getByRole('button', { name: page0.watchNowLabel }).click();
  const player = page.getByRole('region', { name: 'Now playing' });
  await expect(player.locator('video')).toBeVisible();
  await expect(player.getByText(video.channelName)).toBeVisible();

  await player.getByLabel('Your stars').selectOption('4');
  await player.getByRole('button', { name: page0.rateLabel }).click();
  await expect(player.getByText('You rated it 4.')).toBeVisible();

  const text = `A note from the test ${Date.now()}`;
  await page.getByLabel('Your comment').fill(text);
  await page.getByRole('button', { name: page0.sendLabel, exact: true }).click();
  const mine = page.getByRole('listitem').filter({ hasText: text }).first();
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: /^Reply/ }).click();
  await mine.getByLabel(/^Reply to/).fill('And a reply to it.');
  await mine.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(mine.getByText('And a reply to it.')).toBeVisible();

  await mine.locator('summary').first().click();
  await mine.getByRole('button', { name: 'Delete' }).first().click();
  await expect(page.getByText(text)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(text)).toHaveCount(0);
});

test.describe('a video that is not there', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });
  test('a video that is not there answers 404 and says so; the page without a video shows the featured one', async ({
    page,
    request,
  }) => {
    test.skip(isMobile(page), 'a status, the same at every width');
    expect((await request.get(`${ROUTES.videoPreview}?video=no-such-video`)).status()).toBe(404);
    expect((await request.get(ROUTES.videoPreview)).status()).toBe(200);
    await page.goto(`${ROUTES.videoPreview}?video=no-such-video`);
    await expect(page.getByRole('heading', { name: 'Video not found' })).toBeVisible();
  });
});
