/**
 * Sessions in the browser: the access token is renewed silently (ahead of its end on an open page,
 * and once when a request finds it refused, so a form sent then still goes through with what was
 * typed); "Remember me" decides whether the session outlives the browser; Settings sends the
 * confirmation link again while the address is unconfirmed.
 */
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../contracts/messages/account';
import { episodePath, ROUTES } from '../../contracts/routes';
import { linkIn, readOutbox } from '../api/outbox';
import { expect, expectNoSeriousA11yViolations, test, waitingForHydration } from './fixtures';
import { accountArea, logInThroughForm, type Member, newMember, registerThroughApi } from './memberHelpers';

const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `jnanam-e2e-${process.env.E2E_PORT ?? 4173}`);
const EPISODE = 'matsya-the-fish';
const REFRESH = '**/api/v1/user/token/refresh';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function logIn(page: Page, member: Member, rememberMe = false) {
  await page.goto(ROUTES.login);
  if (rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await logInThroughForm(page, member);
}

/** The same browser profile opened again after closing the browser: browser-session cookies are gone, the rest stays. */
async function reopened(browser: Browser, context: BrowserContext, baseURL: string | undefined): Promise<Page> {
  const state = await context.storageState();
  const again = await browser.newContext({
    baseURL,
    storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires > 0) },
  });
  return waitingForHydration(await again.newPage());
}

test.describe('silent renewal', () => {
  test.use({ allowConsoleErrors: [/status of 401/] });

  test('a comment sent after the access token stopped working is posted as typed, through one renewal', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'behaviour, the same at both widths');
    const member = newMember('renewal');
    await registerThroughApi(page.request, member);
    await logIn(page, member);
    await page.goto(episodePath(EPISODE));
    const comments = page.getByRole('region', { name: /^Comments/ });
    const text = `Typed before the token ran out (${member.email})`;
    await comments.getByLabel('Add a comment').fill(text);

    // The token stops working while the member types (as when it runs out): the server refuses it.
    await page.evaluate(() => localStorage.setItem('token', 'no.longer.valid'));
    const renewals: number[] = [];
    page.on('response', (response) => response.url().endsWith('/user/token/refresh') && renewals.push(response.status()));
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/add-comment-to-stream') && response.status() === 401,
    );
    const posted = page.waitForResponse((response) => response.url().endsWith('/add-comment-to-stream') && response.ok());
    await comments.getByRole('button', { name: 'Post Comment' }).click();
    await refused;
    expect((await (await posted).request().headerValue('authorization')) ?? '').not.toContain('no.longer.valid');
    await expect(comments.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    expect(renewals).toEqual([200]);
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await expect(page.getByText('Your session has ended. Please log in again.')).toHaveCount(0);
    const header = await accountArea(page);
    await expect(header.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  test('an open page renews the token a minute before it runs out, without a reload', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'behaviour, the same at both widths');
    await page.clock.install();
    const member = newMember('ahead');
    await registerThroughApi(page.request, member);
    await logIn(page, member);
    await page.goto(ROUTES.settings);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    const before = await storedToken(page);
    await page.getByLabel('Current password').first().fill('typed, not sent');

    const renewal = page.waitForResponse(REFRESH);
    await page.clock.fastForward('14:01');
    expect((await renewal).status()).toBe(200);
    await expect.poll(() => storedToken(page)).not.toBe(before);
    // Nothing on the page was reloaded or reset.
    await expect(page.getByLabel('Current password').first()).toHaveValue('typed, not sent');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  });
});

test.describe('Remember me', () => {
  test('unticked, the session ends when the browser closes; ticked, it goes on', async ({ page, browser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'behaviour, the same at both widths');
    for (const rememberMe of [false, true]) {
      const context = await browser.newContext({ baseURL });
      const first = waitingForHydration(await context.newPage());
      const member = newMember(rememberMe ? 'remembered' : 'forgotten');
      await registerThroughApi(page.request, member);
      await logIn(first, member, rememberMe);

      const later = await reopened(browser, context, baseURL);
      await later.goto(ROUTES.settings);
      if (rememberMe) {
        await expect(later.getByRole('heading', { name: 'Change password' })).toBeVisible();
        await expect(later.getByText(member.email).first()).toBeVisible();
      } else {
        await expect(later.getByRole('link', { name: 'log in', exact: true })).toBeVisible();
        await expect.poll(() => storedToken(later)).toBeNull();
      }
      await later.context().close();
      await context.close();
    }
  });
});

test.describe('confirming the address from Settings', () => {
  test.use({ allowConsoleErrors: [/status of 429/] });

  test('an unconfirmed address gets its link again, says when it was asked for too often, and the notice goes once confirmed', async ({
    page,
  }, testInfo) => {
    const member = newMember('confirm');
    await registerThroughApi(page.request, member, { confirmed: false });
    await logIn(page, member);
    await page.goto(ROUTES.settings);
    const section = page.getByRole('region', { name: 'Change e-mail address' });
    await expect(section.getByText('Your address is not confirmed yet')).toBeVisible();
    const again = section.getByRole('button', { name: 'Send the confirmation link again' });
    await expectNoSeriousA11yViolations(page, 'main');
    if (testInfo.project.name !== 'mobile') return;

    await again.click();
    await expect(section.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.confirmationSent(member.email));
    // Five links an hour, the sign-up's not counted here: the sixth press is refused with the server's reason.
    for (let press = 2; press <= 5; press += 1) {
      await again.click();
      await expect(again).toBeEnabled();
    }
    await again.click();
    await expect(section.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.confirmationsPerHour);

    const mails = (await readOutbox(DATA_DIR, { to: member.email })).filter(
      (mail) => mail.headers.get('x-jnanam-kind') === 'email-confirm',
    );
    const link = new URL(linkIn(mails.at(-1)!, ROUTES.confirmEmail)!);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: /^Confirm my/ }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.emailConfirmed(member.email))).toBeVisible();
    await page.goto(ROUTES.settings);
    await expect(section.getByText(`Your address is ${member.email}.`)).toBeVisible();
    await expect(section.getByText('Your address is not confirmed yet')).toHaveCount(0);
  });
});
