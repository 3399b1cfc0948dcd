import type { APIRequestContext } from '@playwright/test';
import { ROUTES } from '../../contracts/routes';
import { BOTH_WIDTHS, expect, isMobile, test } from './fixtures';

/** The most a page may move while it arrives and hydrates (Lighthouse's target for cumulative layout shift). */
const MAX_LAYOUT_SHIFT = 0.02;

/** Every page of the route table, the item pages with a real item found in the list pages' HTML. */
async function everyPage(request: APIRequestContext) {
  const linkIn = async (path: string, pattern: RegExp) =>
    pattern.exec(await (await request.get(path)).text())![1]!.replace(/&amp;/g, '&');
  const items: Partial<Record<keyof typeof ROUTES, string>> = {
    videoPlayer: await linkIn(ROUTES.stream, /href="(\/video-player\/[^"]+)"/),
    bookDetail: await linkIn(ROUTES.marketPlace, /href="(\/market-place2\?book=[^"]+)"/),
    readingBlog: await linkIn(ROUTES.insights, /href="(\/reading-blog\?article=[^"]+)"/),
  };
  return Object.entries(ROUTES).map(([name, path]) => items[name as keyof typeof ROUTES] ?? path);
}

test.describe('pages hold still while they arrive', () => {
  test(
    'no page moves what a visitor already sees: on a slow phone line at 375 px, as loaded at 1280 px',
    { tag: BOTH_WIDTHS },
    async ({ page, request }) => {
      test.setTimeout(240_000);
      // A phone on a slow line draws the HTML as it arrives, so an element placed out of its order in
      // the page shows first in the wrong place; a wide screen on a fast line shows what hydration moves.
      if (isMobile(page)) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 100,
          downloadThroughput: 200_000,
          uploadThroughput: 100_000,
        });
      }
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const describe = (node?: Node) =>
              node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
            shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const moved: string[] = [];
      for (const path of await everyPage(request)) {
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        expect(response?.status(), path).toBe(200);
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
        );
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        if (total > MAX_LAYOUT_SHIFT)
          moved.push(`${path}: ${total.toFixed(3)} (${shifts.flatMap((shift) => shift.sources).join(', ')})`);
      }
      expect(moved, 'pages whose layout shifted').toEqual([]);
    },
  );
});
