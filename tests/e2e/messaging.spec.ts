import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { SAFETY_MESSAGES } from '../../contracts/messages/safety';
import { expect, expectNoSeriousA11yViolations, test, waitingForHydration } from './fixtures';
import { logInThroughForm, type Signed, signedUp } from './memberHelpers';

/**
 * Two members in two browser contexts: what one writes reaches the other's open page live (the
 * list's unread count and the header's badge too), pictures and reactions come back live, a dropped
 * connection resumes without losing or repeating a message, a blocked sender is refused, and a
 * third member cannot fetch a message picture's address.
 */


async function loggedIn(page: Page, who: Signed, path: string) {
  await page.goto('/login');
  await logInThroughForm(page, who.member);
  await page.goto(path);
}

async function secondBrowser(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ baseURL, viewport: viewport ?? undefined, timezoneId: 'Asia/Kolkata' });
  return { context, page: waitingForHydration(await context.newPage()) };
}

const picture = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 220, g: 140, b: 60 } } })
    .png()
    .toBuffer();

test.describe('messages between two members', () => {
  // Two browsers, pictures and axe on both: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);

  test('A writes to B live, the unread count moves; B answers with a picture and a reaction that A sees live; axe is clean', async ({
    page,
    browser,
    request,
    baseURL,
    viewport,
  }) => {
    const [asha, ravi] = [await signedUp(request, 'asha'), await signedUp(request, 'ravi')];
    const b = await secondBrowser(browser, baseURL, viewport);
    await loggedIn(b.page, ravi, '/message');
    // The community account's welcome is Ravi's first unread message.
    await expect(b.page.getByTestId('header-messages')).toHaveAccessibleName('Messages, 1 unread');

    await loggedIn(page, asha, `/message?with=${ravi.handle}`);
    await expect(page.getByRole('heading', { name: `${ravi.member.firstName} ${ravi.member.lastName}`, level: 2 })).toBeVisible();
    await page.getByTestId('message-input').fill('Namaste Ravi!');
    await page.getByTestId('message-input').press('Shift+Enter');
    await page.getByTestId('message-input').pressSequentially('Are you coming on Saturday?');
    await page.getByTestId('message-input').press('Enter');
    await expect(page.getByTestId('messages').getByText('Are you coming on Saturday?')).toBeVisible();

    // Ravi's page, untouched: the list and the header count move without a reload.
    const row = b.page.getByTestId('conversation-row').filter({ hasText: asha.member.lastName });
    await expect(row.getByTestId('unread-count')).toHaveText('1 unread');
    await expect(b.page.getByTestId('header-messages')).toHaveAccessibleName('Messages, 2 unread');

    await row.click();
    await expect(b.page.getByTestId('messages').getByText('Namaste Ravi!')).toBeVisible();
    await expect(b.page.getByTestId('header-messages')).toHaveAccessibleName('Messages, 1 unread');
    await expect(page.getByTestId('seen')).toBeVisible();

    await b.page.getByTestId('picture-input').setInputFiles({ name: 'ghat.png', mimeType: 'image/png', buffer: await picture() });
    await b.page.getByTestId('message-input').fill('The ghat this morning');
    await b.page.getByRole('button', { name: 'Send', exact: true }).click();
    const first = b.page.getByTestId('message').filter({ hasText: 'Namaste Ravi!' });
    await first.getByRole('button', { name: 'React' }).click();
    await first.getByRole('button', { name: 'Pranam' }).click();

    const pictureMessage = page.getByTestId('message').filter({ hasText: 'The ghat this morning' });
    await expect(pictureMessage.getByTestId('message-picture')).toBeVisible();
    await expect(page.getByTestId('message').filter({ hasText: 'Namaste Ravi!' }).getByTestId('reactions')).toContainText('🙏');

    await expectNoSeriousA11yViolations(page);
    await expectNoSeriousA11yViolations(b.page);
    await b.context.close();
  });

  test("a third member cannot fetch a message picture's address, nor can a visitor", async ({ request }) => {
    const [asha, ravi, meera] = [
      await signedUp(request, 'asha'),
      await signedUp(request, 'ravi'),
      await signedUp(request, 'meera'),
    ];
    const as = (who: Signed) => ({ authorization: `Bearer ${who.token}` });
    const opened = await request.post('/api/v1/messages/conversations', { data: { handle: ravi.handle }, headers: as(asha) });
    const id = (await opened.json()).conversation.id as string;
    const sent = await request.post(`/api/v1/messages/conversations/${id}/images`, {
      headers: as(asha),
      multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: await picture() } },
    });
    const address = (await sent.json()).message.imageUrl as string;
    expect((await request.get(address, { headers: as(ravi) })).status()).toBe(200);
    expect((await request.get(address, { headers: as(meera) })).status()).toBe(404);
    expect((await request.get(address)).status()).toBe(401);
  });
});

test.describe("a tribe's conversation and a linked episode", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'the same behaviour at every width (the layout is checked above)');

  test("a tribe member finds the tribe's conversation under Tribes and links an episode found by its title; message settings keep what is chosen", async ({
    page,
    request,
  }) => {
    const asha = await signedUp(request, 'asha');
    await request.put('/api/v1/community/tribes/gita-study-circle/membership', {
      headers: { authorization: `Bearer ${asha.token}` },
    });
    await loggedIn(page, asha, '/message');
    await page.getByRole('button', { name: 'Tribes', exact: true }).click();
    const row = page.getByTestId('conversation-row').filter({ hasText: 'Gita Study Circle' });
    await expect(page.getByTestId('conversation-row')).toHaveCount(1);
    await row.click();

    await page.getByRole('button', { name: 'Link an episode, article or book' }).click();
    await page.getByRole('searchbox', { name: /Search by title/ }).fill('matsya');
    await page
      .getByRole('list', { name: 'Episodes found' })
      .getByRole('button', { name: 'Matsya: The Fish and the Flood' })
      .click();
    await expect(page.getByTestId('composer')).toContainText('Link: episode “Matsya: The Fish and the Flood”');
    // The tribe's conversation outlives one test run: the text names this run's member.
    const text = `Tonight we watch this, says @${asha.handle}`;
    await page.getByTestId('message-input').fill(text);
    await page.getByTestId('message-input').press('Enter');
    const sent = page.getByTestId('message').filter({ hasText: text });
    await expect(sent.getByTestId('link-card')).toHaveAttribute('href', '/video-player/matsya-the-fish');

    // Message settings: e-mails about new messages turned off stay off.
    const settings = async () => {
      await page.getByRole('button', { name: 'More', exact: true }).click();
      await page.getByRole('button', { name: 'Message settings' }).click();
      return page.getByRole('dialog', { name: 'Message settings' });
    };
    let dialog = await settings();
    await expect(dialog.getByTestId('message-emails')).toBeChecked();
    await dialog.getByTestId('message-emails').uncheck();
    await expect(dialog.getByRole('status')).toBeVisible();
    await expect(dialog.getByText('You have muted nobody.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    dialog = await settings();
    await expect(dialog.getByTestId('message-emails')).not.toBeChecked();
  });
});

test.describe('a dropped connection and a block', () => {
  test.setTimeout(90_000);
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|status of 403/] });

  test('a message sent while the connection is down arrives once after it resumes; a blocked sender is refused and keeps the text', async ({
    page,
    browser,
    request,
    baseURL,
    viewport,
  }) => {
    const [asha, ravi] = [await signedUp(request, 'asha'), await signedUp(request, 'ravi')];
    const opened = await request.post('/api/v1/messages/conversations', {
      data: { handle: ravi.handle },
      headers: { authorization: `Bearer ${asha.token}` },
    });
    const id = (await opened.json()).conversation.id as string;
    const b = await secondBrowser(browser, baseURL, viewport);
    await loggedIn(b.page, ravi, `/message?c=${id}`);
    await loggedIn(page, asha, `/message?c=${id}`);

    await page.getByTestId('message-input').fill('Before the drop');
    await page.getByTestId('message-input').press('Enter');
    await expect(b.page.getByTestId('messages').getByText('Before the drop')).toBeVisible();

    // The stream is cut (stopping the page's loads ends it) and cannot reconnect while offline.
    await b.context.setOffline(true);
    await b.page.evaluate(() => window.stop());
    await page.getByTestId('message-input').fill('While you were away');
    await page.getByTestId('message-input').press('Enter');
    await expect(page.getByTestId('messages').getByText('While you were away')).toBeVisible();
    await expect(b.page.getByTestId('messages').getByText('While you were away')).toHaveCount(0);
    await b.context.setOffline(false);
    await expect(b.page.getByTestId('messages').getByText('While you were away')).toHaveCount(1);

    // Ravi blocks Asha from the chat header; Asha's next message is refused and stays in her box.
    await b.page.getByRole('button', { name: `Block ${asha.member.firstName} ${asha.member.lastName}` }).click();
    await b.page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
    await expect(b.page.getByRole('dialog')).toHaveCount(0);
    await page.getByTestId('message-input').fill('Are you there?');
    await page.getByTestId('message-input').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: SAFETY_MESSAGES.blockedMessage })).toBeVisible();
    await expect(page.getByTestId('message-input')).toHaveValue('Are you there?');
    await expect(b.page.getByTestId('messages').getByText('Are you there?')).toHaveCount(0);
    await b.context.close();
  });

  test('a visitor is asked to log in and come back', async ({ page }) => {
    await page.goto('/message?with=someone');
    await expect(page.getByTestId('messages-login')).toContainText('Please log in');
    await expect(page.getByRole('link', { name: 'Log in', exact: true }).last()).toHaveAttribute(
      'href',
      /\/login\?next=%2Fmessage%3Fwith%3Dsomeone/,
    );
    await expectNoSeriousA11yViolations(page);
  });
});
