import type { Page } from '@playwright/test';
import { ROUTES } from '../../contracts/routes';
import { expect, test } from './fixtures';

/**
 * The head tags (title, description, canonical address, link previews, JSON-LD) follow the page
 * the visitor navigates to inside the app: after a client navigation they are exactly what the
 * server answers for that address when it is loaded directly.
 */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    elements: [...document.head.querySelectorAll('[data-page-head]')].map((element) => element.outerHTML.replace(/\s*\/?>/, '>')),
    canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
    titles: document.head.querySelectorAll('title').length,
  }));
}

/** The head of `path` as the server renders it (a fresh load). */
async function serverHeadOf(page: Page, path: string) {
  await page.goto(path);
  return headOf(page);
}

test('title, description, canonical and link previews follow client navigation', async ({ page }) => {
  const expected = {
    home: await serverHeadOf(page, ROUTES.home),
    terms: await serverHeadOf(page, ROUTES.terms),
    stream: await serverHeadOf(page, ROUTES.stream),
  };
  expect(expected.terms.title).not.toBe(expected.home.title);

  await page.goto(ROUTES.home);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => headOf(page)).toEqual(expected.terms);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Stream' }).click();
  await expect.poll(() => headOf(page)).toEqual(expected.stream);

  // An episode: its own title, picture and VideoObject, the same as its page loaded directly.
  const episodeLink = page.getByRole('main').locator('a[href^="/video-player/"]').first();
  const episodePath = (await episodeLink.getAttribute('href'))!;
  await episodeLink.click();
  await expect(page).toHaveURL(new RegExp(`${episodePath}$`));
  await expect.poll(() => headOf(page).then((head) => head.elements.some((html) => html.includes('VideoObject')))).toBe(true);
  const clientEpisodeHead = await headOf(page);
  expect(clientEpisodeHead.elements.join('\n')).toContain('og:image');
  expect(clientEpisodeHead).toEqual(await serverHeadOf(page, episodePath));

  // Back home by the logo: the NGO description again, and no episode picture left behind.
  await page.getByRole('link', { name: 'Jnanam home' }).click();
  await expect.poll(() => headOf(page)).toEqual(expected.home);
  expect((await headOf(page)).elements.join('\n')).not.toContain('og:image');
});

test.describe('an unknown address reached inside the app', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('its title says the page is not found and it is kept out of search indexes', async ({ page }) => {
    const expected = await serverHeadOf(page, '/no-such-page');
    expect(expected.title).toMatch(/^Page not found/);
    await page.goto(ROUTES.about);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect.poll(() => headOf(page)).toEqual(expected);
  });
});
