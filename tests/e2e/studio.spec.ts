/**
 * The whole editing path through the real Studio (sanity@6.5.0, built by `sanity build`) on this
 * server's own content store, with every host but this machine blocked: a staff member logs in at
 * /studio, changes the contact e-mail in Site settings and publishes; a second staff member's open
 * Studio shows it live; the site's footer shows it without a restart; a member's token is refused
 * by the write endpoints; the server is killed right after and the change is still there.
 *
 * An upgrade of the Studio that breaks any of Sanity's internal calls it depends on fails here.
 */
import { type Page, test, expect } from '@playwright/test';
import { killAllServers, request, startServerProcess, tempDataDir } from '../api/processes';
import { expectNoSeriousA11yViolations } from './fixtures';
import {
  blockOtherHosts,
  confirmAddress,
  logInToStudio,
  makeStaff,
  signUp,
  STUDIO_DIST_DIR,
  studioServer,
  WEB_DIST_DIR,
} from './studioSession';

const NEW_EMAIL = 'seva@studio.example';

async function openContactSettings(page: Page) {
  await page.getByRole('link', { name: 'Site', exact: true }).click();
  await page.getByRole('link', { name: 'Site settings' }).click();
  await page.getByRole('tab', { name: 'Contact & social' }).click();
  return page.getByLabel('Contact e-mail');
}

test.describe('editing in the Studio on the local content store', () => {
  const shared = studioServer({ CONTENT_CACHE_SECONDS: '1' });

  test('the login screen is accessible and refuses a member who is not staff', async ({ page }) => {
    test.setTimeout(120_000);
    await blockOtherHosts(page.context());
    const email = `member.${Date.now()}.${test.info().project.name}@example.com`;
    await signUp(shared.server.baseUrl, email);
    await logInToStudio(page, shared.server.baseUrl, email);
    await expect(page.getByRole('alert')).toContainText('Only the trust');
    await expectNoSeriousA11yViolations(page, 'form');
  });

  test('staff publish, a second editor sees it live, the footer shows it, and it survives a kill', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the editing path runs once, on the desktop layout');
    test.setTimeout(600_000);
    const [editor, colleague] = ['editor@studio.example', 'colleague@studio.example'];
    await signUp(shared.server.baseUrl, editor);
    await signUp(shared.server.baseUrl, colleague);
    const memberToken = await signUp(shared.server.baseUrl, 'reader@studio.example');
    await confirmAddress(shared.server.baseUrl, shared.server.dataDir, editor);
    await confirmAddress(shared.server.baseUrl, shared.server.dataDir, colleague);
    expect(await makeStaff(shared.server.dataDir, editor)).toBe(0);
    expect(await makeStaff(shared.server.dataDir, colleague)).toBe(0);

    const colleagueContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await blockOtherHosts(colleagueContext);
    const colleaguePage = await colleagueContext.newPage();
    await logInToStudio(colleaguePage, shared.server.baseUrl, colleague);
    const colleagueField = await openContactSettings(colleaguePage);
    await expect(colleagueField).toHaveValue('contact@jnanam.example', { timeout: 20_000 });

    const editorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await blockOtherHosts(editorContext);
    const page = await editorContext.newPage();
    await logInToStudio(page, shared.server.baseUrl, editor);
    const field = await openContactSettings(page);
    await expect(field).toHaveValue('contact@jnanam.example', { timeout: 20_000 });
    await field.fill(NEW_EMAIL);
    const publish = page.getByTestId('action-publish');
    await expect(publish).toBeEnabled({ timeout: 20_000 });
    await publish.click();
    await expect(page.getByText('was published')).toBeVisible({ timeout: 20_000 });

    // The colleague's open Studio follows the publish live, without reloading.
    await expect(colleagueField).toHaveValue(NEW_EMAIL, { timeout: 15_000 });

    // The site's pages show it without a restart (the server's content cache here is 1 s).
    const site = await editorContext.newPage();
    await expect(async () => {
      await site.goto(`${shared.server.baseUrl}/`);
      await expect(site.getByRole('contentinfo').getByRole('link', { name: NEW_EMAIL })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    // A member's token (and no token) is refused by the write endpoints, and nothing changes.
    const edit = {
      actions: [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.siteSettings',
          publishedId: 'siteSettings',
          patch: { set: { contactEmail: 'x@intruder.example' } },
        },
      ],
    };
    const actionsUrl = '/studio-api/v2025-02-19/data/actions/production';
    expect(
      (await request(shared.server.baseUrl, 'POST', actionsUrl, edit, { authorization: `Bearer ${memberToken}` })).status,
    ).toBe(403);
    expect((await request(shared.server.baseUrl, 'POST', actionsUrl, edit)).status).toBe(401);
    expect(
      (
        await request(
          shared.server.baseUrl,
          'POST',
          '/studio-api/v2025-02-19/data/mutate/production',
          { mutations: [{ delete: { id: 'siteSettings' } }] },
          { authorization: `Bearer ${memberToken}` },
        )
      ).status,
    ).toBe(403);

    // Killed without warning: what was acknowledged is on disk.
    await colleagueContext.close();
    await editorContext.close();
    await shared.server.stop('SIGKILL');
    shared.server = await startServerProcess({ dataDir: shared.server.dataDir, env: shared.env, startupTimeoutMs: 240_000 });
    const query = `/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == "siteSettings"][0].contactEmail')}`;
    expect((await request(shared.server.baseUrl, 'GET', query)).body.result).toBe(NEW_EMAIL);
    const after = await browser.newPage();
    await after.goto(`${shared.server.baseUrl}/`);
    await expect(after.getByRole('contentinfo').getByRole('link', { name: NEW_EMAIL })).toBeVisible();
    await after.close();
  });
});

test.describe('the Studio after npm start', () => {
  test.afterAll(killAllServers);

  test('on a fresh data folder, /studio shows the Studio ready to log in', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the start is the same at any width');
    test.setTimeout(270_000);
    // The builds are given, as npm start would have made them (the Studio build takes minutes).
    const server = await startServerProcess({
      dataDir: tempDataDir(),
      asNpmStart: true,
      env: { STUDIO_DIST_DIR, WEB_DIST_DIR },
      startupTimeoutMs: 240_000,
    });
    await blockOtherHosts(page.context());
    await page.goto(`${server.baseUrl}/studio`);
    await expect(page.getByLabel('E-mail')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(server.output()).toContain(`running at`);
  });
});
