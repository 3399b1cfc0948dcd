import { episodePath, ROUTES } from '../../contracts/routes';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * An address the site has no page for, or a page about an item that does not exist, answers 404
 * with the not-found message already in its HTML (search engines drop it; a visitor reads it
 * before any JavaScript runs), and the page stays usable once hydrated.
 */
const NOT_FOUND: { name: string; path: string; heading: string }[] = [
  { name: 'an unknown episode id', path: episodePath('no-such-episode'), heading: 'No episode found' },
  { name: 'an unknown address', path: '/no-such-page', heading: 'Page not found' },
  { name: 'an unknown address below a page', path: `${ROUTES.about}/no-such-part`, heading: 'Page not found' },
];

test.describe('addresses with nothing to show answer 404', () => {
  // The document itself answers 404 (and the player's own request for the episode), which Chromium logs.
  test.use({ allowConsoleErrors: [/status of 404/] });

  for (const { name, path, heading } of NOT_FOUND) {
    test(`${name}: the HTML says so with status 404, before and after hydration`, async ({ page, request }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(404);
      const html = await answer.text();
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).not.toContain('Loading...');
      expect(html).toContain('<meta name="robots" content="noindex"');

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('an unknown episode reached inside the app says "No episode found" and Go Back returns', async ({ page }) => {
    await page.goto(ROUTES.stream);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, episodePath('no-such-episode'));
    await expect(page.getByRole('heading', { level: 1, name: 'No episode found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.stream}$`));
  });
});
