import { ACCOUNT_MESSAGES } from '../../contracts/messages/account';
import { messagePath, ROUTES } from '../../contracts/routes';
import { latestTo, linkIn } from '../api/outbox';
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures';
import { E2E_DATA_DIR, logInThroughForm, newMember, registerThroughApi } from './memberHelpers';

/**
 * A member whose e-mail address is not confirmed yet is told so where posting, commenting and
 * messaging are offered, instead of boxes that would only be refused; the notice sends the link
 * again, and once the e-mailed link is opened the member posts.
 */

test('an unconfirmed member is told to confirm first, has the link sent again, confirms it and then posts', async ({
  page,
  request,
}) => {
  test.skip(isMobile(page), 'The behaviour is the same at both widths; the notice is laid out and checked at both below.');
  test.setTimeout(120_000);
  const member = newMember('unconfirmed');
  await registerThroughApi(request, member, { confirmed: false });
  await page.goto(ROUTES.login);
  await logInThroughForm(page, member);

  // The create-post bar is the notice; nothing offers to post.
  await page.goto(ROUTES.social);
  const bar = page.getByRole('region', { name: 'Create a post' });
  await expect(bar.getByText(ACCOUNT_MESSAGES.confirmToWriteNotice(member.email))).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Create Post' })).toHaveCount(0);

  // The messages screen: the welcome conversation opens, and the composer is the notice too.
  await page.goto(ROUTES.message);
  await page.getByRole('button', { name: /^Jnanam Community/ }).click();
  // The open conversation is named after the member it is with.
  const conversation = page.getByRole('region', { name: 'Jnanam Community' });
  await expect(conversation.getByText(ACCOUNT_MESSAGES.confirmToWriteNotice(member.email))).toBeVisible({ timeout: 15_000 });
  await expect(conversation.getByRole('textbox')).toHaveCount(0);

  // "Send the link again" sends a new link, and says so.
  const before = await latestTo(E2E_DATA_DIR, member.email.toLowerCase(), 'email-confirm');
  await conversation.getByRole('button', { name: ACCOUNT_MESSAGES.sendConfirmationAgain }).click();
  await expect(
    conversation.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.confirmationSent(member.email) }),
  ).toBeVisible();
  await expect
    .poll(async () => (await latestTo(E2E_DATA_DIR, member.email.toLowerCase(), 'email-confirm'))?.text)
    .not.toBe(before?.text);

  // The member opens the e-mailed link.
  const mail = await latestTo(E2E_DATA_DIR, member.email.toLowerCase(), 'email-confirm');
  const link = mail && linkIn(mail, ROUTES.confirmEmail);
  expect(link, 'the link sent again').toBeTruthy();
  const address = new URL(link!);
  await page.goto(`${address.pathname}${address.search}`);
  // A new account's address: the page speaks of confirming it, not of a change.
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_MESSAGES.confirmPage.account.title })).toBeVisible();
  await expect(page.getByText(ACCOUNT_MESSAGES.confirmPage.change.lead)).toHaveCount(0);
  await page.getByRole('button', { name: ACCOUNT_MESSAGES.confirmPage.account.button }).click();
  await expect(page.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.emailConfirmed(member.email.toLowerCase()));

  // Now the bar offers to post, and the post is published.
  await page.goto(ROUTES.social);
  await expect(bar.getByText(ACCOUNT_MESSAGES.confirmToWriteNotice(member.email))).toHaveCount(0);
  await bar.getByRole('button', { name: 'Create Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create post' });
  const title = `A first verse ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('What would you like to share?').fill('Confirmed, and glad to be here');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('post-card').filter({ has: page.getByRole('heading', { name: title }) })).toBeVisible();
});

test(
  'the notice fits the create-post bar at this width and passes axe',
  { tag: BOTH_WIDTHS },
  async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const member = newMember('unconfirmed-layout');
    await registerThroughApi(request, member, { confirmed: false });
    await page.goto(ROUTES.login);
    await logInThroughForm(page, member);
    await page.goto(ROUTES.social);
    const notice = page.getByRole('region', { name: 'Create a post' }).getByTestId('confirm-to-write');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: ACCOUNT_MESSAGES.sendConfirmationAgain })).toBeInViewport({ ratio: 1 });
    // Nothing of the notice runs past the page's edge.
    const box = await notice.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await notice.screenshot({ path: testInfo.outputPath('confirm-to-write.png') });
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  'starting a conversation: the messages screen and the New message dialog give the notice, and nothing is sent',
  { tag: BOTH_WIDTHS },
  async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const peer = newMember('confirmed-peer');
    await registerThroughApi(request, peer);
    const login = await request.post('/api/v1/user/login', { data: { email: peer.email, password: peer.password } });
    const peerToken = ((await login.json()) as { data: { token: string } }).data.token;
    const me = await request.get('/api/v1/community/me', { headers: { authorization: `Bearer ${peerToken}` } });
    const handle = ((await me.json()) as { profile: { handle: string } }).profile.handle;

    const member = newMember('unconfirmed-starter');
    await registerThroughApi(request, member, { confirmed: false });
    await page.goto(ROUTES.login);
    await logInThroughForm(page, member);
    const starts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname.startsWith('/api/v1/messages/conversations'))
        starts.push(sent.url());
    });

    // The peer's profile's "Message" lands here: the pane says why no conversation opens.
    await page.goto(messagePath(handle));
    const pane = page.getByRole('region', { name: 'Conversation' });
    const notice = pane.getByTestId('confirm-to-write');
    await expect(notice.getByText(ACCOUNT_MESSAGES.confirmToWriteNotice(member.email))).toBeVisible();
    await expect(notice.getByRole('button', { name: ACCOUNT_MESSAGES.sendConfirmationAgain })).toBeInViewport({ ratio: 1 });
    await notice.screenshot({ path: testInfo.outputPath('confirm-to-start.png') });
    await expectNoSeriousA11yViolations(page);

    // The pencil's dialog says the same instead of offering to search for someone (on a phone, back to the list first).
    if (isMobile(page)) await pane.getByRole('button', { name: 'Back to conversations' }).click();
    await page.getByRole('button', { name: 'New message' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await expect(dialog.getByText(ACCOUNT_MESSAGES.confirmToWriteNotice(member.email))).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toHaveCount(0);
    await dialog.screenshot({ path: testInfo.outputPath('confirm-to-start-dialog.png') });
    await expectNoSeriousA11yViolations(page);
    expect(starts, 'no conversation was asked for').toEqual([]);
  },
);
