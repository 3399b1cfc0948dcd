import { HEADER_ACTIONS, HEADER_LINKS, MEDIA_TABS, ROUTES } from '../../contracts/routes';
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures';

const everyPath = Object.values(ROUTES).map((route) => route.replace(':id', 'abc'));

test.describe('the shared layout', () => {
  // Pages about one item answer 404 with their own "not found" message when it is unknown: there is no
  // episode "abc", and the book page is reached here without its ?book=. The reading page without an
  // article leads to the list of articles.
  test.describe('every deep link', () => {
    test.use({ allowConsoleErrors: [/status of 404/] });

    test('answers with the layout and a heading', { tag: BOTH_WIDTHS }, async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of everyPath) {
        const unknownItem = path.startsWith('/video-player/') || path === ROUTES.bookDetail;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(unknownItem ? 404 : 200);
        if (path === ROUTES.readingBlog) await expect(page, path).toHaveURL(new RegExp(`${ROUTES.insights}$`));
        await expect(page.getByRole('banner'), path).toBeVisible();
        await expect(page.getByRole('contentinfo'), path).toBeVisible();
        await expect(page.locator('main h1').first(), path).toBeAttached();
      }
    });
  });

  test('header links navigate and the active one is highlighted', async ({ page }) => {
    test.skip(isMobile(page), 'the desktop header shows the links inline');
    // Six pages opened in a row, each rendered by a server shared with the rest of the run.
    test.setTimeout(90_000);
    await page.goto(ROUTES.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of HEADER_LINKS) {
      await nav.getByRole('link', { name: link.label }).click();
      await expect(page).toHaveURL(new RegExp(`${link.to.replace('&', '\\&')}$`));
      await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('aria-current', 'page');
    }
    await page.getByRole('link', { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the header's Donate and AI guide open their pages, and Join leads to sign-up", async ({ page }) => {
    test.skip(isMobile(page), 'the desktop header shows them inline');
    test.setTimeout(90_000);
    await page.goto(ROUTES.about);
    for (const action of Object.values(HEADER_ACTIONS)) {
      await page.getByRole('banner').getByRole('link', { name: action.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${action.to}$`));
    }
    // Join signs a newcomer up; the sign-up page leads on to the login for those who have an account.
    await page.getByRole('banner').getByRole('link', { name: 'Join' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.signUp}$`));
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
  });

  test('at 1280 px the header holds every link on two uncrowded rows', async ({ page }) => {
    test.skip(isMobile(page), 'the phone has the menu');
    await page.goto(ROUTES.home);
    const banner = page.getByRole('banner');
    const labels = [
      ...HEADER_LINKS.map((link) => link.label),
      ...Object.values(HEADER_ACTIONS).map((action) => action.label),
      'Join',
    ];
    const boxes = [];
    for (const label of labels) {
      const box = (await banner.getByRole('link', { name: label, exact: true }).boundingBox())!;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(1280);
      boxes.push({ label, ...box });
    }
    // No two overlap, and at least a small gap separates neighbours on a row.
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const sameRow = a.y < b.y + b.height && b.y < a.y + a.height;
        if (sameRow)
          expect(Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width), `${a.label} / ${b.label}`).toBeGreaterThanOrEqual(
            4,
          );
      }
    }
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('on a phone the menu holds every link and fits the screen', { tag: BOTH_WIDTHS }, async ({ page }) => {
    test.skip(!isMobile(page), 'the menu is for narrow screens');
    await page.goto(ROUTES.home);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of [
      ...HEADER_LINKS.map((link) => link.label),
      ...Object.values(HEADER_ACTIONS).map((action) => action.label),
      'Join',
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await menu.getByRole('link', { name: 'Marketplace' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.marketPlace}$`));
    await expect(menu).toBeHidden();
  });

  test('on a phone every media tab shows, none cut off', { tag: BOTH_WIDTHS }, async ({ page }) => {
    test.skip(!isMobile(page), 'a wide screen has room for the row');
    await page.goto(ROUTES.stream);
    const tabs = page.getByRole('navigation', { name: 'Media sections' }).getByRole('link');
    await expect(tabs).toHaveCount(MEDIA_TABS.length);
    const width = page.viewportSize()!.width;
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x, (await tab.textContent()) ?? '').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, (await tab.textContent()) ?? '').toBeLessThanOrEqual(width);
    }
  });

  test('the hamburger menu opens, navigates and closes on small screens', { tag: BOTH_WIDTHS }, async ({ page }) => {
    test.skip(!isMobile(page), 'the hamburger exists below 1200 px');
    await page.goto(ROUTES.home);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Vedic Research' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.vedicResearch}$`));
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the six media tabs appear on media pages with the current one highlighted', async ({ page }) => {
    for (const tab of MEDIA_TABS) {
      await page.goto(tab.to);
      const tabs = page.getByRole('navigation', { name: 'Media sections' });
      await expect(tabs.getByRole('link')).toHaveCount(6);
      await expect(tabs.getByRole('link', { name: tab.label })).toHaveAttribute('aria-current', 'page');
    }
    await page.goto(ROUTES.about);
    await expect(page.getByRole('navigation', { name: 'Media sections' })).toHaveCount(0);
  });

  test('the footer has the donate block, sections, legal links, social icons and contact e-mail', async ({ page }) => {
    await page.goto(ROUTES.about);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('region').getByRole('link', { name: 'Donate', exact: true })).toHaveAttribute(
      'href',
      ROUTES.donate,
    );
    for (const section of ['Stream', 'Sparks', 'Insights', 'Dialogue', 'Social', 'Academy', 'AI']) {
      await expect(footer.getByRole('link', { name: section, exact: true })).toBeVisible();
    }
    // The shop, the plans, giving and the guide are listed too, not only reached from elsewhere.
    for (const [name, to] of [
      ['Marketplace', ROUTES.marketPlace],
      ['Membership', ROUTES.membership],
      ['Donate', ROUTES.donate],
      ['AI guide', ROUTES.guide],
    ] as const) {
      await expect(footer.getByRole('navigation').getByRole('link', { name, exact: true })).toHaveAttribute('href', to);
    }
    await expect(footer.getByRole('link', { name: /terms/i })).toHaveAttribute('href', ROUTES.terms);
    await expect(footer.getByRole('link', { name: /privacy/i })).toHaveAttribute('href', ROUTES.privacy);
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(5);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('heading', { name: 'Technology partner' })).toBeVisible();
  });

  test('navigation scrolls smoothly to the top', async ({ page }) => {
    await page.goto(ROUTES.about);
    const bottom = await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
      return window.scrollY;
    });
    // Every offset the page passes through on its way up: a smooth scroll passes some between.
    await page.evaluate(() => {
      const offsets: number[] = [];
      Object.assign(window, { offsets });
      window.addEventListener('scroll', () => offsets.push(window.scrollY), { passive: true });
    });
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: /privacy/i });
    // The footer's code loads after the page: until React owns its links, a press loads a new document.
    await privacy.evaluate(
      (link) =>
        new Promise<void>((resolve) => {
          const owned = () => Object.keys(link).some((key) => key.startsWith('__reactProps'));
          const check = () => (owned() ? resolve() : requestAnimationFrame(check));
          check();
        }),
    );
    await privacy.click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.privacy}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const offsets = await page.evaluate(() => (window as unknown as { offsets: number[] }).offsets);
    expect(offsets.some((offset) => offset > 0 && offset < bottom - 1)).toBe(true);
  });

  test.describe('an unknown path', () => {
    // The document itself answers 404, which Chromium reports on the console.
    test.use({ allowConsoleErrors: [/status of 404/] });

    test('an unknown path shows "page not found" inside the layout with a link home', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('the layout has no serious accessibility violations', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
