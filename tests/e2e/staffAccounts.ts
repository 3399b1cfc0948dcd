/**
 * Accounts with a role for browser tests on a server of their own: sign up through the API, open
 * the confirmation link the sign-up e-mailed (only a proven address may be given a role), and give
 * the role with the server-side command, as the trust does.
 */
import { spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { ROOT } from '../../scripts/lib';
import { linkIn, readOutbox } from '../api/outbox';
import { request } from '../api/processes';
import { expect } from './fixtures';

export const STAFF_PASSWORD = 'saffron-river-42';

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  token: string;
}

export async function signUp(baseUrl: string, firstName: string, lastName: string): Promise<Account> {
  const email = `${firstName}.${lastName}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@studio.example`.toLowerCase();
  const body = {
    firstName,
    lastName,
    email,
    phone: '+91 98765 43210',
    country: 'India',
    password: STAFF_PASSWORD,
    confirmPassword: STAFF_PASSWORD,
  };
  expect((await request(baseUrl, 'POST', '/api/v1/user/register', body)).status).toBe(201);
  const login = await request(baseUrl, 'POST', '/api/v1/user/login', { email, password: STAFF_PASSWORD });
  return { firstName, lastName, email, token: login.body.data.token as string };
}

export async function giveRole(baseUrl: string, dataDir: string, account: Account, role: 'staff' | 'moderator') {
  const mail = (await readOutbox(dataDir, { to: account.email }))
    .filter((message) => message.headers.get('x-jnanam-kind') === 'email-confirm')
    .at(-1);
  const link = mail && linkIn(mail, '/confirm-email');
  expect(link, `a confirmation link for ${account.email}`).toBeTruthy();
  const token = new URL(link!).searchParams.get('token');
  expect((await request(baseUrl, 'POST', '/api/v1/account/email/confirm', { token })).status).toBe(200);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/member.ts', 'role', account.email, role], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    child.on('exit', (exitCode) => resolve(exitCode));
  });
  expect(code).toBe(0);
}

export async function logInToStudio(page: Page, baseUrl: string, account: Account) {
  await page.goto(`${baseUrl}/studio`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}
