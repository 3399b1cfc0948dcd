import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The shared test fixture: every test fails when the page logs a console error, a warning about
 * hydration, or throws.
 * Tests that provoke an error on purpose (a failed request) list it in `allowConsoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
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
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/** True when the test runs in the 375 px project. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
