/**
 * The member menu's links for a role the trust gave, in the header's menu at 1280 px and in the
 * phone's menu at 375 px: the Studio for staff, Moderation for moderators, neither for a member,
 * even one who edits what the browser keeps about them (the role is asked of the server).
 */
import path from 'node:path';
import { type Page } from '@playwright/test';
import { ROUTES } from '../../contracts/routes';
import { ROOT } from '../../scripts/lib';
import { killAllServers, type ServerProcess, startServerProcess, tempDataDir } from '../api/processes';
import { expectNoSeriousA11yViolations, expect, test } from './fixtures';
import { accountArea } from './memberHelpers';
import { type Account, giveRole, signUp, STAFF_PASSWORD } from './staffAccounts';

const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'dist/web');

let server: ServerProcess;
const people: Record<'staff' | 'moderator' | 'member', Account> = {} as never;

async function logIn(page: Page, account: Account) {
  await page.goto(`${server.baseUrl}${ROUTES.login}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test.describe('the member menu links for roles', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const dataDir = tempDataDir();
    // The Studio link opens the Studio the suite built (without it, /studio answers 503).
    const studio: Record<string, string> = process.env.STUDIO_DIST_DIR ? { STUDIO_DIST_DIR: process.env.STUDIO_DIST_DIR } : {};
    server = await startServerProcess({ dataDir, env: { WEB_DIST_DIR, ...studio }, startupTimeoutMs: 200_000 });
    people.staff = await signUp(server.baseUrl, 'Sita', 'Staff');
    people.moderator = await signUp(server.baseUrl, 'Mohan', 'Moderator');
    people.member = await signUp(server.baseUrl, 'Asha', 'Member');
    await giveRole(server.baseUrl, dataDir, people.staff, 'staff');
    await giveRole(server.baseUrl, dataDir, people.moderator, 'moderator');
  });
  test.afterAll(killAllServers);

  test('staff see the Studio link (and no Moderation); it opens the Studio', async ({ page }, testInfo) => {
    await logIn(page, people.staff);
    const menu = await accountArea(page);
    const studio = menu.getByRole('link', { name: 'Studio', exact: true });
    await expect(studio).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Moderation' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'header');
    await page.screenshot({ path: testInfo.outputPath(`staff-menu-${testInfo.project.name}.png`) });
    if (testInfo.project.name !== 'desktop') return;
    // A full page load of the Studio's own application (the Studio itself: studio.spec.ts).
    await studio.click();
    await expect(page).toHaveURL(/\/studio/);
  });

  test('moderators see Moderation (and no Studio); it opens the moderation page', async ({ page }, testInfo) => {
    await logIn(page, people.moderator);
    const menu = await accountArea(page);
    const moderation = menu.getByRole('link', { name: 'Moderation', exact: true });
    await expect(moderation).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Studio', exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'header');
    await page.screenshot({ path: testInfo.outputPath(`moderator-menu-${testInfo.project.name}.png`) });
    if (testInfo.project.name !== 'desktop') return;
    await moderation.click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.moderation}$`));
  });

  test('a member sees neither, even after claiming a role in what the browser keeps', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the role check is the same at any width');
    await logIn(page, people.member);
    await page.evaluate(() => {
      const user = JSON.parse(window.localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      window.localStorage.setItem('user', JSON.stringify({ ...user, role: 'staff' }));
      window.localStorage.setItem('userType', 'staff');
    });
    const roleAnswered = page.waitForResponse((response) => response.url().endsWith('/api/v1/account/role'));
    await page.reload();
    expect((await roleAnswered).status()).toBe(200);
    const menu = await accountArea(page);
    await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Studio', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  });
});
