import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { logInThroughForm, type Signed, signedUp } from './memberHelpers';
import { BOTH_WIDTHS } from './widths';

/**
 * What a member meets in a conversation: a chat that opens at its newest message and stays there
 * while a picture above it loads, message tools that appear only when wanted, and Send on the
 * composer's line on a phone.
 */


const as = (who: Signed) => ({ authorization: `Bearer ${who.token}` });

async function loggedIn(page: Page, who: Signed, path: string) {
  await page.goto('/login');
  await logInThroughForm(page, who.member);
  await page.goto(path);
}

/** Opens a conversation from `from` to `to` and sends it the texts (and a picture where `null` stands); answers its id and the picture's address. */
async function conversation(request: APIRequestContext, from: Signed, to: Signed, parts: (string | null)[]) {
  const opened = await request.post('/api/v1/messages/conversations', { data: { handle: to.handle }, headers: as(from) });
  const id = (await opened.json()).conversation.id as string;
  let picture = '';
  for (const part of parts) {
    if (part === null) {
      // Taller than the box kept for it while it loads, as a photo taken upright is.
      const buffer = await sharp({ create: { width: 300, height: 600, channels: 3, background: { r: 200, g: 120, b: 50 } } }).png().toBuffer();
      const sent = await request.post(`/api/v1/messages/conversations/${id}/images`, { headers: as(from), multipart: { file: { name: 'upright.png', mimeType: 'image/png', buffer } } });
      expect(sent.status(), await sent.text()).toBe(201);
      picture = (await sent.json()).message.imageUrl as string;
    } else {
      const sent = await request.post(`/api/v1/messages/conversations/${id}/messages`, { data: { text: part }, headers: as(from) });
      expect(sent.status(), await sent.text()).toBe(201);
    }
  }
  return { id, picture };
}

const opacityOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);

test.describe('a conversation', () => {
  test.setTimeout(90_000);

  test('opens at its newest message and stays there while a picture above it loads', async ({ page, request }) => {
    const [asha, ravi] = [await signedUp(request, 'asha'), await signedUp(request, 'ravi')];
    // Few enough that, while the picture swaps its placeholder for itself, the list briefly fits the box (the view clamps to the top).
    const before = Array.from({ length: 3 }, (_, i) => `Verse ${i + 1} of the morning chant`);
    const { id, picture } = await conversation(request, asha, ravi, [...before, null, 'The ghat at dawn', 'See you there at six']);

    // The picture is held back until the conversation has opened at its end, as a slow connection does.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === new URL(picture, url).pathname,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await loggedIn(page, ravi, `/message?c=${id}`);
    const last = page.getByTestId('message').filter({ hasText: 'See you there at six' });
    await expect(last).toBeInViewport();

    release();
    await expect(page.getByTestId('message-picture')).toBeVisible();
    const box = page.getByTestId('messages');
    await expect.poll(() => box.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)).toBeLessThanOrEqual(2);
    await expect(last).toBeInViewport();
  });

  test("shows a message's tools on hover, on focus and after a long press, without a line of their own", async ({ page, request }) => {
    const [asha, ravi] = [await signedUp(request, 'asha'), await signedUp(request, 'ravi')];
    const { id } = await conversation(request, asha, ravi, ['Namaste Ravi', 'Are you coming on Saturday?']);
    await loggedIn(page, ravi, `/message?c=${id}`);
    const message = page.getByTestId('message').filter({ hasText: 'Namaste Ravi' });
    const tools = message.getByTestId('message-tools');
    await expect(message.getByText('Namaste Ravi')).toBeVisible();
    await page.mouse.move(0, 0);
    await expect.poll(() => opacityOf(tools)).toBe('0');

    // Beside the bubble, not under it: the message is no taller than its bubble.
    const [row, bubble] = [await message.boundingBox(), await message.getByText('Namaste Ravi').locator('..').boundingBox()];
    expect(row!.height).toBeLessThan(bubble!.height + 4);

    await message.getByText('Namaste Ravi').hover();
    await expect.poll(() => opacityOf(tools)).toBe('1');
    await page.mouse.move(0, 0);
    await expect.poll(() => opacityOf(tools)).toBe('0');

    await message.getByRole('button', { name: 'React' }).focus();
    await expect.poll(() => opacityOf(tools)).toBe('1');
    await message.getByRole('button', { name: 'React' }).blur();
    await expect.poll(() => opacityOf(tools)).toBe('0');

    // A finger resting on the message (a touch screen has no hover); a touch elsewhere hides the tools again.
    const other = page.getByTestId('message').filter({ hasText: 'Are you coming on Saturday?' });
    const otherTools = other.getByTestId('message-tools');
    await other.getByText('Are you coming on Saturday?').dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, clientX: 10, clientY: 10 });
    await expect.poll(() => opacityOf(otherTools)).toBe('1');
    await other.getByText('Are you coming on Saturday?').dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true });
    await expect.poll(() => opacityOf(otherTools)).toBe('1');
    await page.getByRole('heading', { level: 2, name: `${asha.member.firstName} ${asha.member.lastName}` }).dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
    await expect.poll(() => opacityOf(otherTools)).toBe('0');
  });

  test(`keeps Send on the composer's line ${BOTH_WIDTHS}`, async ({ page, request }) => {
    const [asha, ravi] = [await signedUp(request, 'asha'), await signedUp(request, 'ravi')];
    const { id } = await conversation(request, asha, ravi, ['Namaste Ravi']);
    await loggedIn(page, ravi, `/message?c=${id}`);
    const input = await page.getByTestId('message-input').boundingBox();
    const send = await page.getByRole('button', { name: 'Send', exact: true }).boundingBox();
    const picture = await page.getByRole('button', { name: 'Send a picture' }).boundingBox();
    const width = page.viewportSize()!.width;
    expect(send!.x + send!.width).toBeLessThanOrEqual(width);
    for (const box of [input!, picture!]) expect(Math.abs(box.y + box.height / 2 - (send!.y + send!.height / 2))).toBeLessThan(8);
    await expectNoSeriousA11yViolations(page);
  });
});
