import { ROUTES } from '../../contracts/routes';
import { expect, test } from './fixtures';

test.describe('a tap before the page has hydrated', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 768, 'the menu button is the phone layout’s');

  test('opens the menu on a phone with a 4× slower CPU, and the app takes over the open menu', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The page's code is held back until after the tap, so the tap surely comes before hydration.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(ROUTES.about, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Vedic Research' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.vedicResearch}$`));
    await expect(menu).toBeHidden();
  });
});
