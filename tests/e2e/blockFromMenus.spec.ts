import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { SAFETY_MESSAGES } from '../../contracts/messages/safety';
import { MESSAGING_MESSAGES } from '../../contracts/messagingRules';
import { articlePath, messagePath, profilePath, ROUTES, videoPreviewPath } from '../../contracts/routes';
import { expect, expectNoSeriousA11yViolations, isMobile, test, waitingForHydration } from './fixtures';
import { logInThroughForm, type Member, newMember, registerThroughApi } from './memberHelpers';

/**
 * Blocking from the "⋯" menus: from a member's profile and from their post in the feed, after a
 * question that says what blocking does. Afterwards neither member sees or reaches the other: no
 * post of the other in the feed, no profile, no writing in their conversation. From a comment's
 * menu the blocked member's comments leave the discussion and its count. The profile's menu shows
 * every entry whole at both widths.
 */

interface Someone extends Member {
  token: string;
  handle: string;
  name: string;
}

async function someone(request: APIRequestContext, label: string, firstName: string): Promise<Someone> {
  const member = { ...newMember(label), firstName, lastName: `Tester${Date.now() % 100000}` };
  await registerThroughApi(request, member);
  const login = await request.post('/api/v1/user/login', { data: { email: member.email, password: member.password } });
  const token = (await login.json()).data.token as string;
  const me = await request.get('/api/v1/community/me', { headers: { authorization: `Bearer ${token}` } });
  return { ...member, token, handle: (await me.json()).profile.handle as string, name: `${member.firstName} ${member.lastName}` };
}

async function postBy(request: APIRequestContext, author: Someone, title: string) {
  const made = await request.post('/api/v1/community/posts', {
    headers: { authorization: `Bearer ${author.token}` },
    data: { title, body: 'A few lines on the Sama Veda' },
  });
  expect(made.status()).toBe(201);
  return (await made.json()).post.id as string;
}

async function commentBy(request: APIRequestContext, author: Someone, postId: string, text: string) {
  const made = await request.post(`/api/v1/interactions/post/${postId}/comments`, {
    headers: { authorization: `Bearer ${author.token}` },
    data: { text },
  });
  expect(made.status()).toBe(201);
}

async function signedIn(browser: Browser, member: Member, width = 1280): Promise<Page> {
  const page = waitingForHydration(await (await browser.newContext({ viewport: { width, height: 800 } })).newPage());
  await page.goto(ROUTES.login);
  await logInThroughForm(page, member);
  return page;
}

const postCard = (page: Page, title: string) =>
  page.getByTestId('post-card').filter({ has: page.getByRole('heading', { name: title }) });

/** Answers the block question in its dialog, having checked it says what blocking does. */
async function confirmBlock(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: SAFETY_MESSAGES.blockQuestion(name) });
  await expect(dialog.getByText(SAFETY_MESSAGES.blockExplained)).toBeVisible();
  await dialog.getByRole('button', { name: SAFETY_MESSAGES.blockConfirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(SAFETY_MESSAGES.blockDone(name))).toBeVisible();
}

/** Neither member sees the other's post in the feed, opens the other's profile, or writes to the other. */
async function expectApart(
  one: Page,
  other: Page,
  oneMember: Someone,
  otherMember: Someone,
  titles: { one: string; other: string },
) {
  for (const [page, them, theirTitle] of [
    [one, otherMember, titles.other],
    [other, oneMember, titles.one],
  ] as const) {
    await page.goto(ROUTES.social);
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(postCard(page, theirTitle)).toHaveCount(0);
    await page.goto(profilePath(them.handle));
    await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await page.goto(messagePath(them.handle));
    // Four steps after the page hydrates (the messages screen's code, the list, opening the
    // conversation, reading it): more than the usual wait on a busy machine.
    await expect(page.getByText(MESSAGING_MESSAGES.cannotWrite)).toBeVisible({ timeout: 15_000 });
  }
}

test('a member blocks from a profile and from a post, and then neither member sees or reaches the other', async ({
  page,
  browser,
  request,
}) => {
  test.skip(isMobile(page), 'The behaviour is the same at both widths; the menu test below covers the phone.');
  // Five members' pages, each loaded a few times: longer than one page's test.
  test.setTimeout(240_000);
  const asha = await someone(request, 'block-a', 'Asha');
  const bala = await someone(request, 'block-b', 'Bala');
  const chitra = await someone(request, 'block-c', 'Chitra');
  const titles = {
    asha: `Asha's verse ${Date.now()}`,
    bala: `Bala's verse ${Date.now()}`,
    chitra: `Chitra's verse ${Date.now()}`,
  };
  await postBy(request, asha, titles.asha);
  await postBy(request, bala, titles.bala);
  await postBy(request, chitra, titles.chitra);

  // From Bala's profile.
  const ashaPage = await signedIn(browser, asha);
  await ashaPage.goto(profilePath(bala.handle));
  await ashaPage.getByLabel(`Options for ${bala.name}`).click();
  await ashaPage.getByRole('button', { name: `Block ${bala.name}` }).click();
  await confirmBlock(ashaPage, bala.name);
  await expect(ashaPage).toHaveURL(new RegExp(`${ROUTES.social}$`));
  const balaPage = await signedIn(browser, bala);
  await expectApart(ashaPage, balaPage, asha, bala, { one: titles.asha, other: titles.bala });

  // From Chitra's post in the feed.
  await ashaPage.goto(ROUTES.social);
  const card = postCard(ashaPage, titles.chitra);
  await card.getByLabel(`Options for the post by ${chitra.name}`).click();
  await card.getByRole('button', { name: `Block ${chitra.name}` }).click();
  await confirmBlock(ashaPage, chitra.name);
  await expect(postCard(ashaPage, titles.chitra)).toHaveCount(0);
  const chitraPage = await signedIn(browser, chitra);
  await expectApart(ashaPage, chitraPage, asha, chitra, { one: titles.asha, other: titles.chitra });
});

test("the profile's options menu shows every entry whole, and its block question passes axe", async ({ page, request }) => {
  test.setTimeout(90_000);
  const asha = await someone(request, 'menu-a', 'Asha');
  const bala = await someone(request, 'menu-b', 'Bala');
  await page.goto(ROUTES.login);
  await logInThroughForm(page, asha);
  await page.goto(profilePath(bala.handle));
  await page.getByLabel(`Options for ${bala.name}`).click();
  for (const name of [`Report ${bala.name}`, `Block ${bala.name}`, `Mute ${bala.name}`]) {
    await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  await page.getByRole('button', { name: `Block ${bala.name}` }).click();
  const dialog = page.getByRole('dialog', { name: SAFETY_MESSAGES.blockQuestion(bala.name) });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: SAFETY_MESSAGES.blockCancel }).click();
  await expect(dialog).toBeHidden();
  // Nothing was blocked: the profile is still there.
  await page.reload();
  await expect(page.getByLabel(`Options for ${bala.name}`)).toBeVisible();
});

test("a member blocks from a comment's menu, and the comment leaves the discussion and its count", async ({ page, request }) => {
  test.skip(isMobile(page), 'The menu is the same at both widths; the profile menu test covers the phone.');
  test.setTimeout(120_000);
  const eka = await someone(request, 'comment-a', 'Eka');
  const dev = await someone(request, 'comment-b', 'Dev');
  const gita = await someone(request, 'comment-c', 'Gita');
  const title = `Eka's verse ${Date.now()}`;
  const postId = await postBy(request, eka, title);
  await commentBy(request, dev, postId, 'Something unkind');
  await commentBy(request, gita, postId, 'Something kind');

  await page.goto(ROUTES.login);
  await logInThroughForm(page, eka);
  await page.goto(ROUTES.social);
  const card = postCard(page, title);
  await expect(card.getByText('2 Comments')).toBeVisible();
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(card.getByText('Something unkind')).toBeVisible();
  await card.getByLabel(`Options for the comment by ${dev.name}`).click();
  await expect(card.getByRole('button', { name: 'Report this comment' })).toBeVisible();
  await card.getByRole('button', { name: `Block ${dev.name}` }).click();
  await confirmBlock(page, dev.name);
  await expect(card.getByText('Something unkind')).toHaveCount(0);
  await expect(card.getByText('Something kind')).toBeVisible();
  await page.reload();
  await expect(postCard(page, title).getByText('1 Comment', { exact: true })).toBeVisible();
});

test("a member blocks from a video's comment menu, and the comment leaves the discussion", async ({ page, request }) => {
  test.skip(isMobile(page), 'The menu is the same at both widths; the profile menu test covers the phone.');
  test.setTimeout(120_000);
  const indu = await someone(request, 'video-a', 'Indu');
  const hari = await someone(request, 'video-b', 'Hari');
  const video = 'videoSample-live-banarasi-handloom';
  const words = `Hari on the looms ${Date.now()}`;
  const made = await request.post(`/api/v1/interactions/video-sample/${video}/comments`, {
    headers: { authorization: `Bearer ${hari.token}` },
    data: { text: words },
  });
  expect(made.status()).toBe(201);

  await page.goto(ROUTES.login);
  await logInThroughForm(page, indu);
  await page.goto(videoPreviewPath('live-banarasi-handloom'));
  const comments = page.locator('section[aria-labelledby="item-comments"]');
  await expect(comments.getByText(words)).toBeVisible();
  // The newest comment is Hari's: its menu is the last of his.
  await comments.getByLabel(`Options for the comment by ${hari.name}`).last().click();
  // The menu opens in view, even at the bottom of the panel, which scrolls.
  await expect(comments.getByRole('button', { name: 'Report' }).last()).toBeInViewport({ ratio: 1 });
  await comments
    .getByRole('button', { name: `Block ${hari.name}` })
    .last()
    .click();
  await confirmBlock(page, hari.name);
  await expect(comments.getByText(words)).toHaveCount(0);
});

test("a member blocks from an article's comment menu, and the comment leaves the discussion", async ({ page, request }) => {
  test.skip(isMobile(page), 'The menu is the same at both widths; the profile menu test covers the phone.');
  test.setTimeout(120_000);
  const janaki = await someone(request, 'article-a', 'Janaki');
  const kiran = await someone(request, 'article-b', 'Kiran');
  const words = `Kiran on the four aims ${Date.now()}`;
  const made = await request.post('/api/v1/interactions/article/article-four-aims-of-life/comments', {
    headers: { authorization: `Bearer ${kiran.token}` },
    data: { text: words },
  });
  expect(made.status()).toBe(201);

  await page.goto(ROUTES.login);
  await logInThroughForm(page, janaki);
  await page.goto(articlePath('four-aims-of-life'));
  const comments = page.locator('section[aria-labelledby="article-comments"]');
  await expect(comments.getByText(words)).toBeVisible();
  await comments.getByLabel(`Options for the comment by ${kiran.name}`).last().click();
  await comments
    .getByRole('button', { name: `Block ${kiran.name}` })
    .last()
    .click();
  await confirmBlock(page, kiran.name);
  await expect(comments.getByText(words)).toHaveCount(0);
});
