/**
 * A member's control over the account in the browser, at 1280 and 375 px: a forgotten password through the e-mailed link
 * (read from the e2e server's outbox), a change of e-mail address, "my data" and deleting the account.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../contracts/messages/account';
import { SESSION_MESSAGES } from '../../contracts/messages/session';
import { episodePath, ROUTES } from '../../contracts/routes';
import { linkIn, readOutbox } from '../api/outbox';
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, test, waitingForHydration } from './fixtures';
import { seedOfType } from './seedContent';
import { accountArea, logInThroughForm, type Member, newMember, registerThroughApi } from './memberHelpers';

const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `jnanam-e2e-${process.env.E2E_PORT ?? 4173}`);
const NEW_PASSWORD = 'Monsoon-Lantern-Copper-19';
const EPISODE = 'matsya-the-fish';

/** The latest link of this kind mailed to `to`, as a path on this server. */
async function mailedLink(to: string, kind: string, pathPrefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await readOutbox(DATA_DIR, { to })).filter((message) => message.headers.get('x-jnanam-kind') === kind);
      link = messages.at(-1) && linkIn(messages.at(-1)!, pathPrefix);
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function logIn(page: Page, member: Member) {
  await page.goto(ROUTES.login);
  await logInThroughForm(page, member);
}

async function tokenOf(request: APIRequestContext, member: Member) {
  const answer = await request.post('/api/v1/user/login', { data: { email: member.email, password: member.password } });
  return (await answer.json()).data.token as string;
}

const REVIEWED_BOOK = seedOfType('book')[0]!._id as string;

/** A ₹1,001 donation by the member, paid on the test checkout page; its receipt number and thank-you page. */
async function giveThroughTestCheckout(page: Page, auth: Record<string, string>, member: Member) {
  const created = await page.request.post('/api/v1/donations', {
    headers: auth,
    data: {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      country: 'India',
      phone: '9876543210',
      amountRupees: 1001,
      causeId: seedOfType('donationCause')[0]!._id,
      idempotencyKey: `accounts-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(created.status()).toBe(201);
  const { checkout, thankYouPath } = await created.json();
  await page.goto(checkout.url);
  await page.getByRole('button', { name: 'Pay ₹1,001.00' }).click();
  await expect(page.getByTestId('receipt-number')).toContainText(/JN\/\d{4}-\d{2}\/\d{6}/, { timeout: 60_000 });
  const number = (await page.getByTestId('receipt-number').locator('dd').textContent())!.trim();
  return { number, thankYouPath: thankYouPath as string };
}

test.describe('accounts', () => {
  test.use({ allowConsoleErrors: [/status of 40[13]/] });
  // Each test hashes several passwords at the production cost and runs axe on four pages.
  test.describe.configure({ timeout: 180_000 });

  test(
    'a forgotten password: the link from the e-mail sets a new one; the old password and the old session are refused',
    { tag: BOTH_WIDTHS },
    async ({ page, browser }) => {
      const member = newMember('reset');
      await registerThroughApi(page.request, member);
      // The member is still logged in on another device.
      const other = await browser.newContext({ viewport: page.viewportSize() });
      const otherPage = waitingForHydration(await other.newPage());
      await logIn(otherPage, member);
      await otherPage.goto(ROUTES.settings);
      await expect(otherPage.getByRole('heading', { name: 'Change password' })).toBeVisible();

      await page.goto(ROUTES.login);
      await page.getByRole('button', { name: 'Forgot Password' }).click();
      const panel = page.locator('#forgot-password');
      await panel.getByLabel('Email').fill(member.email);
      await panel.getByRole('button', { name: 'Send reset link' }).click();
      await expect(panel.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.resetLinkSent);
      await expectNoSeriousA11yViolations(page);

      await page.goto(await mailedLink(member.email, 'password-reset', ROUTES.resetPassword));
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      // The link's token leaves the address bar (and the history) once the page has read it.
      await expect(page).toHaveURL(new RegExp(`${ROUTES.resetPassword}$`));
      await page.getByLabel('New password', { exact: true }).fill('password123');
      await page.getByLabel('Confirm new password').fill('password123');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/common|guess/i);
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await expect(page.getByText(/Password strength:/)).toBeVisible();
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.settings}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

      // The other device's session has ended: its live stream closes with the session, so that page may be told
      // at once (before this reload) rather than by the reload's first request.
      await otherPage.reload();
      await expect(otherPage.getByRole('link', { name: 'log in' })).toBeVisible();
      await other.close();

      // The old password no longer opens the account; the new one does.
      await page.evaluate(() => localStorage.clear());
      await page.goto(ROUTES.login);
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(SESSION_MESSAGES.invalidCredentials);
      await logInThroughForm(page, { ...member, password: NEW_PASSWORD });
    },
  );

  test('settings from the header: change the e-mail through its link, download my data, delete the account', async ({ page }) => {
    const member = newMember('settings');
    await registerThroughApi(page.request, member);
    const ownComment = `Only mine: the fish asked for a bigger bowl (${member.email})`;
    const answeredComment = `Answered: why did the fish grow? (${member.email})`;
    const token = await tokenOf(page.request, member);
    const auth = { authorization: `Bearer ${token}` };
    await page.request.post('/api/v1/user/add-comment-to-stream', {
      headers: auth,
      data: { streamId: EPISODE, text: ownComment },
    });
    const answered = await page.request.post('/api/v1/user/add-comment-to-stream', {
      headers: auth,
      data: { streamId: EPISODE, text: answeredComment },
    });
    const replier = newMember('replier');
    await registerThroughApi(page.request, replier);
    const reply = `Because the ocean was waiting (${replier.email})`;
    await page.request.post('/api/v1/user/add-reply-to-stream-comment', {
      headers: { authorization: `Bearer ${await tokenOf(page.request, replier)}` },
      data: { commentId: (await answered.json()).comment._id, text: reply },
    });

    // A review and a paid donation (through the test checkout), to find in the download and after deletion.
    const reviewTitle = `A lamp for the path (${member.email})`;
    const reviewed = await page.request.put(`/api/v1/books/${REVIEWED_BOOK}/my-review`, {
      headers: auth,
      data: { stars: 5, title: reviewTitle, text: 'Read it twice; the second time slowly.' },
    });
    expect(reviewed.status()).toBe(201);
    const receipt = await giveThroughTestCheckout(page, auth, member);

    await logIn(page, member);
    const header = await accountArea(page);
    await header.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A new e-mail address, confirmed through the link sent to it.
    const newEmail = `moved-${member.email}`;
    const emailSection = page.getByRole('region', { name: 'Change e-mail address' });
    await emailSection.getByLabel('New e-mail address').fill(newEmail);
    await emailSection.getByLabel('Current password').fill(member.password);
    await emailSection.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(emailSection.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.emailChangeSent(newEmail));
    await page.goto(await mailedLink(newEmail, 'email-change-confirm', ROUTES.confirmEmail));
    // The token leaves the address bar; the page speaks of the change.
    await expect(page).toHaveURL(new RegExp(`${ROUTES.confirmEmail}\\?change=1$`));
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_MESSAGES.confirmPage.change.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: ACCOUNT_MESSAGES.confirmPage.change.button }).click();
    await expect(page.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.emailChanged(newEmail));
    await expect
      .poll(async () => (await readOutbox(DATA_DIR, { to: member.email })).some((m) => m.text.includes(newEmail)))
      .toBe(true);
    await page.getByRole('link', { name: 'Go to Settings' }).click();
    await expect(page.getByText(`Your address is ${newEmail}.`)).toBeVisible();

    // My data: one JSON file with the member's comments in it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await (await downloading).path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(data.parts.account.email).toBe(newEmail);
    expect(data.parts.comments.map((c: { text: string }) => c.text)).toEqual([ownComment, answeredComment]);
    expect(data.parts.reviews).toEqual([
      expect.objectContaining({ book_slug: expect.any(String), stars: 5, title: reviewTitle }),
    ]);
    expect(data.parts.donations).toEqual([expect.objectContaining({ receipt_number: receipt.number, amount_paise: 100_100 })]);
    expect(JSON.stringify(data)).not.toContain(replier.email);

    // Deleting: said before, refused with a wrong password, then done and said again.
    const deletion = page.getByRole('region', { name: 'Delete my account' });
    await expect(deletion.getByText(/Anonymised — Comments and replies/)).toBeVisible();
    await expect(deletion.getByText(/Kept — Donations and their receipts/)).toBeVisible();
    await deletion.getByLabel('Your password, to confirm').fill('not-my-password-at-all');
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(deletion.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.passwordWrong);
    await deletion.getByLabel('Your password, to confirm').fill(member.password);
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.accountDeleted })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The comment nobody answered is gone; the answered one stays, signed "a former member".
    await page.goto(episodePath(EPISODE));
    const comments = page.getByRole('region', { name: /^Comments/ });
    await expect(comments.getByText(reply)).toBeVisible();
    await expect(comments.getByText(ownComment)).toHaveCount(0);
    await expect(comments.getByRole('listitem').filter({ hasText: answeredComment }).first()).toContainText(
      ACCOUNT_MESSAGES.formerMember,
    );
    // The trust keeps the donation receipt (Income-tax rules): its page still shows it, by its key.
    await page.goto(receipt.thankYouPath);
    await expect(page.getByTestId('receipt-number')).toContainText(receipt.number);
    await expect(page.getByTestId('receipt-donor')).toContainText(`${member.firstName} ${member.lastName}`);
    const again = await page.request.post('/api/v1/user/register', {
      data: { ...member, email: newEmail, confirmPassword: member.password },
    });
    expect(again.status()).toBe(201);
  });
});
