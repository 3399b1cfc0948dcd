import { ROUTES } from '../../contracts/routes';
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures';
import { slidesInView } from './carousel';
import { deref, hexToRgb, seedDoc } from './seedContent';

const home = seedDoc('homePage');
const missionCards = deref(home.institute.missionCards);
const carousels = deref(home.carousels);
const thinkTank = deref(home.thinkTank.members);
const { profiles } = seedDoc('interfaceTexts');

test.describe('the landing page', () => {
  test('shows the hero, collage, intro, institute, think tank and welcome banner from content', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.getByRole('heading', { level: 1, name: home.hero.tagline })).toBeVisible();
    await expect(page.getByText(home.hero.text)).toBeVisible();
    await expect(page.getByRole('heading', { name: home.collage.heading })).toBeVisible();
    await expect(page.getByRole('img', { name: home.collage.image.alt })).toBeVisible();
    await expect(page.getByRole('heading', { name: home.intro.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: home.institute.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: home.thinkTank.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: home.welcome.heading })).toBeVisible();
    await expect(page.getByText(home.welcome.text)).toBeVisible();
  });

  test('Sign Up goes to /sign-up; Download App says honestly that there is no app yet', async ({ page }) => {
    await page.goto(ROUTES.home);
    await page.getByRole('button', { name: home.hero.downloadAppLabel }).click();
    await expect(page.getByText(home.hero.downloadAppNote)).toBeVisible();
    await page.getByRole('link', { name: home.hero.signUpLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.signUp}$`));
  });

  test('the six AI tool buttons each do something honest', async ({ page }) => {
    await page.goto(ROUTES.home);
    const tools = page.getByRole('list', { name: 'AI tools' });
    await expect(tools.getByRole('listitem')).toHaveCount(home.institute.aiTools.length);
    for (const tool of home.institute.aiTools) {
      if (tool.href) continue;
      await tools.getByRole('button', { name: tool.label }).click();
      await expect(tools.getByText(tool.note)).toBeVisible();
    }
    // Text-to-speech opens the passage reader; Generate now opens the guide (tests/e2e/guide.spec.ts).
    const reader = home.institute.aiTools.find((tool: { href?: string }) => tool.href === '#read-aloud');
    await tools.getByRole('button', { name: reader.label }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    const generate = home.institute.aiTools.find((tool: { href?: string }) => tool.href === ROUTES.guide);
    await tools.getByRole('link', { name: generate.label }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.guide}$`));
  });

  test('the six mission cards carry their own title, subtitle, colours and icon', async ({ page }) => {
    await page.goto(ROUTES.home);
    const cards = page.getByRole('list', { name: 'Our missions' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    for (const [index, card] of missionCards.entries()) {
      const item = cards.nth(index);
      await expect(item.getByRole('heading', { name: card.title })).toBeVisible();
      await expect(item.getByText(card.subtitle)).toBeVisible();
      await expect(item.getByText(card.description)).toBeVisible();
      await expect(item).toHaveCSS('background-color', hexToRgb(card.backgroundColor));
      await expect(item.getByRole('heading', { name: card.title })).toHaveCSS('color', hexToRgb(card.titleColor));
      await expect(item.getByText(card.subtitle)).toHaveCSS('color', hexToRgb(card.subtitleColor));
      await expect(item.getByText(card.description)).toHaveCSS('color', hexToRgb(card.textColor));
      await expect(item.locator('svg')).toBeVisible();
    }
  });

  test(
    'three carousels show three slides (fewer on a phone), and the next arrow advances each',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      await page.goto(ROUTES.home);
      expect(carousels).toHaveLength(3);
      for (const carousel of carousels) {
        const section = page.getByRole('region', { name: carousel.title });
        await section.scrollIntoViewIfNeeded();
        await expect.poll(() => slidesInView(section)).toHaveLength(isMobile(page) ? 1 : 3);
        await expect(section.getByRole('button', { name: /previous/i })).toHaveCount(0);
        await expect.poll(async () => (await slidesInView(section))[0]).toContain(carousel.slides[0].caption);
        await section.getByRole('button', { name: `Next slide: ${carousel.title}` }).click();
        await expect.poll(async () => (await slidesInView(section))[0]).toContain(carousel.slides[1].caption);
      }
    },
  );

  test('a carousel is infinite: the next arrow slides in 500 ms and wraps from the last slide to the first', async ({ page }) => {
    await page.goto(ROUTES.home);
    const carousel = carousels[0]!;
    const section = page.getByRole('region', { name: carousel.title });
    await section.scrollIntoViewIfNeeded();
    const row = section.locator('ul').first();
    const next = section.getByRole('button', { name: `Next slide: ${carousel.title}` });
    // Each slide must have settled before the next click (clicks during the slide are ignored).
    await expect.poll(async () => (await slidesInView(section)).length).toBeGreaterThan(0);
    for (let step = 1; step <= carousel.slides.length; step++) {
      // Record the press and how the row moves after it: the slide is what a visitor sees move.
      await row.evaluate((element) => {
        const record = { pressedAt: 0, moves: [] as { at: number; left: number }[] };
        (window as unknown as { rowMoves: typeof record }).rowMoves = record;
        window.addEventListener('click', () => (record.pressedAt = performance.now()), { capture: true, once: true });
        element.addEventListener('scroll', () => record.moves.push({ at: performance.now(), left: element.scrollLeft }));
      });
      await next.click();
      // The new first slide counts as in view as soon as the old one starts to leave, so the moves
      // are read once the row has come to rest (no scroll event for 300 ms), not while it slides.
      const rowMoves = () =>
        page.evaluate(
          () => (window as unknown as { rowMoves: { pressedAt: number; moves: { at: number; left: number }[] } }).rowMoves,
        );
      await expect
        .poll(async () => {
          const { moves } = await rowMoves();
          return moves.length > 0 && (await page.evaluate(() => performance.now())) - moves.at(-1)!.at > 300;
        })
        .toBe(true);
      await expect
        .poll(async () => (await slidesInView(section))[0])
        .toContain(carousel.slides[step % carousel.slides.length].caption);
      const firstImage = section
        .getByRole('listitem')
        .filter({ hasText: carousel.slides[step % carousel.slides.length].caption })
        .first()
        .locator('img');
      await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const { pressedAt, moves } = await rowMoves();
      expect(new Set(moves.map((move) => Math.round(move.left))).size, 'the row slides rather than jumps').toBeGreaterThan(2);
      // It slides for 500 ms from the press; its last frames move it by less than a pixel (no scroll
      // event), hence > 450. Timed from the press, not from the first move: a busy machine may
      // delay the first frame, and the slide then catches up on its 500 ms clock.
      const duration = moves.at(-1)!.at - pressedAt;
      expect(duration, 'the slide animation lasts about 500 ms').toBeGreaterThan(450);
      expect(duration).toBeLessThan(3000);
    }
  });

  test('the think tank shows three members whose profiles open', async ({ page }) => {
    await page.goto(ROUTES.home);
    const members = page.getByRole('list', { name: 'Think-tank members' }).getByRole('listitem');
    await expect(members).toHaveCount(3);
    for (const [index, person] of thinkTank.entries()) {
      await expect(members.nth(index).getByRole('heading', { name: person.name })).toBeVisible();
      await expect(members.nth(index).getByText(person.role)).toBeVisible();
    }
    const visit = members.first().getByRole('button', { name: `${profiles.visitProfile} of ${thinkTank[0]!.name}` });
    await visit.click();
    await expect(members.first().getByText(thinkTank[0]!.bio)).toBeVisible();
    await expect(
      members.first().getByRole('button', { name: `${profiles.hideProfile} of ${thinkTank[0]!.name}` }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  test("the footer's AI link opens the search section", async ({ page }) => {
    await page.goto(ROUTES.about);
    await page.getByRole('contentinfo').getByRole('link', { name: 'AI', exact: true }).click();
    await expect(page).toHaveURL(/\/#search-with-ai$/);
    await expect(page.locator('#search-with-ai')).toBeInViewport();
  });

  test('has no serious accessibility problems', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.getByRole('list', { name: 'Our missions' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('hydrated, the page keeps the ids of its HTML and every reference to one still finds it', async ({ page, request }) => {
    const html = await (await request.get(ROUTES.home)).text();
    const serverIds = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    // The references on a rendered page, and whether each finds its element (a collapsed control's
    // panel, such as the closed mobile menu, is not rendered).
    const references = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll(
            '[aria-labelledby], [aria-controls]:not([aria-expanded="false"]), [aria-describedby], label[for]',
          ),
        ].flatMap((element) =>
          ['aria-labelledby', 'aria-controls', 'aria-describedby', 'for']
            .flatMap((name) => element.getAttribute(name)?.split(' ') ?? [])
            .map((id) => [id, Boolean(document.getElementById(id))] as const),
        ),
      );
    await page.goto(ROUTES.home);
    const pageIds = await page.evaluate(() => [...document.querySelectorAll('body [id]')].map((element) => element.id));
    expect(pageIds.filter((id) => serverIds.includes(id))).toEqual(serverIds.filter((id) => pageIds.includes(id)));
    // The page's inert code (started after the largest picture has painted) is React Router's, which the browser does not render again.
    expect(serverIds.every((id) => pageIds.includes(id) || id === 'page-code')).toBe(true);
    // A profile opened after hydration: its button (hydrated) names the panel (rendered in the browser).
    await page.getByRole('button', { name: `${profiles.visitProfile} of ${thinkTank[0]!.name}` }).click();
    await expect(page.getByText(thinkTank[0]!.bio)).toBeVisible();
    const hydrated = await references();
    expect(hydrated.length).toBeGreaterThan(10);
    expect(hydrated.filter(([, found]) => !found)).toEqual([]);
    // Rendered in the browser (a client navigation from another page), every reference finds its element too.
    await page.goto(ROUTES.about);
    await page.getByRole('link', { name: / home$/ }).click();
    await expect(page.getByRole('heading', { name: home.welcome.heading })).toBeVisible();
    expect((await references()).filter(([, found]) => !found)).toEqual([]);
  });
});
