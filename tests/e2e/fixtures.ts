import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { BOTH_WIDTHS, PHONE_VIEWPORT } from './widths';

/**
 * Waits, after a page load, until React has hydrated the server's HTML (the root route marks it):
 * the modules load after the HTML, so the load event may come before. A load that is not one of
 * the app's pages (JSON, the test checkout, the Studio) is left alone: only the app's pages carry
 * React Router's context.
 */
async function untilInteractive(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page.waitForFunction(() => !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Makes the page's loads (goto, reload, back, forward) return once the app has hydrated. The
 * fixture's page has it; a test that opens another page (a second device) wraps it too.
 */
export function waitingForHydration(page: Page): Page {
  const [goto, reload, goBack, goForward] = [page.goto, page.reload, page.goBack, page.goForward].map((method) =>
    method.bind(page),
  ) as [Page['goto'], Page['reload'], Page['goBack'], Page['goForward']];
  const interactive = async (response: Response | null, waitUntil?: string) => {
    if (waitUntil !== 'commit') await untilInteractive(page, response);
    return response;
  };
  page.goto = async (url, options) => interactive(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => interactive(await reload(options), options?.waitUntil);
  page.goBack = async (options) => interactive(await goBack(options), options?.waitUntil);
  page.goForward = async (options) => interactive(await goForward(options), options?.waitUntil);
  return page;
}

/**
 * The shared test fixture: every test fails when the page logs a console error, a warning about
 * hydration, or throws.
 * Tests that provoke an error on purpose (a failed request) list it in `allowConsoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        // A page the server rendered must hydrate without React or the router complaining.
        if (message.type() === 'warning' && /hydrat/i.test(text)) errors.push(`hydration warning: ${text}`);
        if (message.type() !== 'error') return;
        if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe-core on the page (or a part of it) and fails on serious or critical violations. */
async function expectNoSeriousViolationsAtThisWidth(page: Page, include?: string) {
  // Legacy mode runs axe in the page itself instead of finishing in a second, blank page: a third of the
  // time, the same results, and the site has no cross-origin frames for that second page to reach.
  let builder = new AxeBuilder({ page }).setLegacyMode();
  if (include) builder = builder.include(include);
  // Parts of long pages are laid out only near the view (content-visibility: auto); axe finds
  // backgrounds by hit-testing, which misses them. Everything is rendered while it checks, as a
  // visitor sees each part on reaching it.
  const renderAll = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const results = await builder.analyze();
  await renderAll.evaluate((style) => (style as HTMLStyleElement).remove());
  const width = page.viewportSize()?.width;
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, `serious or critical accessibility violations at ${width} px`).toEqual([]);
}

/**
 * Runs axe at both widths. Behaviour is tested once, in the 1280 px project: there the page, in the
 * state the test brought it to, is checked at 375 px as well, unless the test runs in both projects.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  const started = Date.now();
  await expectNoSeriousViolationsAtThisWidth(page, include);
  const info = test.info();
  if (info.project.name !== 'desktop' || info.tags.includes(BOTH_WIDTHS)) return;
  // The second width is work the test's own time limit did not count on: it gets the time the first took, twice.
  if (info.timeout > 0) info.setTimeout(info.timeout + 2 * (Date.now() - started));
  const viewport = page.viewportSize()!;
  await page.setViewportSize(PHONE_VIEWPORT);
  // Parts that follow the width in code (media-query hooks) draw on the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  try {
    await expectNoSeriousViolationsAtThisWidth(page, include);
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** True when the test runs in the 375 px project. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

export { BOTH_WIDTHS };
