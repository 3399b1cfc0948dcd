import type { Page, Request } from '@playwright/test';
import { SESSION_MESSAGES } from '../../contracts/messages/session';
import { ROUTES } from '../../contracts/routes';
import { SESSION_MARK_COOKIE } from '../../contracts/sessionRules';
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures';
import { accountArea, logInThroughForm, newMember, registerThroughApi, type Member } from './memberHelpers';

const REGISTER = '**/api/v1/user/register';
const LOGIN = '**/api/v1/user/login';

async function fillSignUp(page: Page, member: Member, confirmPassword = member.password) {
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Phone').fill(member.phone);
  await page.getByLabel('Country').fill(member.country);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password').fill(confirmPassword);
}

/** Collects the API requests a page makes, to prove that none was sent. */
function recordApiRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) requests.push(request);
  });
  return requests;
}

const submitSignUp = (page: Page) => page.getByRole('button', { name: 'Sign Up', exact: true }).last().click();

test.describe('sign-up', () => {
  test('has every field, both Sign Up buttons, the Sign In link and the legal notices', async ({ page }) => {
    await page.goto(ROUTES.signUp);
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Country', 'Confirm password']) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', ROUTES.login);
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      ROUTES.terms,
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', ROUTES.privacy);
    await expectNoSeriousA11yViolations(page);
  });

  test('required fields say what is missing next to them, and nothing is sent', async ({ page }) => {
    const requests = recordApiRequests(page);
    await page.goto(ROUTES.signUp);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).first().click();
    await expect(page.getByRole('alert')).toHaveText('Please correct the marked fields.');
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Enter your first name.');
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Enter your last name.');
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Enter your phone number.');
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByLabel('Country')).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill('not-an-email');
    await submitSignUp(page);
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    await expectNoSeriousA11yViolations(page);
    expect(requests).toEqual([]);
  });

  test("'Passwords do not match': no request, the passwords are cleared, the rest is kept", async ({ page }) => {
    const requests = recordApiRequests(page);
    const member = newMember('mismatch');
    await page.goto(ROUTES.signUp);
    await fillSignUp(page, member, `${member.password}-other`);
    await submitSignUp(page);
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    // Beside the fields too: on a phone the alert is far above the bottom Sign Up button.
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription(/^Type the same password in both fields\./);
    await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Type the same password in both fields.');
    await expect(page.getByLabel('First name')).toHaveValue(member.firstName);
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    await expect(page.getByLabel('Phone')).toHaveValue(member.phone);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Confirm password')).toHaveValue('');
    expect(requests).toEqual([]);
  });

  test('a common password is refused next to the field before anything is sent', async ({ page }) => {
    const requests = recordApiRequests(page);
    const member = { ...newMember('common'), password: 'password123' };
    await page.goto(ROUTES.signUp);
    await fillSignUp(page, member);
    await submitSignUp(page);
    await expect(page.getByRole('alert')).toHaveText('Please correct the marked fields.');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/^This password is too common or too easy to guess/);
    await expect(password).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    expect(requests).toEqual([]);
  });

  test('a strength meter rates the password as it is typed', async ({ page }) => {
    await page.goto(ROUTES.signUp);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('password');
    await expect(page.getByText(/Password strength: Very weak/)).toBeVisible();
    await password.fill('Saffron-Lotus-River-42');
    await expect(page.getByText(/Password strength: (Strong|Very strong)/)).toBeVisible();
  });

  test('success says on the login page that a confirmation e-mail was sent, then the member logs in and out', async ({
    page,
  }) => {
    const member = newMember('signup');
    await page.goto(ROUTES.signUp);
    await fillSignUp(page, member);
    await submitSignUp(page);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
    await expect(page.getByRole('alert')).toHaveText(SESSION_MESSAGES.signedUp(member.email.toLowerCase()));
    await expect(page.getByLabel('Email')).toHaveValue(member.email);

    await logInThroughForm(page, member);
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      userType: localStorage.getItem('userType'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.userType).toBe('User');

    let header = await accountArea(page);
    await expect(header.getByText(`${member.firstName} ${member.lastName}`).filter({ visible: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Join' })).toHaveCount(0);

    // The session is read back at start.
    await page.reload();
    header = await accountArea(page);
    await expect(header.getByText(`${member.firstName} ${member.lastName}`).filter({ visible: true })).toBeVisible();

    const logout = page.waitForRequest((request) => request.url().endsWith('/api/v1/user/logout') && request.method() === 'POST');
    await header.getByRole('button', { name: 'Log Out' }).click();
    await logout;
    await expect(page.getByText('You have logged out.')).toBeVisible();
    header = await accountArea(page);
    await expect(header.getByRole('link', { name: 'Join' })).toBeVisible();
    const cleared = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userType')]);
    expect(cleared).toEqual([null, null]);
  });

  test.describe('refused by the server', () => {
    // The refusals arrive as 4xx answers, which Chromium reports on the console.
    test.use({ allowConsoleErrors: [/status of 409/] });

    test("an e-mail already registered shows the server's message and keeps what was typed", async ({ page, request }) => {
      const member = newMember('duplicate');
      await registerThroughApi(request, member);
      await page.goto(ROUTES.signUp);
      await fillSignUp(page, member);
      await submitSignUp(page);
      await expect(page.getByRole('alert')).toHaveText(
        'An account with this e-mail address already exists. Please log in instead.',
      );
      await expect(page).toHaveURL(new RegExp(`${ROUTES.signUp}$`));
      // The answer to the bottom button is brought into view (and focus), under the sticky header.
      await expect(page.getByRole('alert')).toBeFocused();
      await expect(page.getByRole('alert')).toBeInViewport();
      await expect(page.getByLabel('Last name')).toHaveValue(member.lastName);
      await expect(page.getByLabel('Country')).toHaveValue(member.country);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    });
  });

  test.describe('when the server does not cooperate', () => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });

    test("an answer without success says 'Signup failed. Try again.'; the button is disabled while sending", async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(REGISTER, async (route) => {
        await held;
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
      });
      await page.goto(ROUTES.signUp);
      await fillSignUp(page, newMember('nosuccess'));
      await submitSignUp(page);
      await expect(page.getByRole('button', { name: 'Signing up…' }).first()).toBeDisabled();
      release();
      await expect(page.getByRole('alert')).toHaveText('Signup failed. Try again.');
      await expect(page.getByRole('button', { name: 'Sign Up', exact: true }).last()).toBeEnabled();
    });

    test("a failed request says 'Something went wrong during signup.'", async ({ page }) => {
      await page.route(REGISTER, (route) => route.abort('connectionrefused'));
      await page.goto(ROUTES.signUp);
      await fillSignUp(page, newMember('aborted'));
      await submitSignUp(page);
      await expect(page.getByRole('alert')).toHaveText('Something went wrong during signup.');
      await expect(page.getByRole('alert')).toBeInViewport();
    });

    test("login: no token says 'Invalid credentials'; a failed request says 'Login failed. Please check your email/password.'", async ({
      page,
    }) => {
      await page.route(LOGIN, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' }),
      );
      await page.goto(ROUTES.login);
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByLabel('Password', { exact: true }).fill('whatever-it-is');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
      await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

      await page.unroute(LOGIN);
      await page.route(LOGIN, (route) => route.abort('connectionrefused'));
      await page.getByLabel('Password', { exact: true }).fill('whatever-it-is');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your email/password.');
      await expect(page.getByRole('alert')).toBeFocused();
    });
  });
});

test.describe('login', () => {
  test('has its fields, Remember me, Forgot Password, Sign Up, Facebook and Google; unavailable ones say so', async ({
    page,
  }) => {
    await page.goto(ROUTES.login);
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
    await page.getByLabel('Remember me').check();
    await expect(page.getByLabel('Remember me')).toBeChecked();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', ROUTES.signUp);

    // Forgot Password opens the reset request (tests/e2e/accounts.spec.ts follows it through).
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('button', { name: 'Forgot Password' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
    await page.getByRole('button', { name: 'Facebook' }).click();
    await expect(
      page.getByText('Logging in with Facebook is not available yet. Please use your email and password.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Google' }).click();
    await expect(
      page.getByText('Logging in with Google is not available yet. Please use your email and password.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('empty fields are marked and nothing is sent', async ({ page }) => {
    const requests = recordApiRequests(page);
    await page.goto(ROUTES.login);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter your email address.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Enter your password.');
    expect(requests).toEqual([]);
  });

  test('sent before the page’s code has run, the form comes back, with nothing typed in the address', async ({
    browser,
    baseURL,
  }) => {
    const withoutScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await withoutScript.newPage();
    await page.goto(ROUTES.login);
    await page.getByLabel('Email').fill('early@example.org');
    await page.getByLabel('Password', { exact: true }).fill('Typed-Before-Hydration-1');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    expect((await answer).status()).toBe(303);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(ROUTES.login);
    expect(page.url()).not.toContain('Typed-Before-Hydration');
    await withoutScript.close();
  });

  test.describe('refused by the server', () => {
    test.use({ allowConsoleErrors: [/status of 401/] });

    test("a wrong password shows the server's message", async ({ page, request }) => {
      const member = newMember('wrongpw');
      await registerThroughApi(request, member);
      await page.goto(ROUTES.login);
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill('Not-The-Right-One-77');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
      await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
    });
  });

  test.describe('an expired or forged token', () => {
    test.use({ allowConsoleErrors: [/status of 401/] });

    /** The cookie a login leaves for the browser's session (without it a stored token counts as from a closed browser). */
    const markBrowserSession = (page: Page, baseURL: string | undefined) =>
      page.context().addCookies([{ name: SESSION_MARK_COOKIE, value: '1', url: baseURL ?? '' }]);

    test('a refused token that cannot be renewed logs the member out with a message', async ({ page, baseURL }) => {
      await page.goto(ROUTES.home);
      await markBrowserSession(page, baseURL);
      await page.evaluate(() => {
        localStorage.setItem('token', 'forged.token.value');
        localStorage.setItem('userType', 'User');
        localStorage.setItem('user', JSON.stringify({ firstName: 'Old', lastName: 'Session' }));
      });
      const refused = page.waitForRequest((request) => request.headers()['authorization'] === 'Bearer forged.token.value');
      const renewal = page.waitForResponse('**/api/v1/user/token/refresh');
      await page.goto('/video-player/why-we-chant-om');
      expect((await refused).headers()['usertype']).toBe('User');
      // No refresh token in this browser: the one renewal is refused, and the session ends.
      expect((await renewal).status()).toBe(401);
      await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
      const header = await accountArea(page);
      await expect(header.getByRole('link', { name: 'Join' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    test('logging out after the token ran out renews it, ends the session on the server and says nothing of a session ending', async ({
      page,
      request,
    }) => {
      const member = newMember('expired-logout');
      await registerThroughApi(request, member);
      await page.goto(ROUTES.login);
      await logInThroughForm(page, member);
      await page.evaluate(() => localStorage.setItem('token', 'ran.out.token'));
      const header = await accountArea(page);
      const loggedOut = page.waitForResponse((response) => response.url().endsWith('/user/logout') && response.ok());
      await header.getByRole('button', { name: 'Log Out' }).click();
      await loggedOut;
      await expect(page.getByText('You have logged out.')).toBeVisible();
      await expect(page.getByText('Your session has ended. Please log in again.')).toHaveCount(0);
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userType')])).toEqual([null, null]);
      expect((await page.request.post('/api/v1/user/token/refresh')).status()).toBe(401);
    });
  });
});

test.describe('session headers', () => {
  test("a visitor's requests carry userType 'User' and no Authorization; a member's carry both", async ({ page, request }) => {
    // A visitor's browser asks the API for what the page's HTML did not bring: a book's reviews.
    await page.goto(ROUTES.marketPlace);
    const reviewsAsked = page.waitForRequest('**/api/v1/books/*/reviews*');
    await page.getByRole('main').locator('a[href^="/market-place2?book="]').first().click();
    const anonymous = await (await reviewsAsked).allHeaders();
    expect(anonymous['usertype']).toBe('User');
    expect(anonymous['authorization']).toBeUndefined();

    const member = newMember('headers');
    await registerThroughApi(request, member);
    await page.goto(`${ROUTES.login}?next=${encodeURIComponent(ROUTES.stream)}`);
    const listedAgain = page.waitForRequest('**/api/v1/user/getAllEpisodesGroupedByCategory');
    await logInThroughForm(page, member);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const signedIn = await (await listedAgain).allHeaders();
    expect(signedIn['authorization']).toBe(`Bearer ${token}`);
    expect(signedIn['usertype']).toBe('User');
  });
});

test('on a phone the Facebook and Google buttons stay inside the login card', { tag: BOTH_WIDTHS }, async ({ page }) => {
  test.skip(!isMobile(page), 'at 1280 px the card holds both side by side');
  await page.goto(ROUTES.login);
  const card = page.getByRole('main').locator('section', { has: page.getByRole('heading', { name: 'Log In' }) });
  const frame = (await card.boundingBox())!;
  for (const name of ['Facebook', 'Google']) {
    const box = (await card.getByRole('button', { name }).boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width, name).toBeLessThanOrEqual(frame.x + frame.width);
  }
});
