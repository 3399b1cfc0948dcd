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
    elements: [
      ...document.head.querySelectorAll(
        'meta[name]:not([name="viewport"]):not([name="theme-color"]), meta[property], link[rel="canonical"], script[type="application/ld+json"]',
      ),
    ]
      .map((element) => element.outerHTML.replace(/\s*\/?>/, '>'))
      // The order of head elements means nothing; React keeps those that stay where they are.
      .sort(),
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

test.describe('every page names itself', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'the HTML is the same at every width');

  test('each route answers its own title and description in its first HTML; item pages name their item', async ({ request }) => {
    const stream = await (await request.get(ROUTES.stream)).text();
    const episode = /href="(\/video-player\/[^"]+)"/.exec(stream)![1]!;
    const market = await (await request.get(ROUTES.marketPlace)).text();
    const book = /href="(\/market-place2\?book=[^"]+)"/.exec(market)![1]!.replace(/&amp;/g, '&');
    // The reading page without an article leads to the list: it names itself with an article.
    const insights = await (await request.get(ROUTES.insights)).text();
    const article = /href="(\/reading-blog\?article=[^"]+)"/.exec(insights)![1]!.replace(/&amp;/g, '&');
    const items: Partial<Record<keyof typeof ROUTES, string>> = { videoPlayer: episode, bookDetail: book, readingBlog: article };
    const paths = Object.entries(ROUTES).map(([name, path]) => items[name as keyof typeof ROUTES] ?? path);
    const heads = await Promise.all(
      paths.map(async (path) => {
        const html = await (await request.get(path)).text();
        return {
          path,
          title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
          description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
          canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
          image: /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1],
        };
      }),
    );
    for (const key of ['title', 'description'] as const) {
      const values = heads.map((head) => head[key]);
      expect(values.every(Boolean), `${key} on every page`).toBe(true);
      expect(new Set(values).size, `no two pages share a ${key}: ${JSON.stringify(values)}`).toBe(values.length);
    }
    const bookHead = heads.find((head) => head.path === book)!;
    expect(bookHead.canonical).toMatch(/\/market-place2\?book=[\w-]+$/);
    expect(bookHead.image).toBeTruthy();
    const episodeHead = heads.find((head) => head.path === episode)!;
    expect(episodeHead.image).toBeTruthy();
  });
});
