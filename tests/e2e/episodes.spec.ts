import { INTERACTION_MESSAGES } from '../../contracts/messages/interactions';
import type { Page, TestInfo } from '@playwright/test';
import { ROUTES, episodePath } from '../../contracts/routes';
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures';
import { slidesInView } from './carousel';
import { logInThroughForm, newMember, registerThroughApi } from './memberHelpers';
import { navigateToStream } from './navigation';

const EPISODE_LIST = '**/api/v1/user/getAllEpisodesGroupedByCategory';

interface ListedEpisode {
  _id: string;
  name: string;
}
interface Category {
  category: string;
  episodes: ListedEpisode[];
}

async function episodeCategories(page: Page): Promise<Category[]> {
  const response = await page.request.get('/api/v1/user/getAllEpisodesGroupedByCategory');
  return ((await response.json()) as { data: Category[] }).data;
}

const firstOf = (categories: Category[], name: string) => categories.find((c) => c.category === name)!.episodes[0];

/** Each project acts on its own episode, so the two runs never share counts. */
const episodeFor = (categories: Category[], testInfo: TestInfo, offset: number) => {
  const avatars = categories.find((c) => c.category === 'VISHNU AVATARS - EPISODES')!.episodes;
  return avatars[(offset + (testInfo.project.name === 'mobile' ? 3 : 0)) % avatars.length];
};

const countIn = async (button: ReturnType<Page['getByRole']>) => Number((await button.textContent())!.replace(/\D+/g, ''));

test.describe('the stream page', () => {
  test(
    "shows 'Loading...' until the list answers, then the NEW EPISODE banner and the carousels in their set order",
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // Inside the app, the page's data (its loader's answer) comes before the page.
      await page.route(`**${ROUTES.stream}.data*`, async (route) => {
        await held;
        await route.continue();
      });
      await navigateToStream(page);
      await expect(page.getByText('Loading...')).toBeVisible();
      release();
      const categories = await episodeCategories(page);
      const featured = firstOf(categories, 'LATEST EPISODES');

      const banner = page.getByRole('region', { name: featured.name });
      await expect(banner.getByText('NEW EPISODE', { exact: true })).toBeVisible();
      await expect(banner.getByRole('heading', { level: 2, name: featured.name })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Watch Now' })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);

      const headings = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(headings).toHaveText([
        featured.name,
        'LATEST EPISODES',
        'VISHNU AVATARS - EPISODES',
        'SCIENCE IN RITUALS',
        'UPCOMING SEASONS',
      ]);
      await expect(page.getByRole('button', { name: 'Discover More Playlists Here' })).toBeVisible();

      // Read More opens the teaser; Trailer and Discover say honestly what is not there yet.
      await banner.getByRole('button', { name: 'Read More' }).click();
      await expect(banner.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
      await banner.getByRole('button', { name: 'Trailer' }).click();
      await expect(banner.getByText('The trailer for this episode is not available yet.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    },
  );

  test('Watch Now → overview → player; Back returns one step at a time', async ({ page }) => {
    await page.goto(ROUTES.stream);
    const featured = firstOf(await episodeCategories(page), 'LATEST EPISODES');
    await page.getByRole('button', { name: 'Watch Now' }).click();

    const overview = page.getByRole('region', { name: featured.name });
    await expect(overview.getByText('JNANAM ORIGINALS')).toBeVisible();
    await expect(overview.getByRole('heading', { level: 2, name: featured.name })).toBeFocused();
    await expect(overview.getByTestId('overview-likes')).toHaveText(/^\d+ Liked$/);
    await expect(overview.getByTestId('overview-shares')).toHaveText(/^\d+ Forwards?$/);
    await expect(overview.getByRole('heading', { name: 'OVERVIEW' })).toBeVisible();
    await expect(overview.getByRole('button', { name: /^Share/ })).toBeVisible();
    const comments = overview.getByRole('region', { name: 'Comments' });
    await expect(comments.getByRole('link', { name: 'Log in to Comment' })).toHaveAttribute(
      'href',
      `${ROUTES.login}?next=${encodeURIComponent(episodePath(featured._id))}`,
    );
    await expectNoSeriousA11yViolations(page);

    await overview.getByRole('button', { name: 'Watch Now' }).click();
    const player = page.getByRole('region', { name: featured.name });
    await expect(player.locator('video')).toBeVisible();
    await expect(player.locator('video')).toHaveAttribute('src', /\.mp4$/);
    // The banner image is hidden in the player view.
    await expect(page.locator('main img[alt=""]').first()).not.toHaveClass(/bannerImage/);
    await expect(page.getByTestId('overview-likes')).toHaveCount(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('overview-likes')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('NEW EPISODE', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });

  test.describe('when the list cannot be fetched', () => {
    test.use({ allowConsoleErrors: [/status of 503/] });

    test('says so with Retry, and Retry loads the page', async ({ page, request }) => {
      // The server renders the page as a visitor's; a member's own list (their likes and saves) is read in the browser.
      const member = newMember('list-failure');
      await registerThroughApi(request, member);
      await page.goto(ROUTES.login);
      await logInThroughForm(page, member);
      await page.route(EPISODE_LIST, (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"message":"Down for a moment."}' }),
      );
      await page.goto(ROUTES.stream);
      await expect(page.getByRole('alert')).toContainText('We could not load the episodes.');
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await page.unroute(EPISODE_LIST);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('NEW EPISODE', { exact: true })).toBeVisible();
    });
  });

  test("a carousel's next arrow moves it by one card, and a card opens the episode", { tag: BOTH_WIDTHS }, async ({ page }) => {
    await page.goto(ROUTES.stream);
    const section = page.getByRole('region', { name: 'VISHNU AVATARS - EPISODES' });
    // The cards a visitor sees: those within the row's visible box.
    const visibleNames = () => slidesInView(section);
    await expect(section.getByRole('link').first()).toBeVisible();
    await expect.poll(async () => (await visibleNames()).length).toBe(isMobile(page) ? 2 : 4);
    const before = await visibleNames();
    expect(before).toHaveLength(isMobile(page) ? 2 : 4);
    await expect(section.getByRole('button', { name: /^Previous/ })).toHaveCount(0);
    await section.getByRole('button', { name: 'Next: more of vishnu avatars - episodes' }).click();
    await expect.poll(visibleNames).toEqual([...before.slice(1), expect.any(String)]);

    const categories = await episodeCategories(page);
    const target = categories.find((c) => c.category === 'SCIENCE IN RITUALS')!.episodes[0];
    await page.getByRole('region', { name: 'SCIENCE IN RITUALS' }).getByRole('link', { name: target.name }).click();
    await expect(page).toHaveURL(new RegExp(`${episodePath(target._id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  });
});

test.describe('the dialogue page', () => {
  test('has its own episode, its carousels and three cards per view on wide screens', { tag: BOTH_WIDTHS }, async ({ page }) => {
    await page.goto(ROUTES.dialogue);
    const featured = firstOf(await episodeCategories(page), 'LATEST DIALOGUES');
    await expect(page.getByRole('heading', { level: 2, name: featured.name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      featured.name,
      'LATEST DIALOGUES',
      'VISHNU AVATARS-EPISODES',
      'SCIENCE IN RITUALS',
      'UPCOMING SEASONS',
    ]);
    const latest = page.getByRole('region', { name: 'LATEST DIALOGUES' });
    await expect.poll(async () => (await slidesInView(latest)).length).toBe(isMobile(page) ? 2 : 3);
    await expect(page.getByRole('button', { name: 'Discover More Playlists Here' })).toBeVisible();
    await page.getByRole('button', { name: 'Watch Now' }).click();
    await expect(page.getByText('JNANAM DIALOGUES')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the video player', () => {
  test('a member likes, saves, comments, replies and likes a comment; a reload shows the same state', async ({
    page,
  }, testInfo) => {
    // A whole member's visit: a sign-up and a login (argon2id at the production cost), eight actions,
    // a reload and an axe run; 20–30 s on CI's two workers, so the default 30 s is too close.
    test.setTimeout(60_000);
    const member = newMember('player');
    await registerThroughApi(page.request, member);
    const episode = episodeFor(await episodeCategories(page), testInfo, 0);

    // A logged-out visitor who acts is sent to log in and brought back.
    await page.goto(episodePath(episode._id));
    await expect(page.getByRole('heading', { level: 1, name: episode.name })).toBeVisible();
    await expect(page.locator('video')).toHaveAttribute('src', /\.mp4$/);
    await page.getByRole('group', { name: 'Episode actions' }).getByRole('button', { name: /^Like/ }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}\\?next=`));
    await logInThroughForm(page, member);
    await expect(page).toHaveURL(new RegExp(`${episodePath(episode._id)}$`));

    const actions = page.getByRole('group', { name: 'Episode actions' });
    const like = actions.getByRole('button', { name: /^Like/ });
    const save = actions.getByRole('button', { name: /^Save/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const likesBefore = await countIn(like);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => countIn(like)).toBe(likesBefore + 1);
    await expect(like).toHaveAccessibleName(`Like ${likesBefore + 1} ${likesBefore + 1 === 1 ? 'like' : 'likes'}`);
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveText('Saved');

    // Blank text is not sent.
    const comments = page.getByRole('region', { name: /^Comments/ });
    const posted: string[] = [];
    page.on('request', (request) => request.url().endsWith('/add-comment-to-stream') && posted.push(request.postData() ?? ''));
    await comments.getByLabel('Add a comment').fill('   ');
    await comments.getByRole('button', { name: 'Post Comment' }).click();
    await expect(comments.getByLabel('Add a comment')).toHaveAccessibleDescription('Please write something before sending.');
    expect(posted).toEqual([]);

    const commentText = `Thank you for this episode (${member.email})`;
    await comments.getByLabel('Add a comment').fill(commentText);
    await comments.getByRole('button', { name: 'Post Comment' }).click();
    const comment = comments.getByRole('listitem').filter({ hasText: commentText });
    await expect(comment).toBeVisible();
    await expect(comments.getByLabel('Add a comment')).toHaveValue('');

    const commentLike = comment.getByRole('button', { name: /^Like/ }).first();
    await commentLike.click();
    await expect(commentLike).toHaveAttribute('aria-pressed', 'true');
    await expect(commentLike).toHaveText(/1$/);
    // Each comment's buttons say whose comment they act on.
    const author = `${member.firstName} ${member.lastName}`;
    await expect(commentLike).toHaveAccessibleName(`Like the comment by ${author} 1`);
    await expect(comment.getByRole('button', { name: `Reply to ${author}`, exact: true })).toBeVisible();

    await comment.getByRole('button', { name: 'Reply' }).click();
    const replyBox = comment.getByLabel(`Reply to ${member.firstName} ${member.lastName}`);
    await expect(replyBox).toBeFocused();
    const replyText = 'And a reply beneath it.';
    await replyBox.fill(replyText);
    await comment.getByRole('button', { name: 'Send Reply' }).click();
    const replies = comment.getByRole('list', { name: `Replies to ${member.firstName} ${member.lastName}` });
    await expect(replies.getByText(replyText)).toBeVisible();
    await expect(replyBox).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => countIn(like)).toBe(likesBefore + 1);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(comment).toBeVisible();
    await expect(commentLike).toHaveAttribute('aria-pressed', 'true');
    await expect(replies.getByText(replyText)).toBeVisible();

    // The toggles are the server's: a second press undoes them.
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveText('Save');
  });

  test('a busy episode shows its latest 50 comments, earlier ones on request, and they can be liked', async ({
    page,
  }, testInfo) => {
    // 55 comments posted first and 100 on the page for axe: more than the default 30 s on CI's two workers.
    test.slow();
    const member = newMember('busy');
    await registerThroughApi(page.request, member);
    const login = await page.request.post('/api/v1/user/login', { data: { email: member.email, password: member.password } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const episode = episodeFor(await episodeCategories(page), testInfo, 2);
    const tag = member.email.slice(5, 17);
    for (let n = 1; n <= 55; n += 1) {
      const answer = await page.request.post('/api/v1/user/add-comment-to-stream', {
        data: { streamId: episode._id, text: `Busy thought ${n} (${tag})` },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(answer.status()).toBe(201);
    }

    await page.goto(episodePath(episode._id));
    const comments = page.getByRole('region', { name: /^Comments/ });
    // The heading first counts the threads the episode carried (50), then the total once its request answers.
    const headingCount = async () =>
      Number(((await comments.getByRole('heading', { level: 2 }).textContent()) ?? '').replace(/\D+/g, ''));
    await expect.poll(headingCount).toBeGreaterThanOrEqual(55);
    const total = await headingCount();
    await expect(comments.getByText(`Busy thought 55 (${tag})`)).toBeVisible();
    await expect(comments.getByText(`Busy thought 6 (${tag})`)).toBeVisible();
    await expect(comments.getByText(`Busy thought 5 (${tag})`)).toHaveCount(0);

    await comments.getByRole('button', { name: 'Show earlier comments' }).click();
    const earliest = comments.getByRole('listitem').filter({ hasText: `Busy thought 1 (${tag})` });
    await expect(earliest).toBeVisible();
    if (total <= 100) await expect(comments.getByRole('button', { name: 'Show earlier comments' })).toHaveCount(0);

    // An earlier comment's like is the server's like that comment, shown after the answer.
    await page.goto(`${ROUTES.login}?next=${encodeURIComponent(episodePath(episode._id))}`);
    await logInThroughForm(page, member);
    await comments.getByRole('button', { name: 'Show earlier comments' }).click();
    const like = earliest.getByRole('button', { name: /^Like/ }).first();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(/1$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("after the login round trip, the page's Back leads to where the visitor came from, not to itself", async ({ page }) => {
    const member = newMember('roundtrip');
    await registerThroughApi(page.request, member);
    const target = firstOf(await episodeCategories(page), 'SCIENCE IN RITUALS');
    await page.goto(ROUTES.stream);
    await page.getByRole('region', { name: 'SCIENCE IN RITUALS' }).getByRole('link', { name: target.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();

    await page
      .getByRole('region', { name: /^Comments/ })
      .getByRole('link', { name: 'Log in to Comment' })
      .click();
    await logInThroughForm(page, member);
    await expect(page).toHaveURL(new RegExp(`${episodePath(target._id)}$`));
    await expect(page.getByRole('region', { name: /^Comments/ }).getByLabel('Add a comment')).toBeVisible();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.stream}$`));
  });

  test.describe('share', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test("without native sharing: the dialog with the episode's address; the share counts when a target is chosen ('Link copied!')", async ({
      page,
    }, testInfo) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      });
      const member = newMember('share');
      await registerThroughApi(page.request, member);
      const episode = episodeFor(await episodeCategories(page), testInfo, 1);
      await page.goto(`${ROUTES.login}?next=${encodeURIComponent(episodePath(episode._id))}`);
      await logInThroughForm(page, member);

      const share = page.getByRole('group', { name: 'Episode actions' }).getByRole('button', { name: /^Share/ });
      await expect(share).toBeVisible();
      const sharesBefore = await countIn(share);
      const counts: unknown[] = [];
      page.on('request', (request) => void (request.url().endsWith('/api/v1/user/share-stream') && counts.push(request.postDataJSON())));
      await share.click();

      const dialog = page.getByRole('dialog', { name: 'Share this episode' });
      await expect(dialog).toBeVisible();
      // Opening the dialog is not sharing.
      expect(counts).toEqual([]);
      const address = new URL(episodePath(episode._id), page.url()).href;
      const encoded = encodeURIComponent(address);
      await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/.*${escape(encoded)}`),
      );
      await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
        'href',
        new RegExp(`facebook\\.com/.*${escape(encoded)}`),
      );
      await expect(dialog.getByRole('link', { name: 'X', exact: true })).toHaveAttribute(
        'href',
        new RegExp(`^https://x\\.com/.*${escape(encoded)}`),
      );
      await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:.*${escape(encoded)}`),
      );
      await expect(dialog.getByRole('link', { name: 'Email' })).not.toHaveAttribute('href', /undefined/);
      await expectNoSeriousA11yViolations(page);

      await dialog.getByRole('button', { name: 'Copy Link' }).click();
      await expect(page.getByText('Link copied!')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await expect.poll(() => countIn(share)).toBe(sharesBefore + 1);
      expect(counts).toEqual([{ streamId: episode._id }]);

      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(share).toBeFocused();

      await share.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await share.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(3, 3); // the backdrop
      await expect(dialog).toBeHidden();
      // Opened and closed twice more: still the one share.
      expect(counts).toHaveLength(1);
    });

    test('native sharing is used first when the browser has it; a cancel is only logged', async ({ page }, testInfo) => {
      await page.addInitScript(() => {
        const calls: ShareData[] = [];
        (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: (data: ShareData) => {
            calls.push(data);
            return Promise.reject(new DOMException('Share canceled', 'AbortError'));
          },
        });
      });
      const member = newMember('native');
      await registerThroughApi(page.request, member);
      const episode = episodeFor(await episodeCategories(page), testInfo, 2);
      await page.goto(`${ROUTES.login}?next=${encodeURIComponent(episodePath(episode._id))}`);
      await logInThroughForm(page, member);
      await page
        .getByRole('group', { name: 'Episode actions' })
        .getByRole('button', { name: /^Share/ })
        .click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls.map((call) => call.url)))
        .toEqual([new URL(episodePath(episode._id), page.url()).href]);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test.describe('failures', () => {
    test.use({ allowConsoleErrors: [/status of (404|500)/] });

    test("an unknown id shows 'No episode found' and Go Back returns", async ({ page }) => {
      await page.goto(ROUTES.stream);
      await page.goto(episodePath('no-such-episode'));
      await expect(page.getByRole('heading', { level: 1, name: 'No episode found' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Go Back' }).click();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.stream}$`));
    });

    test('a failed action tells the member in a toast', async ({ page }, testInfo) => {
      const member = newMember('failing');
      await registerThroughApi(page.request, member);
      const episode = episodeFor(await episodeCategories(page), testInfo, 4);
      await page.route('**/api/v1/user/like-unlike-stream', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false,"message":"Please try again later."}',
        }),
      );
      await page.goto(`${ROUTES.login}?next=${encodeURIComponent(episodePath(episode._id))}`);
      await logInThroughForm(page, member);
      const like = page.getByRole('group', { name: 'Episode actions' }).getByRole('button', { name: /^Like/ });
      await like.click();
      await expect(page.getByRole('status').getByText('The episode could not be liked. Please try again later.')).toBeVisible();
      await expect(like).toHaveAttribute('aria-pressed', 'false');
    });

    test('a share the server cannot count says so in a toast; the link was copied all the same', async ({ page }, testInfo) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      });
      const member = newMember('sharefail');
      await registerThroughApi(page.request, member);
      const episode = episodeFor(await episodeCategories(page), testInfo, 5);
      await page.route('**/api/v1/user/share-stream', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Down."}' }),
      );
      await page.goto(`${ROUTES.login}?next=${encodeURIComponent(episodePath(episode._id))}`);
      await logInThroughForm(page, member);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page
        .getByRole('group', { name: 'Episode actions' })
        .getByRole('button', { name: /^Share/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Share this episode' });
      await dialog.getByRole('button', { name: 'Copy Link' }).click();
      await expect(page.getByRole('status').getByText(INTERACTION_MESSAGES.shareNotCounted)).toBeVisible();
      await expect(page.getByText('Link copied!')).toBeVisible();
    });
  });
});

/** Escapes a string for use inside a RegExp. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
