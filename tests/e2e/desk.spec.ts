/**
 * The trust's desk in the Studio, as staff use it: an enquiry sent from /about reaches the trust's
 * contact address with a link that opens it on the desk, and the answer sent there reaches the
 * visitor; a book order paid in test mode is marked shipped with a tracking number, and the
 * member's "My orders" shows it with a link to the carrier's tracking page; a membership is found
 * and extended on the desk and its list saved as CSV; every tab looked at; a donor's Form 10BE for
 * last year is made on the desk as a PDF that names their PAN and the year's total. The Studio is a
 * desktop application: 1280 px only.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CLOCK_SHIFT_HEADER } from '../../api/src/clock';
import { FORM_10BE_SCREEN } from '../../contracts/messages/form10be';
import { ROUTES } from '../../contracts/routes';
import { ROOT } from '../../scripts/lib';
import { linkIn, readOutbox } from '../api/outbox';
import {
  bearer,
  confirmOnServer,
  killAllServers,
  request,
  type ServerProcess,
  startServerProcess,
  tempDataDir,
} from '../api/processes';
import { contactFormTexts } from './contactForm';
import { blockOtherHosts, logInToStudio, newStaff, PASSWORD } from './studioSession';

const STUDIO_DIST_DIR = process.env.STUDIO_DIST_DIR ?? path.join(ROOT, 'dist/studio');
const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'dist/web');

let server: ServerProcess;
test.beforeAll(async () => {
  test.setTimeout(270_000);
  server = await startServerProcess({
    dataDir: tempDataDir(),
    // A request may move the clock for itself: the Form 10BE donor gave a year ago.
    env: { STUDIO_DIST_DIR, WEB_DIST_DIR, CLOCK_CONTROL: 'header' },
    startupTimeoutMs: 240_000,
  });
});
test.afterAll(killAllServers);

/** A member with a paid order of two books (test mode, as the checkout's Pay button does it); its number's id. */
async function memberWithPaidOrder(baseUrl: string, email: string) {
  const body = {
    firstName: 'Asha',
    lastName: 'Reader',
    email,
    phone: '+91 98765 43210',
    country: 'India',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  };
  expect((await request(baseUrl, 'POST', '/api/v1/user/register', body)).status).toBe(201);
  await confirmOnServer(server, email);
  const token = (await request(baseUrl, 'POST', '/api/v1/user/login', { email, password: PASSWORD })).body.data.token as string;
  await request(baseUrl, 'PUT', '/api/v1/cart/items/book-yoga-of-breath', { quantity: 2 }, bearer(token));
  const address = {
    name: 'Asha Reader',
    phone: '+91 98765 43210',
    addressLine1: '12 College Street',
    addressLine2: '',
    city: 'Kolkata',
    state: 'West Bengal',
    pin: '700073',
  };
  const placed = await request(
    baseUrl,
    'POST',
    '/api/v1/book-orders',
    { requestKey: `desk-e2e-${Date.now()}-order`, address },
    bearer(token),
  );
  const paymentOrderId = placed.body.order.paymentOrderId as string;
  const pay = await fetch(`${baseUrl}/pay/test/${paymentOrderId}/pay`, { method: 'POST', redirect: 'manual' });
  const proof = new URL(pay.headers.get('location') ?? '', baseUrl).searchParams;
  expect(
    (
      await request(baseUrl, 'POST', `/api/v1/payments/orders/${paymentOrderId}/verify`, {
        paymentId: proof.get('paymentId'),
        signature: proof.get('signature'),
      })
    ).status,
  ).toBe(200);
  return { number: placed.body.order.number as string, id: Number(/\d+$/.exec(placed.body.order.number as string)![0]) };
}

test('staff answer an enquiry from /about and ship a paid order from the desk', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the Studio runs once, on the desktop layout');
  test.setTimeout(600_000);
  const { baseUrl, dataDir } = server;
  await blockOtherHosts(page.context());

  // A visitor writes from the about page.
  const visitor = `visitor.${Date.now()}@example.com`;
  await page.goto(`${baseUrl}${ROUTES.about}`);
  const form = page.locator('section#contact');
  await form.getByLabel(contactFormTexts.fullNameLabel).fill('Kamala Devi');
  await form.getByLabel(contactFormTexts.emailLabel).fill(visitor);
  await form.getByLabel(contactFormTexts.messageLabel).fill('Namaste. Does the trust lend books by post?');
  await form.getByRole('button', { name: contactFormTexts.submitLabel }).click();
  await expect(form.getByRole('status')).toHaveText(contactFormTexts.successMessage.replace('{name}', 'Kamala Devi'), {
    timeout: 20_000,
  });

  // The trust's outbox has the notice, with the enquiry's address on the desk.
  const notice = (await readOutbox(dataDir, { to: 'contact@jnanam.example' })).find(
    (mail) => mail.subject === 'New enquiry from Kamala Devi (about page)',
  );
  expect(notice?.text).toContain('Does the trust lend books by post?');
  const link = notice && linkIn(notice, '/studio/trust-desk/enquiries/');
  expect(link).toBeTruthy();

  // Staff open it from the notice and answer.
  const staffEmail = `desk.${Date.now()}@jnanam.example`;
  await newStaff(baseUrl, dataDir, staffEmail, { firstName: 'Meera', lastName: 'Desk' });
  await logInToStudio(page, baseUrl, staffEmail);
  await expect(page.getByRole('link', { name: 'Site', exact: true })).toBeVisible({ timeout: 120_000 });
  await page.goto(link!);
  const enquiry = page.getByTestId('enquiry-detail');
  await expect(enquiry.getByRole('heading', { name: 'Kamala Devi' })).toBeVisible({ timeout: 120_000 });
  await expect(enquiry).toContainText('Does the trust lend books by post?');
  await expect(page.getByTestId('enquiry-list')).toContainText('Kamala Devi');
  await enquiry.getByLabel('Answer by e-mail').fill('Namaste. Yes: write to us with the titles you would like.');
  await enquiry.getByRole('button', { name: 'Send answer' }).click();
  await expect(enquiry.getByRole('status')).toHaveText(`The answer was sent to ${visitor} and kept with the enquiry.`);
  await expect(enquiry.getByTestId('desk-record')).toContainText('answered');
  await expect(enquiry).toContainText('Meera Desk');
  await page.screenshot({ path: testInfo.outputPath('desk-enquiry-1280.png'), fullPage: true });
  const answer = (await readOutbox(dataDir, { to: visitor })).at(-1);
  expect(answer?.text).toContain('write to us with the titles you would like');

  // A member's paid order, shipped from the desk.
  const buyerEmail = `buyer.${Date.now()}@example.com`;
  const order = await memberWithPaidOrder(baseUrl, buyerEmail);
  await page.goto(`${baseUrl}/studio/trust-desk/orders/${order.id}`);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('heading', { name: order.number })).toBeVisible({ timeout: 60_000 });
  await expect(detail).toContainText('2 × The Yoga of Breath');
  await expect(detail).toContainText('12 College Street');
  const [slip] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: 'Packing slip (PDF)' }).click()]);
  expect(slip.suggestedFilename()).toBe(`packing-slip-${order.number}.pdf`);
  expect((await readFile((await slip.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await detail.getByLabel('Carrier').selectOption('India Post');
  await detail.getByLabel('Tracking number').fill('EE123456789IN');
  await detail.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(detail.getByRole('status')).toHaveText(
    `Order ${order.number} is marked shipped; the member has been told by e-mail.`,
  );
  await expect(detail.getByTestId('desk-record')).toContainText('marked shipped');
  await expect(detail).toContainText('Shipped with India Post, tracking number EE123456789IN');
  await page.screenshot({ path: testInfo.outputPath('desk-order-1280.png'), fullPage: true });
  expect((await readOutbox(dataDir, { to: buyerEmail })).map((mail) => mail.subject)).toContain(
    `Your Jnanam order ${order.number} has shipped`,
  );

  // The member sees it in My orders.
  const member = await browser.newPage();
  await member.goto(`${baseUrl}${ROUTES.login}`);
  // The form takes typing once its code has hydrated it; earlier keystrokes are drawn over.
  await expect(member.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
  await member.getByLabel('Email').fill(buyerEmail);
  await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await member.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(member).not.toHaveURL(new RegExp(ROUTES.login), { timeout: 30_000 });
  await member.goto(`${baseUrl}${ROUTES.myOrders}`);
  await expect(member.getByTestId('order-stage')).toHaveText('Shipped with India Post — tracking number EE123456789IN', {
    timeout: 20_000,
  });
  const tracking = member.getByRole('link', { name: 'Follow the parcel on India Post’s site' });
  await expect(tracking).toHaveAttribute('href', /^https:\/\/www\.indiapost\.gov\.in\/.*=EE123456789IN$/);
  await member.screenshot({ path: testInfo.outputPath('my-orders-shipped-1280.png'), fullPage: true });
  await member.setViewportSize({ width: 375, height: 812 });
  await member.screenshot({ path: testInfo.outputPath('my-orders-shipped-375.png'), fullPage: true });
  await member.close();
});

/** A signed-up, confirmed member who bought a yearly plan in test mode; the desk id and end of their membership. */
async function memberWithMembership(baseUrl: string, email: string, firstName: string) {
  const body = { firstName, lastName: 'Iyer', email, phone: '+91 98765 43210', country: 'India', password: PASSWORD, confirmPassword: PASSWORD };
  expect((await request(baseUrl, 'POST', '/api/v1/user/register', body)).status).toBe(201);
  await confirmOnServer(server, email);
  const token = (await request(baseUrl, 'POST', '/api/v1/user/login', { email, password: PASSWORD })).body.data.token as string;
  const created = await request(
    baseUrl,
    'POST',
    '/api/v1/memberships/orders',
    { planId: 'membershipPlan-divyajnanam', period: 'yearly', idempotencyKey: `mem_desk${Date.now()}e2e` },
    bearer(token),
  );
  const orderId = created.body.order.id as string;
  const pay = await fetch(`${baseUrl}/pay/test/${orderId}/pay`, { method: 'POST', redirect: 'manual' });
  const proof = new URL(pay.headers.get('location') ?? '', baseUrl).searchParams;
  await request(baseUrl, 'POST', `/api/v1/payments/orders/${orderId}/verify`, { paymentId: proof.get('paymentId'), signature: proof.get('signature') });
  return (await request(baseUrl, 'GET', '/api/v1/memberships/me', undefined, bearer(token))).body.current.endsAt as string;
}

const shortDay = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

test('staff find a membership, extend it and see its new date, and save the list as CSV', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the Studio runs once, on the desktop layout');
  test.setTimeout(300_000);
  const { baseUrl } = server;
  await blockOtherHosts(page.context());
  const email = `kiran.${Date.now()}@example.com`;
  const endsAt = await memberWithMembership(baseUrl, email, 'Kiran');

  const staffEmail = `desk.members.${Date.now()}@jnanam.example`;
  await newStaff(baseUrl, server.dataDir, staffEmail, { firstName: 'Ravi', lastName: 'Desk' });
  await logInToStudio(page, baseUrl, staffEmail);
  await expect(page.getByRole('link', { name: 'Site', exact: true })).toBeVisible({ timeout: 120_000 });
  await page.goto(`${baseUrl}/studio/trust-desk/memberships`);
  const list = page.getByTestId('membership-list');
  await page.getByRole('textbox', { name: 'Search' }).fill(email);
  await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 60_000 });
  await list.getByRole('link', { name: 'Kiran Iyer' }).click();
  const detail = page.getByTestId('membership-detail');
  await expect(detail.getByRole('heading', { name: 'Kiran Iyer' })).toBeVisible();
  await expect(detail).toContainText(shortDay(endsAt));

  await detail.getByLabel('Days').fill('30');
  await detail.getByLabel('Reason (the member reads it)').first().fill('The reading room was closed in December.');
  await detail.getByRole('button', { name: 'Extend' }).click();
  const newEnd = shortDay(new Date(Date.parse(endsAt) + 30 * 24 * 60 * 60_000).toISOString());
  await expect(detail.getByRole('status')).toHaveText(`Kiran Iyer’s membership now runs until ${new Date(Date.parse(endsAt) + 30 * 24 * 60 * 60_000).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })}; the member has been told by e-mail.`);
  await expect(detail).toContainText(newEnd);
  await expect(list).toContainText(newEnd);
  await expect(detail.getByTestId('desk-record')).toContainText('extended by 30 days');
  await expect(detail.getByTestId('desk-record')).toContainText('Ravi Desk');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^memberships-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[1]).toContain(`,Kiran Iyer,${email},`);
  await page.screenshot({ path: testInfo.outputPath('desk-memberships-1280.png'), fullPage: true });

  // The other tabs as staff first see them, and a donation found by its donor's name.
  const donor = `gita.${Date.now()}@example.com`;
  const donation = await request(baseUrl, 'POST', '/api/v1/donations', {
    firstName: 'Gita',
    lastName: 'Bhat',
    email: donor,
    country: 'India',
    phone: '98765 43210',
    amountRupees: 2501,
    pan: 'ABCDE1234F',
    address: '4 Temple Road, Udupi 576101',
    showName: true,
    causeId: 'donationCause-vedic-research',
    idempotencyKey: `desk-e2e-donation-${Date.now()}`,
  });
  const donationOrder = donation.body.order.id as string;
  const paid = await fetch(`${baseUrl}/pay/test/${donationOrder}/pay`, { method: 'POST', redirect: 'manual' });
  const proof = new URL(paid.headers.get('location') ?? '', baseUrl).searchParams;
  await request(baseUrl, 'POST', `/api/v1/payments/orders/${donationOrder}/verify`, { paymentId: proof.get('paymentId'), signature: proof.get('signature') });
  for (const [tab, name] of [['Enquiries', 'enquiries'], ['Book orders', 'orders'], ['Donations', 'donations']] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/trust-desk/${name}$`));
    if (name === 'donations') {
      await page.getByRole('textbox', { name: 'Search' }).fill('gita bhat');
      await page.getByTestId('donation-list').getByRole('link').first().click();
      await expect(page.getByTestId('donation-detail')).toContainText('2,501');
    }
    await page.screenshot({ path: testInfo.outputPath(`desk-${name}-1280.png`), fullPage: true });
  }
});

/** A donation with a PAN paid in test mode a year ago (the last financial year, now closed); the donor's e-mail. */
async function donationLastYear(baseUrl: string, pan: string, amountRupees: number) {
  const email = `donor.${Date.now()}@example.com`;
  const yearAgo = { [CLOCK_SHIFT_HEADER]: String(-365 * 24 * 60 * 60_000) };
  const created = await request(
    baseUrl,
    'POST',
    '/api/v1/donations',
    {
      firstName: 'Sudha',
      lastName: 'Ganesan',
      email,
      country: 'India',
      phone: '98765 43210',
      amountRupees,
      pan,
      address: '7 Car Street, Mylapore, Chennai 600004',
      showName: false,
      causeId: 'donationCause-vedic-research',
      idempotencyKey: `desk-e2e-${Date.now()}-donation`,
    },
    yearAgo,
  );
  const orderId = created.body.order.id as string;
  const pay = await fetch(`${baseUrl}/pay/test/${orderId}/pay`, { method: 'POST', redirect: 'manual', headers: yearAgo });
  const proof = new URL(pay.headers.get('location') ?? '', baseUrl).searchParams;
  const verified = await request(baseUrl, 'POST', `/api/v1/payments/orders/${orderId}/verify`, { paymentId: proof.get('paymentId'), signature: proof.get('signature') }, yearAgo);
  expect(verified.status).toBe(200);
  return email;
}

test('staff make a donor’s Form 10BE for last year on the desk: the PDF names the PAN and the year’s total', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the Studio runs once, on the desktop layout');
  test.setTimeout(300_000);
  const { baseUrl, dataDir } = server;
  await blockOtherHosts(page.context());
  const pan = 'SGNPS4821Q';
  const email = await donationLastYear(baseUrl, pan, 12_345);

  const staffEmail = `tax.${Date.now()}@jnanam.example`;
  await newStaff(baseUrl, dataDir, staffEmail, { firstName: 'Meera', lastName: 'Desk' });
  await logInToStudio(page, baseUrl, staffEmail);
  await expect(page.getByRole('link', { name: 'Site', exact: true })).toBeVisible({ timeout: 120_000 });
  await page.goto(`${baseUrl}/studio/trust-desk/donations`);
  await page.getByRole('textbox', { name: 'Search' }).fill(email);
  await page.getByTestId('donation-list').getByRole('link').first().click();

  const detail = page.getByTestId('donation-detail');
  const year = detail.getByTestId(/^form-10be-/);
  await expect(year).toHaveCount(1, { timeout: 60_000 });
  const financialYear = (await year.getAttribute('data-testid'))!.replace('form-10be-', '');
  await expect(year).toContainText(FORM_10BE_SCREEN.forYear(financialYear));
  await expect(year).toContainText('1 donation, ₹12,345.00 in all');
  await page.screenshot({ path: testInfo.outputPath('desk-form-10be-1280.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await year.getByRole('button', { name: FORM_10BE_SCREEN.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`form-10be-${financialYear}-${pan}.pdf`);
  const file = testInfo.outputPath('form-10be.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(`Unique identification number (PAN): ${pan}`);
  expect(text).toMatch(/Total\s+1 donation\s+₹12,345\.00/);

  await expect(detail.getByRole('status')).toHaveText(FORM_10BE_SCREEN.made(`form-10be-${financialYear}-${pan}.pdf`));
  await expect(year).toContainText(/Certificate JN\/10BE\/\d{4}-\d{2}\/\d{6} · not e-mailed yet/);
  await expect(detail.getByTestId('desk-record')).toContainText('Form 10BE made');
  await page.screenshot({ path: testInfo.outputPath('desk-form-10be-made-1280.png'), fullPage: true });
});
