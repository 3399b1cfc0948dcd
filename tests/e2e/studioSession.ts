/**
 * A staff member's way into the Studio in the browser tests: sign up, confirm the address, be given
 * the staff role by the member script, log in at /studio; and the rule that nothing but this
 * machine is reached.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { ROOT } from '../../scripts/lib';
import { DESK_GROUPS, FIXED_DOCUMENTS } from '../../studio/structure/groups';
import { linkIn, readOutbox } from '../api/outbox';
import { killAllServers, request, type ServerProcess, startServerProcess, tempDataDir } from '../api/processes';

/** The built Studio and site the tests use (npm test builds both; a work tree may point at its own). */
export const STUDIO_DIST_DIR = process.env.STUDIO_DIST_DIR ?? path.join(ROOT, 'dist/studio');
export const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'dist/web');

/**
 * One server with the built Studio and site for the tests of a file: started before them on a new
 * data folder (a first start takes minutes on a busy machine), stopped after them. `env` adds to
 * the server's settings.
 */
export function studioServer(env: Record<string, string> = {}): { server: ServerProcess; env: Record<string, string> } {
  const shared = { env: { STUDIO_DIST_DIR, WEB_DIST_DIR, ...env } } as unknown as {
    server: ServerProcess;
    env: Record<string, string>;
  };
  test.beforeAll(async () => {
    test.setTimeout(270_000);
    if (!fs.existsSync(path.join(STUDIO_DIST_DIR, 'index.html'))) {
      throw new Error(`No built Studio in ${STUDIO_DIST_DIR}: run "npm run studio:build" (npm test builds it).`);
    }
    shared.server = await startServerProcess({ dataDir: tempDataDir(), env: shared.env, startupTimeoutMs: 240_000 });
  });
  test.afterAll(killAllServers);
  return shared;
}

export const PASSWORD = 'saffron-river-42';

/** Only this machine: the Studio must work with no Sanity account and no internet. */
export async function blockOtherHosts(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
}

export interface StaffName {
  firstName: string;
  lastName: string;
}

export async function signUp(baseUrl: string, email: string, name: StaffName = { firstName: 'Sita', lastName: 'Editor' }) {
  const body = { ...name, email, phone: '+91 98765 43210', country: 'India', password: PASSWORD, confirmPassword: PASSWORD };
  expect((await request(baseUrl, 'POST', '/api/v1/user/register', body)).status).toBe(201);
  const login = await request(baseUrl, 'POST', '/api/v1/user/login', { email, password: PASSWORD });
  return login.body.data.token as string;
}

/** Opens the confirmation link the sign-up e-mailed: only a proven address may be given a role. */
export async function confirmAddress(baseUrl: string, dataDir: string, email: string) {
  const mail = (await readOutbox(dataDir, { to: email }))
    .filter((message) => message.headers.get('x-jnanam-kind') === 'email-confirm')
    .at(-1);
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
export async function newStaff(baseUrl: string, dataDir: string, email: string, name?: StaffName): Promise<string> {
  const token = await signUp(baseUrl, email, name);
  await confirmAddress(baseUrl, dataDir, email);
  expect(await makeStaff(dataDir, email)).toBe(0);
  return token;
}

/**
 * The Studio's address of a document as its desk reaches it: its group, then its type's list (the
 * document's own id after it), or the fixed document or singleton itself.
 */
export function deskPath(type: string, id: string): string {
  const group = DESK_GROUPS.find((candidate) => candidate.types.includes(type));
  expect(group, `the desk group of ${type}`).toBeTruthy();
  // The desk names a list item without an id by its title, camel-cased; the groups' titles are single words.
  const groupId = group!.title.charAt(0).toLowerCase() + group!.title.slice(1);
  const singleton = FIXED_DOCUMENTS[type] !== undefined || id === type;
  return `/studio/structure/${groupId};${singleton ? id : `${type};${id}`}`;
}

/**
 * Opens a document by its Studio address, as a link or bookmark does, and waits for its form: the
 * first load of the Studio's code takes tens of seconds on a busy two-core machine.
 */
export async function openDocument(page: Page, baseUrl: string, type: string, id: string) {
  await page.goto(`${baseUrl}${deskPath(type, id)}`);
  const form = page.getByTestId('form-view');
  await expect(form, `${type} ${id} opens`).toBeVisible({ timeout: 120_000 });
  // The form's fields are drawn after its frame: on a busy machine seconds later.
  await expect(form.locator('input, textarea, [contenteditable="true"]').first(), `${type} ${id} shows its fields`).toBeVisible({
    timeout: 60_000,
  });
}

/** Publishes the open document and waits until the Studio says so. */
export async function publish(page: Page) {
  const button = page.getByTestId('action-publish');
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
  await expect(page.getByText('was published')).toBeVisible({ timeout: 30_000 });
  await expect(button).toBeDisabled({ timeout: 30_000 });
}
