/**
 * The marketplace's filter change as a visitor sees it (the aim: "a filter change shows new
 * results within 100 ms on this machine"): in Chromium at 1280 px, each language and format
 * checkbox of the book list (/market-place) is ticked and then cleared; the time is from the click to the moment
 * the result count on the page says something else (requestAnimationFrame resolution, ~16 ms).
 * Ticking asks the server (a query not asked before); clearing returns to a cached answer.
 *
 *   npm run bench -- market
 */
import { chromium } from '@playwright/test';
import { ROUTES } from '../contracts/routes';
import type { StartServer } from './benchContent';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

export async function benchMarketFilters(startServer: StartServer) {
  const { base, stop } = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}${ROUTES.marketPlace}`);
    const count = page.getByTestId('result-count');
    await count.waitFor();
    // Hydrated once the page's scripts have loaded and its first data requests have ended.
    await page.waitForLoadState('networkidle');
    const boxes = await page.locator('input[type="checkbox"]').count();
    const fresh: number[] = [];
    const cached: number[] = [];
    for (let index = 0; index < boxes; index += 1) {
      for (const into of [fresh, cached]) {
        const before = await count.textContent();
        // A string, not a function: tsx's name helpers do not exist in the page.
        const elapsed = (await page.evaluate(`new Promise((resolve) => {
          const box = document.querySelectorAll('input[type="checkbox"]')[${index}];
          if (!box || box.disabled) return resolve(null);
          const previous = ${JSON.stringify(before)};
          const started = performance.now();
          box.click();
          (function check() {
            const now = document.querySelector('[data-testid="result-count"]')?.textContent;
            if (now !== previous) resolve(performance.now() - started);
            else if (performance.now() - started > 5000) resolve(Infinity);
            else requestAnimationFrame(check);
          })();
        })`)) as number | null;
        if (elapsed !== null) into.push(elapsed);
      }
    }
    const line = (label: string, values: number[]) =>
      `${label.padEnd(34)} ${String(values.length).padStart(3)} changes  p50 ${percentile(values, 50).toFixed(0).padStart(4)} ms  max ${Math.max(
        ...values,
      )
        .toFixed(0)
        .padStart(4)} ms`;
    console.log(line('filter ticked (a new query)', fresh));
    console.log(line('filter cleared (cached answer)', cached));
    console.log(`target: new results within 100 ms: ${Math.max(...fresh, ...cached) <= 100 ? 'met' : 'missed'}`);
  } finally {
    await browser.close();
    await stop();
  }
}
