import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ROUTES } from '../../contracts/routes';
import { latestTo, linkIn } from '../api/outbox';
import { expect } from './fixtures';

/** The e2e server's DATA_DIR (as playwright.config.ts gives it): its outbox holds what the server e-mailed. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `jnanam-e2e-${process.env.E2E_PORT ?? 4173}`);

/** A strong password zxcvbn accepts (the server refuses common ones). */
export const MEMBER_PASSWORD = 'Saffron-Lotus-River-42';

export interface Member {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  password: string;
}

/** A member no other test uses: the server's data directory is shared by the whole run. */
export function newMember(label = 'member'): Member {
  return {
    firstName: 'Asha',
    lastName: `Tester ${label}`,
    email: `${label}-${randomUUID().slice(0, 12)}@example.com`,
    phone: '+91 98765 43210',
    country: 'India',
    password: MEMBER_PASSWORD,
  };
}

/**
 * Registers through the API (for tests whose subject is not the sign-up page) and opens the
 * confirmation link the server e-mailed, as a member who posts, comments or writes messages has;
 * `{ confirmed: false }` leaves it unopened.
 */
export async function registerThroughApi(request: APIRequestContext, member: Member, { confirmed = true } = {}) {
  const response = await request.post('/api/v1/user/register', { data: { ...member, confirmPassword: member.password } });
  expect(response.status(), await response.text()).toBe(201);
  if (confirmed) await confirmThroughOutbox(request, member.email);
}

/** Opens the latest confirmation link the e2e server e-mailed to `email` (as the /confirm-email page does). */
export async function confirmThroughOutbox(request: APIRequestContext, email: string) {
  const mail = await latestTo(E2E_DATA_DIR, email.toLowerCase(), 'email-confirm');
  const link = mail && linkIn(mail, ROUTES.confirmEmail);
  expect(link, `a confirmation link e-mailed to ${email}`).toBeTruthy();
  const response = await request.post('/api/v1/account/email/confirm', {
    data: { token: new URL(link!).searchParams.get('token') },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills the login form the way a visitor does and waits until the header greets the member. */
export async function logInThroughForm(page: Page, member: Member) {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`${ROUTES.login}`));
}

/**
 * The header's account area, opened: inside the menu on narrow screens; on wide ones a member's
 * links are in the menu under their name (a stored session shows it once the page has hydrated).
 */
export async function accountArea(page: Page) {
  const banner = page.getByRole('banner');
  const mobileToggle = banner.getByRole('button', { name: 'Open menu' });
  if (await mobileToggle.isVisible()) {
    await mobileToggle.click();
    return banner;
  }
  if (await page.evaluate(() => window.localStorage.getItem('token'))) {
    const memberMenu = banner.getByRole('button', { name: /^Logged in as / });
    await expect(memberMenu).toBeVisible();
    await memberMenu.click();
  }
  return banner;
}

/** A member signed up and confirmed through the API, with their token and handle (for tests whose subject is not signing up). */
export interface Signed {
  member: Member;
  token: string;
  handle: string;
}

export async function signedUp(request: APIRequestContext, label: string): Promise<Signed> {
  const member = newMember(label);
  await registerThroughApi(request, member);
  const login = await request.post('/api/v1/user/login', { data: { email: member.email, password: member.password } });
  const token = (await login.json()).data.token as string;
  const me = await request.get('/api/v1/community/me', { headers: { authorization: `Bearer ${token}` } });
  return { member, token, handle: (await me.json()).profile.handle };
}
