/**
 * Safety and notifications in the browser, on a server of their own (its outbox and the member
 * command are this test's): a comment on C's post lights C's bell and reaches C's outbox while C is
 * away; a moderator hides a reported comment from /moderation and the reporter is told; a suspension
 * from /moderation ends the member's open session and the login says until when; the link in the
 * e-mail turns those e-mails off without logging in; Settings lists blocked members with Unblock.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { postPath, ROUTES } from '../../contracts/routes';
import { SAFETY_MESSAGES } from '../../contracts/messages/safety';
import { ROOT } from '../../scripts/lib';
import { linkIn, readOutbox } from '../api/outbox';
import { bearer, killAllServers, request, type ServerProcess, startServerProcess, tempDataDir } from '../api/processes';
import { loadConfig } from '../../api/src/config';
import { openDatabase } from '../../api/src/db/connection';
import { expectNoSeriousA11yViolations, waitingForHydration } from './fixtures';

const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'dist/web');
const PASSWORD = 'Saffron-Lotus-River-42';

interface Someone {
  email: string;
  name: string;
  token: string;
  handle: string;
}

let server: ServerProcess;
let dataDir: string;
let base: string;
const people: Record<'a' | 'b' | 'c' | 'm', Someone> = {} as never;

const api = (method: string, url: string, token?: string, body?: unknown) =>
  request(base, method, `/api/v1${url}`, body, token ? bearer(token) : {});

async function signUp(first: string, last: string): Promise<Someone> {
  const email = `${first.toLowerCase()}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
  const body = {
    firstName: first,
    lastName: last,
    email,
    phone: '+91 98765 43210',
    country: 'India',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  };
  expect((await request(base, 'POST', '/api/v1/user/register', body)).status).toBe(201);
  // Posting and commenting need a confirmed address: each opens the link the server e-mailed.
  await confirm(email);
  const token = (await request(base, 'POST', '/api/v1/user/login', { email, password: PASSWORD })).body.data.token as string;
  const handle = (await api('GET', '/community/me', token)).body.profile.handle as string;
  return { email, name: `${first} ${last}`, token, handle };
}

function giveRole(email: string, role: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/member.ts', 'role', email, role], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    child.on('exit', (code) => resolve(code));
  });
}

async function confirm(email: string) {
  const mail = (await readOutbox(dataDir, { to: email })).find(
    (message) => message.headers.get('x-jnanam-kind') === 'email-confirm',
  );
  const token = new URL(linkIn(mail!, '/confirm-email')!).searchParams.get('token');
  expect((await request(base, 'POST', '/api/v1/account/email/confirm', { token })).status).toBe(200);
}

async function loggedInPage(browser: Browser, who: Someone, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = waitingForHydration(await context.newPage());
  await page.goto(`${base}${ROUTES.login}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The member was last on the site an hour ago (posting just now made them active), so e-mails reach them. */
async function away(who: Someone) {
  const db = openDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    await db
      .updateTable('member_profiles')
      .set({ last_active_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('handle', '=', who.handle)
      .execute();
  } finally {
    await db.destroy();
  }
}

/** A picture of the seed content, served like a member's upload. */
const PICTURE = '/images/local/production/cef5db7bddac52a4880e0f101ce3dc274a4e97e2-640x360.webp';

async function withDatabase<T>(run: (db: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> {
  const db = openDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}

const newPost = async (token: string, body: string) =>
  (await api('POST', '/community/posts', token, { title: 'A question', body })).body.post.id as string;

test.describe('safety and notifications', () => {
  // Each test logs two or three people in through the login page: more than one page's worth of time.
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dataDir = tempDataDir();
    server = await startServerProcess({ dataDir, env: { WEB_DIST_DIR, SCHEDULED_JOBS: 'false' }, startupTimeoutMs: 200_000 });
    base = server.baseUrl;
    people.a = await signUp('Asha', 'Menon');
    people.b = await signUp('Bala', 'Krishnan');
    people.c = await signUp('Chitra', 'Iyer');
    people.m = await signUp('Mohan', 'Das');
    expect(await giveRole(people.m.email, 'moderator')).toBe(0);
    people.m.token = (
      await request(base, 'POST', '/api/v1/user/login', { email: people.m.email, password: PASSWORD })
    ).body.data.token;
  });
  test.afterAll(killAllServers);

  test("a comment on C's post lights C's bell and reaches C's outbox; the e-mail's link turns those e-mails off", async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'behaviour once, at 1280 px');
    const postId = await newPost(people.c.token, 'What does Om mean to you?');
    await away(people.c);
    expect((await api('POST', `/interactions/post/${postId}/comments`, people.a.token, { text: 'The first sound' })).status).toBe(
      201,
    );
    const mail = (await readOutbox(dataDir, { to: people.c.email })).find(
      (message) => message.headers.get('x-jnanam-kind') === 'notification-comment',
    );
    expect(mail?.subject).toBe('Asha Menon commented on your post');

    const page = await loggedInPage(browser, people.c);
    // The comment, and the Karmic Points it earned C, told in a notification of their own.
    const bell = page.getByRole('button', { name: /^Notifications, 2 unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByRole('link', { name: /Asha Menon commented on your post/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /You earned 5 Karmic Points today/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    const unsubscribe = linkIn(mail!, ROUTES.unsubscribe)!;
    const visitor = waitingForHydration(await browser.newPage());
    await visitor.goto(`${base}${new URL(unsubscribe).pathname}${new URL(unsubscribe).search}`);
    await visitor.getByRole('button', { name: 'Turn these e-mails off' }).click();
    await expect(visitor.getByText('You will no longer receive e-mails about replies and comments')).toBeVisible();
    expect((await api('GET', '/account/settings', people.c.token)).body.data.emailPreferences.replies).toBe(false);
  });

  test('a moderator hides a reported comment from /moderation: gone for the reporter, marked for its author, and the reporter is told', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'behaviour once, at 1280 px');
    const postId = await newPost(people.c.token, 'Tell me about the Gita');
    const commentId = (await api('POST', `/interactions/post/${postId}/comments`, people.b.token, { text: 'Something unkind' }))
      .body.comment._id as string;
    const reporter = await loggedInPage(browser, people.a);
    await reporter.goto(`${base}${postPath(postId)}`);
    await reporter.getByRole('button', { name: 'Comment', exact: true }).click();
    const unkind = reporter.getByTestId('comment').filter({ hasText: 'Something unkind' });
    await unkind.getByLabel(`Options for the comment by ${people.b.name}`).click();
    await unkind.getByRole('button', { name: 'Report this comment' }).click();
    const report = reporter.getByRole('dialog', { name: 'Report to the moderators' });
    await report.getByLabel('Harassment or bullying').check();
    await report.getByLabel(/Anything the moderators should know/).fill('He mocks every question asked here');
    await report.getByRole('button', { name: 'Send the report' }).click();
    await expect(report.getByRole('status')).toHaveText(SAFETY_MESSAGES.reportReceived);
    await reporter.context().close();

    const page = await loggedInPage(browser, people.m);
    await page.goto(`${base}${ROUTES.moderation}`);
    const card = page.getByTestId('report-group').filter({ hasText: 'Something unkind' });
    await expect(card).toContainText('Harassment or bullying');
    // The comment is shown with the post it is on, and the reporter's note.
    await expect(card.getByRole('region', { name: SAFETY_MESSAGES.queue.onPost })).toContainText('Tell me about the Gita');
    await expect(card.getByTestId('report')).toContainText(`${SAFETY_MESSAGES.queue.reporterNote(people.a.name)} “He mocks every question asked here”`);
    await expectNoSeriousA11yViolations(page);
    await card.getByLabel('Reason for the decision').fill('Harassment of another member');
    await card.getByRole('button', { name: 'Hide the comment' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Hidden\.$/ })).toBeVisible();
    await expect(page.getByTestId('report-group').filter({ hasText: 'Something unkind' })).toHaveCount(0);
    await expect(page.getByTestId('decision').first()).toContainText('hid a comment by @' + people.b.handle);

    const seen = async (token: string) =>
      (await api('GET', `/community/posts/${postId}/comments`, token)).body.comments as { id: string; hiddenReason?: string }[];
    expect((await seen(people.a.token)).map((c) => c.id)).not.toContain(commentId);
    expect((await seen(people.b.token)).find((c) => c.id === commentId)?.hiddenReason).toBe('Harassment of another member');
    const told = (await api('GET', '/notifications', people.a.token)).body.notifications[0];
    expect(told.text).toBe('A moderator acted on your report of a comment: it is hidden');

    // Its author still sees it, marked as hidden by a moderator with the reason.
    const author = await loggedInPage(browser, people.b);
    await author.goto(`${base}${postPath(postId)}`);
    await author.getByRole('button', { name: 'Comment', exact: true }).click();
    const own = author.getByTestId('comment').filter({ hasText: 'Something unkind' });
    await expect(own.getByRole('note')).toHaveText(SAFETY_MESSAGES.hiddenByModerator('Harassment of another member'));
  });

  test("the queue shows a reported post with its picture, and a reported message among the messages around it", async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'behaviour once, at 1280 px');
    const pair = { a: await signUp('Kavya', 'Rao'), b: await signUp('Dev', 'Joshi') };
    const postId = await newPost(pair.b.token, 'A lamp at dusk, or so the title says');
    await withDatabase((db) => db.updateTable('posts').set({ image_url: PICTURE, image_alt: 'A lamp at dusk' }).where('id', '=', Number(postId)).execute());
    await api('POST', '/reports', pair.a.token, { itemType: 'post', itemId: postId, reason: 'other', details: 'The picture is not a lamp' });
    const opened = await api('POST', '/messages/conversations', pair.b.token, { handle: pair.a.handle });
    const conversation = `/messages/conversations/${opened.body.conversation.id}/messages`;
    const ids: string[] = [];
    for (const text of ['Hello', 'Are you there?', 'Answer me now', 'Why so quiet?', 'Fine.']) ids.push((await api('POST', conversation, pair.b.token, { text })).body.message.id);
    await api('POST', '/reports', pair.a.token, { itemType: 'message', itemId: ids[2], reason: 'harassment' });

    const page = await loggedInPage(browser, people.m);
    await page.goto(`${base}${ROUTES.moderation}`);
    const postCard = page.getByTestId('report-group').filter({ hasText: 'A lamp at dusk, or so the title says' });
    const picture = postCard.getByRole('img', { name: 'A lamp at dusk' });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect.poll(() => postCard.getByRole('img', { name: 'A lamp at dusk' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(postCard.getByTestId('report')).toContainText(`${SAFETY_MESSAGES.queue.reporterNote(pair.a.name)} “The picture is not a lamp”`);
    const messageCard = page.getByTestId('report-group').filter({ hasText: 'Answer me now' });
    const around = messageCard.getByRole('region', { name: SAFETY_MESSAGES.queue.inConversation });
    await expect(around.getByRole('listitem')).toHaveText([/Hello/, /Are you there\?/, /Answer me now/, /Why so quiet\?/, /Fine\./]);
    await expect(around.locator('[aria-current="true"]')).toContainText('Answer me now');
    await expectNoSeriousA11yViolations(page);
  });

  test("B blocks A from A's post: A's posts leave B's feed, and A can neither comment on B's post nor write to B", async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'behaviour once, at 1280 px');
    const pair = { a: await signUp('Arun', 'Pillai'), b: await signUp('Bina', 'Shah') };
    const theirs = await newPost(pair.a.token, 'Arun thinks aloud');
    const mine = await newPost(pair.b.token, 'Bina asks a question');
    const writer = await loggedInPage(browser, pair.a);
    await writer.goto(`${base}${postPath(mine)}`);
    // A opens the comment box at once: it must stay open while A's own copy of the post loads and B blocks A.
    await writer.getByRole('button', { name: 'Comment', exact: true }).click();

    const blocker = await loggedInPage(browser, pair.b);
    blocker.on('dialog', (dialog) => void dialog.accept());
    await blocker.goto(`${base}${ROUTES.social}`);
    const card = blocker.getByTestId('post-card').filter({ hasText: 'Arun thinks aloud' });
    await card.getByLabel(`Options for the post by ${pair.a.name}`).click();
    await card.getByRole('button', { name: `Block ${pair.a.name}` }).click();
    // Blocking asks first, in the page's own dialog that says what blocking does.
    const ask = blocker.getByRole('dialog', { name: SAFETY_MESSAGES.blockQuestion(pair.a.name) });
    await ask.getByRole('button', { name: SAFETY_MESSAGES.blockConfirm, exact: true }).click();
    await expect(blocker.getByText(SAFETY_MESSAGES.blockDone(pair.a.name))).toBeVisible();
    await expect(blocker.getByTestId('post-card').filter({ hasText: 'Arun thinks aloud' })).toHaveCount(0);
    expect((await api('GET', `/community/posts/${theirs}`, pair.b.token)).status).toBe(404);

    await writer.getByLabel('Write a comment…').fill('May I answer?');
    await writer.getByRole('button', { name: 'Send' }).click();
    await expect(writer.getByText(SAFETY_MESSAGES.blockedComment)).toBeVisible();
    expect((await api('GET', `/community/posts/${mine}/comments`, pair.b.token)).body.comments).toEqual([]);
    const opened = await api('POST', '/messages/conversations', pair.a.token, { handle: pair.b.handle });
    const sent = await api('POST', `/messages/conversations/${opened.body.conversation.id}/messages`, pair.a.token, {
      text: 'Hello?',
    });
    expect(sent).toMatchObject({ status: 403, body: { message: SAFETY_MESSAGES.blockedMessage } });
  });

  test("a suspension from /moderation ends the member's open session and the login says until when", async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'behaviour once, at 1280 px');
    const postId = await newPost(people.b.token, 'Buy my course');
    await api('POST', '/reports', people.a.token, { itemType: 'post', itemId: postId, reason: 'spam' });
    const member = await loggedInPage(browser, people.b);
    await member.goto(`${base}${ROUTES.settings}`);
    await expect(member.getByRole('heading', { name: 'Blocked and muted members' })).toBeVisible();

    const page = await loggedInPage(browser, people.m);
    await page.goto(`${base}${ROUTES.moderation}`);
    const card = page.getByTestId('report-group').filter({ hasText: 'Buy my course' });
    await card.getByLabel('Reason for the decision').fill('Spam, again');
    await card.getByLabel('Suspend the author').selectOption({ label: '7 days' });
    await card.getByRole('button', { name: `Suspend @${people.b.handle}` }).click();
    // Asked first, naming the member and the end date.
    const ask = page.getByRole('dialog', { name: new RegExp(`^Suspend ${people.b.name} until \\d{1,2} \\w+ \\d{4}\\?$`) });
    await expect(ask).toContainText(SAFETY_MESSAGES.suspendExplained);
    await ask.getByRole('button', { name: SAFETY_MESSAGES.suspendConfirm, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Suspended: their sessions have ended.' })).toBeVisible();
    const mail = (await readOutbox(dataDir, { to: people.b.email })).find((message) => message.headers.get('x-jnanam-kind') === 'suspension');
    expect(mail?.text).toContain('Spam, again');
    expect(mail?.text).toContain('raise a grievance with our Grievance Officer');

    expect((await api('GET', '/account/settings', people.b.token)).status).toBe(401);
    await member.reload();
    await expect(member.getByRole('heading', { name: 'Blocked and muted members' })).toHaveCount(0);
    await member.goto(`${base}${ROUTES.login}`);
    await member.getByLabel('Email').fill(people.b.email);
    await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await member.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(member.getByText(/Your account is suspended until \d{1,2} \w+ \d{4}.* IST\. The moderator's reason: Spam, again\. To appeal, raise a grievance with our Grievance Officer, .+, at \S+@\S+\./)).toBeVisible();
  });

  test('the terms page and the footer name the Grievance Officer with the time to answer', async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same text at both widths');
    const page = waitingForHydration(await browser.newPage());
    await page.goto(`${base}${ROUTES.terms}`);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Grievance Officer' })).toBeVisible();
    const section = page.getByRole('main').getByTestId('grievance-officer');
    await expect(section).toContainText('Grievance Officer: Lakshmi Narayanan, grievance@jnanam.example');
    await expect(section).toContainText('Grievances are acknowledged within 24 hours and resolved within 15 days.');
    await expect(page.locator('footer').getByTestId('grievance-officer')).toContainText('Lakshmi Narayanan');
    await page.close();
  });

  test('Settings lists the blocked member with Unblock; the moderation and unsubscribe pages pass axe', async ({
    browser,
  }, testInfo) => {
    const width = testInfo.project.name === 'desktop' ? 1280 : 375;
    expect((await api('PUT', `/blocks/${people.c.handle}`, people.a.token)).status).toBe(200);
    const page = await loggedInPage(browser, people.a, width);
    await page.goto(`${base}${ROUTES.settings}`);
    const section = page.getByRole('region', { name: 'Blocked and muted members' });
    await expect(section).toContainText(`@${people.c.handle}`);
    await expectNoSeriousA11yViolations(page);
    await section.getByRole('button', { name: /Unblock/ }).click();
    await expect(section).toContainText('You have not blocked anyone.');

    const moderator = await loggedInPage(browser, people.m, width);
    await moderator.goto(`${base}${ROUTES.moderation}`);
    await expect(moderator.getByRole('heading', { name: 'Decisions' })).toBeVisible();
    await expectNoSeriousA11yViolations(moderator);
    await moderator.goto(`${base}${ROUTES.unsubscribe}?token=forged`);
    await expect(moderator.getByRole('button', { name: 'Turn these e-mails off' })).toBeVisible();
    await expectNoSeriousA11yViolations(moderator);
  });
});
