import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ARTICLE_TOPICS_MAX } from '../../contracts/articleRules';
import { INSIGHTS_EDITOR_MESSAGES } from '../../contracts/messages/insightsEditor';
import { INSIGHTS_LIST_MESSAGES } from '../../contracts/messages/insightsList';
import { INSIGHTS_PAGE_MESSAGES } from '../../contracts/messages/insightsPage';
import { ROUTES } from '../../contracts/routes';
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures';
import { logInThroughForm, type Member, newMember, registerThroughApi } from './memberHelpers';

/**
 * Insights: the list's chips, topics and search; an article's reading page with its body, read
 * time and tags; a member likes, saves, comments and replies; a Premium member writes, reloads,
 * publishes, edits and deletes an article; a free member is shown the Premium offer.
 */

const T = INSIGHTS_PAGE_MESSAGES;
const E = INSIGHTS_EDITOR_MESSAGES;
const L = INSIGHTS_LIST_MESSAGES;
const picture = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

async function logIn(page: Page, member: Member) {
  await page.goto(ROUTES.login);
  await logInThroughForm(page, member);
}

/** Buys Premium on the test checkout through the API, with the token the login form stored. */
async function buyPremium(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const order = await request.post('/api/v1/memberships/orders', {
    headers,
    data: { planId: 'membershipPlan-divyajnanam', period: 'monthly', idempotencyKey: `mem_${randomUUID().replaceAll('-', '')}` },
  });
  const orderId = (await order.json()).order.id as string;
  const pressed = await request.post(`/pay/test/${orderId}/pay`, { maxRedirects: 0 });
  const back = new URL(pressed.headers().location!, 'http://localhost');
  const verified = await request.post(`/api/v1/payments/orders/${orderId}/verify`, {
    data: { paymentId: back.searchParams.get('paymentId'), signature: back.searchParams.get('signature') },
  });
  expect(verified.status()).toBe(200);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
/** Whether a face of this family was fetched (the article fonts are fetched only where text uses them). */
const fontLoaded = (page: Page, family: string) =>
  page.evaluate(
    (name) => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === name && face.status === 'loaded'),
    family,
  );
const topicChip = (page: Page, name: string) =>
  page.getByRole('group', { name: E.topicsLabel(ARTICLE_TOPICS_MAX) }).getByRole('button', { name, exact: true });
/** The editor's save state ("Saving…", "Saved"), not the Saved chip. */
const savedState = (page: Page) => page.getByRole('status').filter({ hasText: new RegExp(`^${E.saved}$`) });

test('the list shows the articles with their counts and passes axe', async ({ page }) => {
  await page.goto(ROUTES.insights);
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', /\/reading-blog\?article=/);
  await expect(page.getByRole('heading', { name: L.topicsHeading })).toBeVisible();
  await expect(page.getByRole('heading', { name: L.followHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: L.footerLinks.helpDesk })).toHaveAttribute('href', `${ROUTES.about}#contact`);
  await expectNoSeriousA11yViolations(page);
});

test('chips, a topic and the search filter the list; Following asks a visitor to log in', async ({ page }) => {
  test.skip(isMobile(page), 'The behaviour is the same at both widths; the layout test covers the phone.');
  await page.goto(ROUTES.insights);
  await page.getByRole('button', { name: 'Meditation', exact: true }).click();
  await expect(page).toHaveURL(/topic=meditation/);
  await expect(cards(page).getByRole('link', { name: 'Why the Rishis Sat Still' })).toBeVisible();
  await expect(cards(page).getByRole('link', { name: 'The Science in a Single Diya' })).toHaveCount(0);
  await page.getByRole('button', { name: L.clearTopic }).click();
  await expect(page).not.toHaveURL(/topic=/);
  await page.getByRole('searchbox', { name: L.searchLabel }).last().fill('diya');
  await page.getByRole('searchbox', { name: L.searchLabel }).last().press('Enter');
  await expect(page).toHaveURL(/q=diya/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('link', { name: 'The Science in a Single Diya' })).toBeVisible();
  await page.getByRole('button', { name: L.filters.following }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}\\?next=`));
});

test(
  'an article shows its body, read time and tags; a visitor shares it; a tag opens the filtered list; axe passes',
  { tag: BOTH_WIDTHS },
  async ({ page }) => {
    await page.goto(ROUTES.insights);
    await cards(page).getByRole('link', { name: 'Why the Rishis Sat Still' }).click();
    await expect(page).toHaveURL(/\/reading-blog\?article=why-the-rishis-sat-still/);
    await expect(page.getByRole('heading', { level: 1, name: 'Why the Rishis Sat Still' })).toBeVisible();
    await expect(page.getByText(/\d+ Min Read/)).toBeVisible();
    await expect(page.getByText('The Katha Upanishad compares the senses to horses')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Comment \(\d+\)$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (isMobile(page)) return;
    // A visitor's share is counted too (once per browser), when a target is chosen: opening the dialog is not sharing.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const forwards = page.getByText(/^\d+ forwards?$/).first();
    const before = Number((await forwards.textContent())?.split(' ')[0]);
    const shareDialog = page.getByRole('dialog', { name: T.shareHeading });
    await page.getByRole('button', { name: T.share, exact: true }).click();
    await expect(shareDialog).toBeVisible();
    await page.getByRole('button', { name: 'Close share dialog' }).click();
    await expect(forwards).toHaveText(T.forwards(before));
    await page.getByRole('button', { name: T.share, exact: true }).click();
    await shareDialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(forwards).toHaveText(T.forwards(before + 1));
    await page.getByRole('button', { name: 'Close share dialog' }).click();
    await page.getByRole('link', { name: '#Yoga' }).click();
    await expect(page).toHaveURL(/\/jnanam-insights\?topic=yoga/);
    await expect(page.getByRole('button', { name: 'Yoga', exact: true })).toHaveAttribute('aria-pressed', 'true');
  },
);

test.describe('an unknown article', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });
  test('answers 404 with a way back', async ({ page }) => {
    const response = await page.goto(`${ROUTES.readingBlog}?article=no-such-article`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: T.notFoundTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: T.backToList })).toBeVisible();
  });
  test('the reading page without an article leads to the list', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'an address, the same at every width');
    await page.goto(ROUTES.readingBlog);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.insights}$`));
  });
});

test('a member likes, saves, comments and replies, and finds the article under Saved', async ({ page, request }) => {
  test.skip(isMobile(page), 'The behaviour is the same at both widths; the layout test covers the phone.');
  const member = newMember('insights-reader');
  await registerThroughApi(request, member);
  await logIn(page, member);
  await page.goto(`${ROUTES.readingBlog}?article=four-aims-of-life`);
  const likes = page.getByText(/^\d+ likes?$/);
  const before = Number((await likes.first().textContent())?.split(' ')[0]);
  await page.getByRole('button', { name: T.likedYes }).click();
  await expect(page.getByRole('button', { name: T.likedYes })).toHaveAttribute('aria-pressed', 'true');
  await expect(likes.first()).toHaveText(T.likes(before + 1));
  await page.getByRole('button', { name: T.saveArticle }).click();
  await expect(page.getByRole('button', { name: T.savedArticle })).toHaveAttribute('aria-pressed', 'true');

  const text = `Holding the four aims in order ${Date.now()}`;
  await page.getByLabel(T.commentLabel).fill(text);
  await page.getByRole('button', { name: T.post }).click();
  const comment = page
    .getByRole('listitem')
    .filter({ has: page.getByText(text, { exact: true }) })
    .first();
  await expect(comment).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Comment \(\d+\)$/ })).toContainText(/[1-9]/);
  await comment.getByRole('button', { name: /^Like/ }).click();
  await expect(comment.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
  await comment.getByRole('button', { name: /^Reply/ }).click();
  await comment.getByRole('textbox').fill('And moksha in a working week.');
  await comment.getByRole('button', { name: 'Send Reply' }).click();
  // The reply is listed under the comment and its form closes (for a moment both show the words).
  await expect(comment.getByRole('list', { name: /^Replies to/ }).getByText('And moksha in a working week.')).toBeVisible();
  await expect(comment.getByRole('textbox')).toBeHidden();

  await page.goto(`${ROUTES.insights}?filter=saved`);
  await expect(cards(page).getByRole('link', { name: /Dharma, Artha, Kama, Moksha/ })).toBeVisible();
});

test('a free member is shown what Premium opens, with nothing to type into', async ({ page, request }) => {
  test.skip(isMobile(page), 'The behaviour is the same at both widths; the layout test covers the phone.');
  const member = newMember('insights-free');
  await registerThroughApi(request, member);
  await logIn(page, member);
  await page.goto(ROUTES.insights);
  await page.getByRole('button', { name: T.yourArticle }).click();
  await expect(page.getByRole('heading', { name: E.premiumTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: E.premiumLink })).toHaveAttribute('href', ROUTES.membership);
  await expect(page.getByRole('textbox', { name: E.bodyLabel })).toHaveCount(0);
});

test(
  'a Premium member writes, reloads, publishes, edits and deletes an article; the editor passes axe',
  { tag: BOTH_WIDTHS },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = { ...newMember('insights-writer'), firstName: 'Lekha', lastName: `Writer ${Date.now()}` };
    await registerThroughApi(request, member);
    await logIn(page, member);
    await buyPremium(page, request);
    await page.goto(ROUTES.insights);
    expect(await fontLoaded(page, 'Sora')).toBe(false);
    await page.getByRole('button', { name: T.yourArticle }).click();
    await expect(page.getByRole('heading', { name: E.draftIn(`${member.firstName} ${member.lastName}`) })).toBeVisible();
    const title = `Still waters ${Date.now()}`;
    await page.getByRole('textbox', { name: E.titleLabel }).fill(title);
    await topicChip(page, 'Yoga').click();
    await expect(topicChip(page, 'Yoga')).toHaveAttribute('aria-pressed', 'true');
    const body = page.getByRole('textbox', { name: E.bodyLabel });
    await body.click();
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Steady');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' is the mind that sits.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: E.bullets }).click();
    await page.keyboard.type('Breathe');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Watch');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read the Gita');
    await page.keyboard.press('Shift+Home');
    // The link button is enabled once the editor has the selection (it reads the page's selection a moment later).
    await expect(page.getByRole('button', { name: E.link })).toBeEnabled();
    await page.getByRole('button', { name: E.link }).click();
    await page.getByLabel(E.linkAddress).fill('https://example.org/gita');
    await page.getByRole('button', { name: E.apply }).click();
    await expect(page.getByRole('button', { name: E.removeLink })).toBeVisible();
    await page.keyboard.press('End');
    await page.locator('input[type=file]').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: await picture() });
    await expect(body.locator('img')).toBeVisible();
    // A video: one of the trust's episodes.
    await page.getByRole('button', { name: E.video }).click();
    const episodes = page.getByRole('combobox', { name: E.videoEpisode });
    await expect(episodes).toBeEnabled();
    const episode = await episodes.locator('option').nth(1).getAttribute('value');
    await episodes.selectOption(episode!);
    await expect(body.getByText(`▶ ${episode}`)).toBeVisible();
    await expect(savedState(page)).toBeVisible();
    // A paragraph set in Sora: its face is fetched from the site.
    await body.getByText('Watch').click();
    await page.getByRole('combobox', { name: E.font }).selectOption('sora');
    await expect.poll(() => fontLoaded(page, 'Sora')).toBe(true);
    if (!isMobile(page)) await expectNoSeriousA11yViolations(page);

    // The draft is on the server: a reload finds it.
    await page.reload();
    await expect(page.getByRole('textbox', { name: E.titleLabel })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: E.bodyLabel }).locator('strong')).toHaveText('Steady');
    await expect(page.getByRole('textbox', { name: E.bodyLabel }).getByText('Watch')).toBeVisible();
    await expect(topicChip(page, 'Yoga')).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: E.publish }).click();
    await expect(page).toHaveURL(/\/reading-blog\?article=still-waters-\d+-m\d+/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').locator('strong', { hasText: 'Steady' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the Gita' })).toHaveAttribute('href', 'https://example.org/gita');
    await expect(page.getByRole('main').locator('img[src^="/images/uploads/members/"]').last()).toBeVisible();
    await expect(page.getByRole('link', { name: '#Yoga' })).toBeVisible();
    await expect(page.getByRole('main').locator(`a[href="/video-player/${episode}"]`)).toBeVisible();
    await page.goto(ROUTES.insights);
    await expect(cards(page).first().getByRole('link', { name: title })).toBeVisible();

    // Edit, then delete.
    await cards(page).first().getByRole('link', { name: title }).click();
    await page.getByRole('link', { name: T.editArticle }).click();
    await page.getByRole('textbox', { name: E.titleLabel }).fill(`${title} again`);
    await expect(savedState(page)).toBeVisible();
    await page.getByRole('button', { name: E.update }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${title} again` })).toBeVisible();
    await page.getByRole('link', { name: T.editArticle }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: E.delete }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.insights}$`));
    await expect(cards(page).getByRole('link', { name: `${title} again` })).toHaveCount(0);
  },
);

test('Devanagari typed through an input method is kept', async ({ page, request }) => {
  test.skip(isMobile(page), 'The behaviour is the same at both widths.');
  const member = newMember('insights-ime');
  await registerThroughApi(request, member);
  await logIn(page, member);
  await buyPremium(page, request);
  await page.goto(`${ROUTES.insights}?write=new`);
  const body = page.getByRole('textbox', { name: E.bodyLabel });
  await body.click();
  // An input method composes: compositionstart, updates, then the composed text is committed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'स्', selectionStart: 2, selectionEnd: 2 });
  await cdp.send('Input.imeSetComposition', { text: 'स्थि', selectionStart: 4, selectionEnd: 4 });
  await cdp.send('Input.insertText', { text: 'स्थितप्रज्ञ' });
  await expect(body).toContainText('स्थितप्रज्ञ');
  // Saved on the server (not only shown): the member's own articles carry the composed word.
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  await expect
    .poll(async () =>
      JSON.stringify(
        await (await request.get('/api/v1/insights/my-articles', { headers: { authorization: `Bearer ${token}` } })).json(),
      ),
    )
    .toContain('स्थितप्रज्ञ');
  await page.reload();
  await expect(page.getByRole('textbox', { name: E.bodyLabel })).toContainText('स्थितप्रज्ञ');
});
