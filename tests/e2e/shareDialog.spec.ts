import { ROUTES } from '../../contracts/routes';
import { expect, isMobile, test } from './fixtures';
import { deref, seedDoc } from './seedContent';

/** The share dialog of a video, an Academy item or a spark: its code loads only when a browser without a share sheet needs it. */
const page0 = seedDoc('videoPreviewPage');
const video = deref(page0.liveSessions.videos)[0]!;

test('a visitor forwards a playing video where the browser has no share sheet: the dialog offers the targets; only a chosen target counts', async ({
  page,
}) => {
  test.skip(isMobile(page), 'the same behaviour at every width');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  const counts: string[] = [];
  page.on('request', (request) => void (request.url().endsWith('/visitor-share') && counts.push(request.url())));
  await page.goto(`${ROUTES.videoPreview}?video=${video.slug.current}`);
  await page.getByRole('button', { name: page0.watchNowLabel }).click();
  const player = page.getByRole('region', { name: 'Now playing' });
  const forward = player.getByRole('button', { name: /^Forward/ });
  await forward.click();
  const dialog = page.getByRole('dialog', { name: 'Share this episode' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(video.title)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /wa\.me/);
  await dialog.getByRole('button', { name: 'Close share dialog' }).click();
  await expect(dialog).toBeHidden();
  await expect(forward).toBeFocused();
  // Opened and closed: nothing was shared, nothing counted.
  expect(counts).toEqual([]);

  await forward.click();
  const counted = page.waitForResponse('**/visitor-share');
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await counted;
  expect(counts).toHaveLength(1);
});
