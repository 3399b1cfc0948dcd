import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bookPath, episodePath, ROUTES } from '../../contracts/routes';
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures';
import { accountArea, logInThroughForm, newMember, registerThroughApi, type Member } from './memberHelpers';
import { seedDoc } from './seedContent';

/** What a newcomer meets: the cart from any page, a member treated as one, real figures, sharing as a visitor. */

const home = seedDoc('homePage');
const WAY_ON = 'Continue to the stream';

const headerCart = (page: Page) => page.getByRole('banner').getByTestId('header-cart');

interface ListedEpisode {
  _id: string;
  name: string;
}

async function episodesOf(page: Page, category: string): Promise<ListedEpisode[]> {
  const answer = (await (await page.request.get('/api/v1/user/getAllEpisodesGroupedByCategory')).json()) as {
    data: { category: string; episodes: ListedEpisode[] }[];
  };
  return answer.data.find((group) => group.category === category)!.episodes;
}

async function apiToken(request: APIRequestContext, member: Member) {
  const login = await request.post('/api/v1/user/login', { data: { email: member.email, password: member.password } });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

const numberIn = async (locator: Locator) => Number((await locator.textContent())!.replace(/[^\d.]+/g, ''));

test.describe('the header cart', () => {
  test('a book added on its page shows in the header count at once; the toast’s View cart leads to the cart', async ({
    page,
  }) => {
    await page.goto(bookPath('yoga-of-breath'));
    const cart = headerCart(page);
    await expect(cart).toHaveAttribute('aria-label', 'Cart, 0 books');
    await expect(cart.locator('span')).toBeHidden();
    const before = await cart.boundingBox();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cart).toHaveAttribute('aria-label', 'Cart, 1 book');
    await expect(cart.locator('span')).toHaveText('1');
    // The count sits over the icon's corner: filling it moves nothing in the header.
    expect(await cart.boundingBox()).toEqual(before);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cart).toHaveAttribute('aria-label', 'Cart, 2 books');

    const toast = page.getByRole('status', { name: 'Notifications' });
    await expect(toast).toContainText('“The Yoga of Breath” is in your cart.');
    await toast.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(ROUTES.cart);
    await expect(page.getByLabel('Quantity of The Yoga of Breath')).toHaveValue('2');
    await expectNoSeriousA11yViolations(page);

    // Another page, after a reload: the count is the browser's cart, drawn after hydration without a mismatch.
    await page.goto(ROUTES.about);
    await expect(headerCart(page)).toHaveAttribute('aria-label', 'Cart, 2 books');
  });

  test('a member’s count comes from their cart on the server, with the cart kept before login', async ({ page, request }) => {
    const member = newMember('header-cart');
    await registerThroughApi(request, member);
    await page.goto(bookPath('yoga-of-breath'));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(headerCart(page)).toHaveAttribute('aria-label', 'Cart, 1 book');
    await page.goto(`${ROUTES.login}?next=${encodeURIComponent(ROUTES.about)}`);
    await logInThroughForm(page, member);
    await expect(page).toHaveURL(ROUTES.about, { timeout: 30_000 });
    await expect(headerCart(page)).toHaveAttribute('aria-label', 'Cart, 1 book');
    const server = await request.get('/api/v1/cart', { headers: { authorization: `Bearer ${await apiToken(request, member)}` } });
    expect((await server.json()).cart.lines).toEqual([expect.objectContaining({ bookId: 'book-yoga-of-breath', quantity: 1 })]);

    await headerCart(page).click();
    await expect(page).toHaveURL(ROUTES.cart);
    await page
      .getByRole('button', { name: /Remove/ })
      .first()
      .click();
    await expect(headerCart(page)).toHaveAttribute('aria-label', 'Cart, 0 books');
  });
});

test.describe('a member is treated as a member', () => {
  test('the home page offers the way on, the account pages say who is logged in, and Log out works', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const member = newMember('welcome');
    await registerThroughApi(request, member);
    await page.goto(ROUTES.login);
    await logInThroughForm(page, member);

    await page.goto(ROUTES.home);
    const hero = page.getByRole('main');
    await expect(hero.getByRole('link', { name: WAY_ON })).toHaveAttribute('href', ROUTES.stream);
    await expect(hero.getByRole('link', { name: home.hero.signUpLabel, exact: true })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Join' })).toHaveCount(0);

    await page.goto(ROUTES.membership);
    await expect(page.getByRole('list', { name: 'Plans' }).getByRole('link', { name: WAY_ON })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up for Free' })).toHaveCount(0);

    const account = await accountArea(page);
    await account.getByRole('link', { name: 'My orders' }).click();
    await expect(page).toHaveURL(ROUTES.myOrders);
    await page.goto(ROUTES.settings);
    await page.getByRole('main').getByRole('link', { name: 'My orders' }).click();
    await expect(page).toHaveURL(ROUTES.myOrders);

    const name = `${member.firstName} ${member.lastName}`;
    for (const path of [ROUTES.signUp, ROUTES.login]) {
      await page.goto(path);
      await expect(page.getByTestId('signed-in-as')).toHaveText(`You are logged in as ${name} (${member.email}).`);
      await expect(page.getByLabel('Email')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: WAY_ON })).toHaveAttribute('href', ROUTES.stream);
      await expectNoSeriousA11yViolations(page);
    }
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByTestId('signed-in-as')).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await page.goto(ROUTES.home);
    await expect(page.getByRole('main').getByRole('link', { name: home.hero.signUpLabel, exact: true })).toHaveAttribute(
      'href',
      ROUTES.signUp,
    );
  });
});

test.describe('the overviews', () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 768,
    'the figures are the same at every width; the phone run acts on the same episodes',
  );

  test('show the episode’s own likes, forwards, rating and latest comments, read with the page', async ({ page, request }) => {
    test.setTimeout(60_000);
    const member = newMember('overview');
    await registerThroughApi(request, member);
    const token = await apiToken(request, member);
    const headers = { authorization: `Bearer ${token}` };
    const comment = `The overview shows this (${randomUUID().slice(0, 8)}).`;

    for (const [path, category] of [
      [ROUTES.stream, 'LATEST EPISODES'],
      [ROUTES.dialogue, 'LATEST DIALOGUES'],
    ] as const) {
      const [featured] = await episodesOf(page, category);
      const target = `/api/v1/interactions/episode/${featured!._id}`;
      expect((await request.post(`${target}/rating`, { headers, data: { stars: 4 } })).status()).toBe(200);
      expect(
        (
          await request.post('/api/v1/user/add-comment-to-stream', { headers, data: { streamId: featured!._id, text: comment } })
        ).status(),
      ).toBe(201);
      const { ratingAverage, ratingCount } = (await (await request.get(target)).json()).interactions;

      // The page's loader read the featured episode with the list: opening its overview asks the API nothing.
      const asked: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/api/v1/')) asked.push(sent.url());
      });
      await page.goto(path);
      await page.getByRole('button', { name: 'Watch Now' }).click();
      const overview = page.getByRole('region', { name: featured!.name });
      const likes = await numberIn(overview.getByTestId('overview-likes'));
      const shares = await numberIn(overview.getByTestId('overview-shares'));
      await expect(overview.getByTestId('overview-rating')).toHaveText(
        `Rating ${ratingAverage} (${ratingCount} ${ratingCount === 1 ? 'rating' : 'ratings'})`,
      );
      await expect(overview.getByTestId('overview-comments').getByRole('listitem').first()).toContainText(comment);
      await expect(overview.getByText('54 Liked')).toHaveCount(0);
      expect(asked).toEqual([]);
      await expectNoSeriousA11yViolations(page);
      page.removeAllListeners('request');

      await page.goto(episodePath(featured!._id));
      const actions = page.getByRole('group', { name: 'Episode actions' });
      expect(await numberIn(actions.getByRole('button', { name: /^Like/ }))).toBe(likes);
      expect(await numberIn(actions.getByRole('button', { name: /^Share/ }))).toBe(shares);
      await expect(page.getByRole('region', { name: /^Comments/ }).getByText(comment)).toBeVisible();
    }
  });
});

test.describe('sharing as a visitor', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test(
    'a visitor shares an episode without logging in; the count rises once per browser',
    { tag: BOTH_WIDTHS },
    async ({ page, browser, baseURL }, testInfo) => {
      const noNativeShare = () => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      await page.addInitScript(noNativeShare);
      // Each project shares its own episode, so the two runs never count each other's shares.
      const episodes = await episodesOf(page, 'SCIENCE IN RITUALS');
      const episode = episodes[testInfo.project.name === 'mobile' ? 1 : 0]!;
      await page.goto(episodePath(episode._id));
      const share = page.getByRole('group', { name: 'Episode actions' }).getByRole('button', { name: /^Share/ });
      const before = await numberIn(share);

      await share.click();
      const dialog = page.getByRole('dialog', { name: 'Share this episode' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(episodePath(episode._id));
      // Counted when the link is copied, not when the dialog opens.
      await dialog.getByRole('button', { name: 'Copy Link' }).click();
      await expect.poll(() => numberIn(share)).toBe(before + 1);
      await dialog.getByRole('button', { name: 'Close share dialog' }).click();

      // The same browser again (after a reload too): shared, not counted again.
      await page.reload();
      await share.click();
      const counted = page.waitForResponse('**/visitor-share');
      await dialog.getByRole('button', { name: 'Copy Link' }).click();
      expect((await (await counted).json()).sharesCount).toBe(before + 1);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close share dialog' }).click();
      await expect.poll(() => numberIn(share)).toBe(before + 1);

      // Another browser is another visitor.
      const other = await browser.newContext({ baseURL, viewport: page.viewportSize(), permissions: ['clipboard-read', 'clipboard-write'] });
      const second = await other.newPage();
      await second.addInitScript(noNativeShare);
      await second.goto(episodePath(episode._id));
      await second.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await second
        .getByRole('group', { name: 'Episode actions' })
        .getByRole('button', { name: /^Share/ })
        .click();
      await second.getByRole('dialog', { name: 'Share this episode' }).getByRole('button', { name: 'Copy Link' }).click();
      await expect
        .poll(async () =>
          numberIn(second.getByRole('group', { name: 'Episode actions' }).getByRole('button', { name: /^Share/ })),
        )
        .toBe(before + 2);
      await other.close();
      if (!isMobile(page)) await expectNoSeriousA11yViolations(page);
    },
  );
});
