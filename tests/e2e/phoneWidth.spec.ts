/**
 * Every page fits a 375 px phone: nothing is wider than the screen (the page cannot be dragged
 * sideways and no text, price or button is cut off), logged out and logged in, with long content —
 * a 40-character e-mail address, a long name, three books in the cart with long titles.
 */
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { articlePath, bookPath, episodePath, ROUTES } from '../../contracts/routes';
import { BOTH_WIDTHS, expect, isMobile, test } from './fixtures';
import { logInThroughForm, type Member, newMember, registerThroughApi } from './memberHelpers';
import { seedOfType } from './seedContent';

// Thirty-odd pages a visit, on a machine shared with other builds.
test.describe.configure({ timeout: 240_000 });

/** The three books with the longest titles, as a member's cart. */
const longestTitled = seedOfType('book')
  .sort((a, b) => b.title.length - a.title.length)
  .slice(0, 3);

/** A 40-character address and a long name with words that cannot be broken. */
function longMember(): Member {
  const local = `overflow-${randomUUID().replaceAll('-', '').slice(0, 19)}`;
  return { ...newMember(), firstName: 'Venkatasubramaniam', lastName: 'Chakravarthyswaminathan', email: `${local}@example.com` };
}

/** Every page of the route table, the item pages with a real item, and an article of the reading blog. */
async function everyPage(page: Page): Promise<string[]> {
  const groups = (await (await page.request.get('/api/v1/user/getAllEpisodesGroupedByCategory')).json()) as {
    data: { episodes: { _id: string }[] }[];
  };
  const episodeId = groups.data.flatMap((group) => group.episodes)[0]!._id;
  const paths: string[] = Object.values(ROUTES).map((route) =>
    route === ROUTES.videoPlayer
      ? episodePath(episodeId)
      : route === ROUTES.bookDetail
        ? bookPath(longestTitled[0]!.slug.current)
        : route,
  );
  return [...paths, articlePath(seedOfType('article')[0]!.slug.current)];
}

/**
 * What sticks out past the right edge of the screen: the document itself, and each element whose
 * right edge passes the viewport unless a scrolling or clipping box around it (a carousel row)
 * keeps it inside. Named by tag, test id or class, and its first words.
 */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const offenders = new Set<Element>();
    if (document.documentElement.scrollWidth > window.innerWidth) {
      found.push(`the document is ${document.documentElement.scrollWidth} px wide`);
    }
    const clippedInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const name = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      const label = testId ? `[data-testid=${testId}]` : element.classList.length ? `.${[...element.classList].join('.')}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${label}> "${text}"`;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
      if (getComputedStyle(element).visibility === 'hidden' || clippedInside(element)) continue;
      // The outermost offender is named: its children stick out because it does.
      offenders.add(element);
      if ([...offenders].some((offender) => offender !== element && offender.contains(element))) continue;
      found.push(`${name(element)} reaches ${Math.round(box.right)} px`);
    }
    return found;
  });
}

/**
 * Waits until the page's requests have been answered and none has started for half a second, so what
 * the page fetches after loading (a member's cart, their settings) is on screen. A stream that stays
 * open (the member's live events) counts once its answer has begun.
 */
function whenNetworkQuiet(page: Page) {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    pending.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    pending.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').startsWith('text/event-stream')) settle(response.request());
  });
  return () => expect.poll(() => pending.size === 0 && Date.now() - lastChange >= 500, { timeout: 20_000 }).toBe(true);
}

async function expectEveryPageToFit(page: Page, paths: string[]) {
  const networkQuiet = whenNetworkQuiet(page);
  // Parts of long pages are laid out only near the view (content-visibility: auto); all of them are measured.
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await networkQuiet();
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const found = await overflowingElements(page);
    if (found.length) failures.push(`${path}: ${found.slice(0, 4).join('; ')}`);
  }
  expect(failures, 'pages wider than a 375 px screen').toEqual([]);
}

test.describe('every page fits a 375 px screen', { tag: BOTH_WIDTHS }, () => {
  test.beforeEach(({ page }) => test.skip(!isMobile(page), 'the phone width is the one that can overflow'));
  // Item pages named without an item (a reset link without its token, a thank-you without its order) answer
  // 404, and a page for a role the member does not hold is refused its data (403).
  // One pattern: Playwright reads a two-element array given to test.use as [value, options].
  test.use({ allowConsoleErrors: [/status of 40[34]/] });

  test('logged out', async ({ page }) => {
    await expectEveryPageToFit(page, await everyPage(page));
  });

  test('logged in, with a long name and e-mail address and three books in the cart', async ({ page }) => {
    const member = longMember();
    expect(member.email).toHaveLength(40);
    await registerThroughApi(page.request, member);
    await page.goto(ROUTES.login);
    await logInThroughForm(page, member);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const auth = { authorization: `Bearer ${token}` };
    for (const book of longestTitled) {
      const answer = await page.request.put(`/api/v1/cart/items/${book._id}`, { headers: auth, data: { quantity: 2 } });
      expect(answer.status(), await answer.text()).toBe(200);
    }
    await expectEveryPageToFit(page, await everyPage(page));
  });
});
