/**
 * A staff member's way into the Studio in the browser tests: sign up, confirm the address, be given
 * the staff role by the member script, log in at /studio; and the rule that nothing but this
 * machine is reached.
 */
import { spawn } from 'node:child_process';
import { type BrowserContext, type Page, expect } from '@playwright/test';
import { ROOT } from '../../scripts/lib';
import { linkIn, readOutbox } from '../api/outbox';
import { request } from '../api/processes';

export const PASSWORD = 'saffron-river-42';

/** Only this machine: the Studio must work with no Sanity account and no internet. */
export async function blockOtherHosts(context: BrowserContext) {
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
}

export async function signUp(baseUrl: string, email: string) {
  const body = { firstName: 'Sita', lastName: 'Editor', email, phone: '+91 98765 43210', country: 'India', password: PASSWORD, confirmPassword: PASSWORD };
  expect((await request(baseUrl, 'POST', '/api/v1/user/register', body)).status).toBe(201);
  const login = await request(baseUrl, 'POST', '/api/v1/user/login', { email, password: PASSWORD });
  return login.body.data.token as string;
}

/** Opens the confirmation link the sign-up e-mailed: only a proven address may be given a role. */
export async function confirmAddress(baseUrl: string, dataDir: string, email: string) {
  const mail = (await readOutbox(dataDir, { to: email })).filter((message) => message.headers.get('x-jnanam-kind') === 'email-confirm').at(-1);
  const link = mail && linkIn(mail, '/confirm-email');
  expect(link, `a confirmation link for ${email}`).toBeTruthy();
  const token = new URL(link!).searchParams.get('token');
  expect((await request(baseUrl, 'POST', '/api/v1/account/email/confirm', { token })).status).toBe(200);
}

export function makeStaff(dataDir: string, email: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/member.ts', 'role', email, 'staff'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    child.on('exit', (code) => resolve(code));
  });
}

export async function logInToStudio(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/studio`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A staff member ready to log in to the Studio; returns their member token. */
export async function newStaff(baseUrl: string, dataDir: string, email: string): Promise<string> {
  const token = await signUp(baseUrl, email);
  await confirmAddress(baseUrl, dataDir, email);
  expect(await makeStaff(dataDir, email)).toBe(0);
  return token;
}
