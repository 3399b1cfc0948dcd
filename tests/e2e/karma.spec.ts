/**
 * Karmic Points in the browser. On a server of its own (fresh sample members):
 * Arjun Mehta, a sample reviewer a like short of Sadhaka, shows Jijnasu beside his comment on an
 * article; a member likes the comment and his badge there turns Sadhaka; Arjun logs in and finds
 * the like in his profile's panel. The leaderboard's page, laid
 * out and checked by axe at both widths, on the shared server.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { articlePath, ROUTES } from '../../contracts/routes';
import { ROOT } from '../../scripts/lib';
import { loadConfig } from '../../api/src/config';
import { createPasswordHasher } from '../../api/src/auth/passwords';
import { openDatabase } from '../../api/src/db/connection';
import { killAllServers, request, type ServerProcess, startServerProcess, tempDataDir } from '../api/processes';
import { expect, expectNoSeriousA11yViolations, test, waitingForHydration } from './fixtures';

const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'dist/web');
const PASSWORD = 'Saffron-Lotus-River-42';
/** A sample member seeded at 490 points from many members: one like on his comment passes 500. */
const ARJUN = { name: 'Arjun Mehta', email: 'arjun.mehta@members.example.org' };
const ARTICLE = 'why-the-rishis-sat-still';

let server: ServerProcess;
let dataDir: string;
let base: string;

async function logIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = waitingForHydration(await context.newPage());
  await page.goto(`${base}${ROUTES.login}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** Sets a password on an account of this test's server (sample accounts have an unusable one). */
async function givePassword(email: string) {
  const db = openDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    const hash = await (await createPasswordHasher()).hash(PASSWORD);
    await db.updateTable('users').set({ password_hash: hash }).where('email', '=', email).execute();
  } finally {
    await db.destroy();
  }
}

/** The stage badge beside a comment author's name. */
const badgeBeside = (page: Page, author: string) =>
  page
    .locator('p', { has: page.locator('strong', { hasText: author }) })
    .locator('[data-stage]')
    .first();

test.describe('a stage earned from others', () => {
  test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'behaviour once, at 1280 px');
    test.setTimeout(240_000);
    dataDir = tempDataDir();
    server = await startServerProcess({ dataDir, env: { WEB_DIST_DIR, SCHEDULED_JOBS: 'false' }, startupTimeoutMs: 200_000 });
    base = server.baseUrl;
  });
  test.afterAll(killAllServers);

  test("a like on A's comment moves A's badge there to the next stage, and A's panel shows the entry", async ({ browser }) => {
    test.setTimeout(90_000);
    const email = `liker.${Date.now()}@example.com`;
    const body = {
      firstName: 'Bala',
      lastName: 'Krishnan',
      email,
      phone: '+91 98765 43210',
      country: 'India',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    expect((await request(base, 'POST', '/api/v1/user/register', body)).status).toBe(201);

    const liker = await logIn(browser, email);
    await liker.goto(`${base}${articlePath(ARTICLE)}`);
    await expect(badgeBeside(liker, ARJUN.name)).toHaveText('Jijnasu — Seeker');
    await liker.getByRole('button', { name: `Like the comment by ${ARJUN.name}` }).click();
    await expect(liker.getByRole('button', { name: `Like the comment by ${ARJUN.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Taken back and given again: the history will show one like, not a "+10 / −10" pair before it.
    const likeButton = liker.getByRole('button', { name: `Like the comment by ${ARJUN.name}` });
    await likeButton.click();
    await expect(likeButton).toHaveAttribute('aria-pressed', 'false');
    await likeButton.click();
    await expect(likeButton).toHaveAttribute('aria-pressed', 'true');
    await liker.reload();
    await expect(badgeBeside(liker, ARJUN.name)).toHaveText('Sadhaka — Practitioner');
    await expectNoSeriousA11yViolations(liker);

    // A sample account has nobody behind it; here Arjun is someone who logs in.
    await givePassword(ARJUN.email);
    const arjun = await logIn(browser, ARJUN.email);
    await arjun.goto(`${base}${ROUTES.personalProfile}`);
    const karma = arjun.getByTestId('karma-panel');
    await expect(karma.getByTestId('karma-total')).toHaveText('500 points');
    await expect(karma.locator('[data-stage]')).toHaveText('Sadhaka — Practitioner');
    await expect(karma.getByRole('progressbar', { name: 'Progress to Jnani — Knower' })).toBeVisible();
    await expect(karma.getByTestId('karma-missing')).toContainText('1,500 more points');
    const latest = karma.getByTestId('karma-entry').first();
    await expect(latest).toContainText('A like on your comment');
    await expect(latest).toContainText('+10');
    await expect(karma.getByTestId('karma-entry').nth(1)).not.toContainText('−10');
    await expect(karma.getByTestId('karma-entry').filter({ hasText: /^.*[−-]\d/ })).toHaveCount(0);
    // The bell told him of the stage reached.
    await arjun.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(arjun.getByRole('link', { name: /You reached a new stage: Sadhaka — Practitioner/ })).toBeVisible();
    await expect(karma.getByTestId('karma-entry').filter({ hasText: 'Granted by the trust' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(arjun);
  });
});

test.describe('the leaderboard page', () => {
  test('lists the members with the most points for 7 days, 30 days and all time, with their stages', async ({ page }) => {
    await page.goto(ROUTES.leaderboard);
    await expect(page.getByRole('heading', { level: 1, name: 'Karmic Points leaderboard' })).toBeVisible();
    const leaders = page.getByTestId('leader');
    await expect(leaders.first()).toBeVisible();
    await expect(leaders.first().locator('[data-stage]')).toBeVisible();
    await page.getByRole('button', { name: 'All time' }).click();
    await expect(page.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Leaderboard, All time' }).getByTestId('leader').first()).toContainText('points');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
