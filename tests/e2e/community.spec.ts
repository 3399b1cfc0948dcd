import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { ROUTES } from '../../contracts/routes';
import { expectContactFormSends } from './contactForm';
import { expect, expectNoSeriousA11yViolations, isMobile, test, waitingForHydration } from './fixtures';
import { logInThroughForm, type Member, newMember, registerThroughApi } from './memberHelpers';

/**
 * Two members meeting in the community: A posts with a title, a hashtag and a picture; B comments
 * with Disagree and A replies; they follow each other and both profiles count it; A's private
 * e-mail address never reaches B; a story is gone a day later (B's requests move the server's
 * clock for themselves); B joins a tribe and RSVPs to the event with its calendar file.
 */

const DAY_AND_AN_HOUR_MS = 25 * 60 * 60 * 1000;
const picture = () =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 220, g: 130, b: 40 } } })
    .png()
    .toBuffer();

async function signedIn(browser: Browser, member: Member): Promise<Page> {
  const page = waitingForHydration(await (await browser.newContext({ timezoneId: 'Asia/Kolkata' })).newPage());
  await page.goto(ROUTES.login);
  await logInThroughForm(page, member);
  return page;
}

/** Shares a story (a generated picture and the caption) from the feed's Add Your Story. */
async function addStory(page: Page, caption: string) {
  await page.getByRole('button', { name: 'Add Your Story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Your Story' });
  await dialog.getByLabel('Picture').setInputFiles({ name: 'story.png', mimeType: 'image/png', buffer: await picture() });
  await dialog.getByLabel('Caption').fill(caption);
  await dialog.getByRole('button', { name: 'Share story' }).click();
  await expect(dialog).toBeHidden();
}

const postCard = (page: Page, title: string) =>
  page.getByTestId('post-card').filter({ has: page.getByRole('heading', { name: title }) });

test('two members post, discuss, follow, share stories and gather, and a private e-mail stays private', async ({
  page,
  browser,
  request,
}) => {
  test.skip(isMobile(page), 'The behaviour is the same at both widths; the layout test covers the phone.');
  test.setTimeout(120_000);
  const a = { ...newMember('community-a'), firstName: 'Anjali', lastName: `Dev ${Date.now()}` };
  const b = { ...newMember('community-b'), firstName: 'Bharat', lastName: `Rao ${Date.now()}` };
  await registerThroughApi(request, a);
  await registerThroughApi(request, b);
  const pageA = page;
  await pageA.goto(ROUTES.login);
  await logInThroughForm(pageA, a);
  const pageB = await signedIn(browser, b);
  const seenByB: string[] = [];
  pageB.on('response', async (response) => {
    if (response.url().includes('/api/v1/')) seenByB.push(await response.text().catch(() => ''));
  });

  // A posts with a title, a hashtag and a picture.
  const title = `Dawn chant ${Date.now()}`;
  await pageA.goto(ROUTES.social);
  await pageA.getByRole('button', { name: 'Create Post' }).click();
  const dialog = pageA.getByRole('dialog', { name: 'Create post' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('What would you like to share?').fill('Three notes and a lifetime #SamaVeda');
  await dialog
    .getByLabel('Picture (optional)')
    .setInputFiles({ name: 'lotus.png', mimeType: 'image/png', buffer: await picture() });
  await dialog.getByLabel('Describe the picture').fill('An orange square');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden();
  const mine = postCard(pageA, title);
  await expect(mine.getByRole('link', { name: '#SamaVeda' }).first()).toBeVisible();
  await expect(mine.getByRole('img', { name: 'An orange square' })).toBeVisible();

  // B sees it and comments with Disagree; A replies.
  await pageB.goto(ROUTES.social);
  const seen = postCard(pageB, title);
  await seen.getByRole('button', { name: 'Comment' }).click();
  await seen.getByLabel('Write a comment…').fill('I hear it differently.');
  await seen.getByRole('button', { name: 'Disagree' }).click();
  await seen.getByRole('button', { name: 'Send' }).click();
  await expect(seen.getByTestId('comment').filter({ hasText: 'I hear it differently.' })).toContainText('Disagrees');

  await pageA.reload();
  await mine.getByRole('button', { name: 'Comment' }).click();
  await mine.getByTestId('comment').getByRole('button', { name: 'Reply' }).click();
  await mine.getByLabel(`Reply to ${b.firstName} ${b.lastName}…`).fill('Tell me how you hear it.');
  await mine.getByRole('button', { name: 'Send' }).last().click();
  await expect(mine.getByTestId('comment').getByText('Tell me how you hear it.')).toBeVisible();

  // B follows A from A's profile; then A follows back: both profiles count a friend.
  await seen
    .getByRole('link', { name: `${a.firstName} ${a.lastName}` })
    .first()
    .click();
  await expect(pageB.getByTestId('followers-count')).toContainText('0 Followers');
  await pageB.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(pageB.getByTestId('followers-count')).toContainText('1 Follower');
  const profileOfA = pageB.url();
  await pageA.goto(ROUTES.personalProfile);
  await expect(pageA.getByTestId('followers-count')).toContainText('1 Follower');
  await pageA.goto(ROUTES.social);
  await pageA.getByRole('searchbox').fill(b.lastName);
  await pageA.getByRole('button', { name: 'Search', exact: true }).click();
  await pageA
    .getByRole('link', { name: `${b.firstName} ${b.lastName}` })
    .first()
    .click();
  await pageA.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(pageA.getByTestId('friends-count')).toContainText('1 Friend');
  await pageB.goto(profileOfA);
  await expect(pageB.getByTestId('friends-count')).toContainText('1 Friend');

  // A makes the e-mail private: B's page and every answer B's browser received leave it out.
  await pageA.goto(ROUTES.personalProfile);
  await pageA.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = pageA.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel('Bio').fill('I chant at dawn.');
  await edit.getByLabel('Make it Private').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(pageA.getByTestId('profile-email')).toContainText('private: only you see it');
  seenByB.length = 0;
  await pageB.goto(profileOfA);
  await expect(pageB.getByText('I chant at dawn.')).toBeVisible();
  await pageB.goto(ROUTES.social);
  await expect(postCard(pageB, title)).toBeVisible();
  expect(await pageB.content()).not.toContain(a.email);
  expect(seenByB.join('\n')).not.toContain(a.email);

  // A's story: B sees it, and a day and an hour later (B's clock) it is gone.
  await pageA.goto(ROUTES.social);
  await addStory(pageA, 'Sunrise at the ghat');
  await pageB.reload();
  const storyOfA = pageB.getByRole('button', { name: `Stories of ${a.firstName} ${a.lastName}` });
  await storyOfA.click();
  await expect(pageB.getByRole('dialog').getByText('Sunrise at the ghat')).toBeVisible();
  await pageB.keyboard.press('Escape');
  // Only B's requests for stories carry the clock header: the rest of B's session lives in the present.
  await pageB.route('**/api/v1/community/stories', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-test-clock-shift-ms': String(DAY_AND_AN_HOUR_MS) } }),
  );
  await Promise.all([pageB.waitForResponse((r) => r.url().includes('/api/v1/community/stories')), pageB.reload()]);
  await expect(pageB.getByRole('button', { name: 'Add Your Story' })).toBeVisible();
  await expect(storyOfA).toHaveCount(0);
  await pageB.unroute('**/api/v1/community/stories');

  // B joins a tribe and RSVPs to the event, and takes its calendar file.
  await pageB.reload();
  const tribe = pageB.getByTestId('tribe').filter({ hasText: 'Gita Study Circle' });
  const before = Number((await tribe.textContent())?.match(/Total members (\d+)/)?.[1]);
  await tribe.getByRole('button', { name: 'Join Gita Study Circle' }).click();
  await expect(tribe.getByRole('button', { name: 'Leave Gita Study Circle' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tribe).toContainText(`Total members ${before + 1}`);
  const event = pageB.getByTestId('event-card');
  await event.getByRole('button', { name: 'JOIN' }).click();
  await expect(event.getByRole('button', { name: 'GOING' })).toBeVisible();
  const [download] = await Promise.all([
    pageB.waitForEvent('download'),
    event.getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  const ics = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(ics).toString()).toContain('SUMMARY:Gita Jayanti Satsang');
  await pageB.context().close();
});

test('the feed and a profile are laid out and accessible, for a visitor and a member', async ({ page, request }) => {
  // Three axe runs (the profile's alone takes ~10 s) and a member signed up, confirmed through the e-mailed link and logged in.
  test.setTimeout(90_000);
  await page.goto(ROUTES.social);
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'More stories' })).toBeVisible();
  await expect(page.getByTestId('event-card')).toContainText('IST');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`${ROUTES.personalProfile}?member=shreya.raghavan`);
  await expect(page.getByRole('heading', { name: 'My Circle' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const member = newMember('community-layout');
  await registerThroughApi(request, member);
  await page.goto(ROUTES.login);
  await logInThroughForm(page, member);
  await page.goto(ROUTES.personalProfile);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel('Bio').fill('x'.repeat(501));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Keep your bio to 500 characters.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
});

test("a profile and the first posts are in the first HTML, and the profile is titled with the member's name", async ({
  page,
  request,
}) => {
  test.skip(isMobile(page), 'The HTML is the same at both widths.');
  const profile = await request.get(`${ROUTES.personalProfile}?member=ananya.sharma`);
  const html = await profile.text();
  expect(html).toContain('<title>Ananya Sharma — Jnanam</title>');
  expect(html).toMatch(/data-testid="followers-count"/);
  expect(html).toMatch(/data-testid="post-card"/);
  expect((await request.get(`${ROUTES.personalProfile}?member=nobody.here`)).status()).toBe(404);
  const feed = await (await request.get(ROUTES.social)).text();
  expect(feed.match(/data-testid="post-card"/g)?.length).toBeGreaterThan(1);

  // A member's page hydrates from the visitor's HTML without a mismatch, then shows their own relation.
  const member = newMember('community-first-html');
  await registerThroughApi(request, member);
  await page.goto(ROUTES.login);
  await logInThroughForm(page, member);
  await page.goto(`${ROUTES.personalProfile}?member=ananya.sharma`);
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Ananya Sharma — Jnanam');

  // A post's age is counted from the moment the server drew the page while it hydrates (a minute
  // passing in between was a hydration mismatch), then each minute from the browser's clock.
  const login = await request.post('/api/v1/user/login', { data: { email: member.email, password: member.password } });
  const title = `Age of a post ${Date.now()}`;
  const posted = await request.post('/api/v1/community/posts', {
    headers: { authorization: `Bearer ${(await login.json()).data.token}` },
    data: { title, body: 'Counted once.' },
  });
  expect(posted.status()).toBe(201);
  await page.clock.install();
  await page.goto(ROUTES.social);
  await expect(postCard(page, title)).toContainText('just now');
  await page.clock.runFor(2 * 60_000);
  await expect(postCard(page, title)).toContainText(/[12] min ago/);
});

test('a member searches, starts a tribe, finds it and a saved post in the shortcuts, and holds, swipes and deletes stories', async ({
  page,
  request,
}) => {
  test.skip(isMobile(page), 'The behaviour is the same at both widths; the layout test covers the phone.');
  test.setTimeout(90_000);
  const member = { ...newMember('community-panels'), firstName: 'Gauri', lastName: `Nair ${Date.now()}` };
  await registerThroughApi(request, member);
  await page.goto(ROUTES.login);
  await logInThroughForm(page, member);
  await page.goto(ROUTES.social);

  // Search finds people; a search that matches nothing says so.
  await page.getByRole('searchbox').fill('Ananya');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByRole('complementary', { name: 'Search and shortcuts' }).getByRole('link', { name: 'Ananya Sharma' }).first(),
  ).toBeVisible();
  await page.getByRole('searchbox').fill('zzqx nothing');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Nothing matches “zzqx nothing”.')).toBeVisible();

  // A new tribe has its founder as its one member, and Cohorts lists it.
  const tribeName = `Dawn Walkers ${Date.now()}`;
  await page.getByRole('button', { name: 'Start a tribe' }).click();
  const start = page.getByRole('dialog', { name: 'Start a tribe' });
  await start.getByRole('button', { name: 'Start the tribe' }).click();
  await expect(start.getByText('Give the tribe a name.')).toBeVisible();
  await start.getByLabel('Name').fill(tribeName);
  await start.getByRole('button', { name: 'Start the tribe' }).click();
  await expect(start).toBeHidden();
  const tribe = page.getByTestId('tribe').filter({ hasText: tribeName });
  await expect(tribe).toContainText('Total members 1');
  await expect(tribe.getByRole('button', { name: `Leave ${tribeName}` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Cohorts' }).click();
  await expect(page.getByRole('link', { name: `${tribeName} (1)` })).toBeVisible();

  // A saved post is in Saved Items.
  const first = page.getByTestId('post-card').first();
  const title = (await first.getByRole('heading').first().textContent())!;
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Saved Items' }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // Another member's story pauses while held and moves on with a swipe (well before its five seconds).
  await page
    .getByRole('button', { name: /^Stories of / })
    .first()
    .click();
  const viewer = page.getByRole('dialog');
  const storyImage = viewer.getByRole('img');
  const box = (await storyImage.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(viewer.getByText('· Paused')).toBeVisible();
  await page.mouse.up();
  await expect(viewer.getByText('· Paused')).toHaveCount(0);
  const before = await viewer.textContent();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(viewer).not.toHaveText(before!, { timeout: 2_000 });
  await page.keyboard.press('Escape');

  // One's own story can be deleted from the viewer.
  await addStory(page, 'Evening lamp');
  const mine = page.getByRole('button', { name: `Stories of ${member.firstName} ${member.lastName}` });
  await mine.click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('dialog').getByRole('button', { name: 'Delete story' }).click();
  await expect(page.getByText('Your story is deleted.')).toBeVisible();
  await expect(mine).toHaveCount(0);
});

test('the Help Desk answers the common questions and sends the contact form', async ({ page }) => {
  test.skip(isMobile(page), 'The same dialog at both widths; axe runs on it here.');
  await page.goto(ROUTES.social);
  await page.getByRole('navigation', { name: 'Social feed' }).getByRole('button', { name: 'Help Desk' }).click();
  const desk = page.getByRole('dialog', { name: 'Help Desk' });
  await desk.getByText('Who can see my posts?').click();
  await expect(desk.getByText(/You choose for each post: everyone, only your followers/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectContactFormSends(page, 'Meera Iyer');
});
