import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from '@playwright/test';
import { ROUTES } from '../../contracts/routes';
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isMobile, test } from './fixtures';
import { deref, seedDoc } from './seedContent';

const donate = seedDoc('donatePage');
const causes = deref(donate.causes);
const faqs = deref(donate.faqs);
const trust = seedDoc('siteSettings').trust;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `jnanam-e2e-${process.env.E2E_PORT ?? 4173}`);

/** The receipt e-mail sent to `to`, parsed, once it is in DATA_DIR/outbox. */
async function receiptMailTo(to: string) {
  const dir = path.join(dataDir, 'outbox');
  let found: Awaited<ReturnType<typeof simpleParser>> | undefined;
  await expect(async () => {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      if (mail.headers.get('x-jnanam-kind') === 'donation-receipt' && JSON.stringify(mail.to).includes(to)) found = mail;
    }
    expect(found).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found!;
}

async function openDialog(page: Page, causeIndex = 0) {
  const cause = causes[causeIndex]!;
  await page.getByRole('button', { name: `${cause.buttonLabel} to ${cause.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Donate to ${cause.title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillDonor(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Meera');
  await dialog.getByLabel('Last name').fill('Iyer');
  await dialog.getByLabel('Email id').fill(email);
  await dialog.getByLabel('Phone number').fill('9876543210');
  await dialog.getByLabel('PAN').fill('ABCDE1234F');
  await dialog.getByLabel('Postal address').fill('12 Temple Street, Chennai 600004');
}

test.describe('Donate', () => {
  // A long page, a dialog and a checkout walked end to end, each checked with axe: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 240_000 });

  test('shows every section from content; the FAQ is a disclosure list with all four answers; axe is clean', async ({ page }) => {
    await page.goto(ROUTES.donate);
    await expect(page.getByRole('heading', { level: 1, name: donate.banner.heading })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Donate or Membership' });
    await expect(tabs.getByRole('link', { name: 'Donate' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Membership' })).toHaveAttribute('href', ROUTES.membership);
    await expect(page.getByRole('heading', { name: donate.intro.heading })).toBeVisible();
    for (const topic of donate.accessTopics)
      await expect(page.getByRole('heading', { name: topic.title, exact: true })).toBeVisible();
    for (const debt of donate.sacredDebts.debts) await expect(page.getByRole('heading', { name: debt.name })).toBeVisible();
    for (const cause of causes) await expect(page.getByRole('heading', { name: cause.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: donate.topDonors.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: donate.patrons.ctaHeading })).toBeVisible();
    for (const faq of faqs) {
      const question = page.locator('summary', { hasText: faq.question });
      await question.click();
      await expect(question.locator('..').locator('p').first()).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the dialog says what is wrong beside each field, keeps what was typed, and closes by button, Esc and backdrop', async ({
    page,
  }) => {
    await page.goto(ROUTES.donate);
    let dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(dialog.getByText('Enter your first name.')).toBeVisible();
    await expect(dialog.getByText('Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.')).toBeVisible();
    await expect(dialog.getByText('Please choose an amount or enter the amount you prefer.')).toBeVisible();
    await expect(dialog.getByLabel('First name')).toBeFocused();

    await dialog.getByLabel('First name').fill('Meera');
    await dialog.getByLabel('Phone number').fill('5876543210');
    await dialog.getByLabel('PAN').fill('ABCD1234F');
    await dialog.getByLabel(/preferred amount/).fill('100.5');
    await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(dialog.getByText('PAN must be five letters, four digits and a letter, like ABCDE1234F.')).toBeVisible();
    await expect(dialog.getByText('Please enter a whole number of rupees (no paise).')).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveValue('Meera');
    await dialog.getByLabel(/preferred amount/).fill('1000001');
    await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(dialog.getByText(/largest donation online is ₹10,00,000/)).toBeVisible();

    const presets = dialog.getByRole('group', { name: 'Donation amount' }).getByRole('button');
    await expect(presets).toHaveCount(6);
    await presets.nth(1).click();
    await expect(presets.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(presets.nth(0)).toHaveAttribute('aria-pressed', 'false');
    await expect(dialog.getByLabel(/preferred amount/)).toHaveValue('2001');
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    dialog = await openDialog(page, 1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    dialog = await openDialog(page);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test(
    'walks a donation to a paid receipt in test mode: the bill, the receipt, its PDF and the e-mail',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      const email = `meera.${Date.now()}.${isMobile(page) ? 'm' : 'd'}@example.com`;
      await page.goto(ROUTES.donate);
      const dialog = await openDialog(page, 1);
      await fillDonor(page, email);
      await dialog.getByRole('button', { name: '₹2,001' }).click();
      await dialog.getByRole('button', { name: 'Donate', exact: true }).click();

      const panel = page.getByRole('dialog', { name: 'Payment details' });
      await expect(panel.getByTestId('payment-email')).toHaveText(email);
      await expect(panel.getByTestId('bill-amount')).toContainText('₹2,001.00');
      await expect(panel.getByTestId('bill-discount')).toContainText('₹0.00');
      await expect(panel.getByTestId('bill-subtotal')).toContainText('₹2,001.00');
      await expect(panel.getByTestId('bill-gst')).toContainText('₹0.00');
      await expect(panel.getByTestId('bill-gst')).toContainText(donate.gstNote);
      await expect(panel.getByTestId('bill-total')).toContainText('₹2,001.00');
      await expect(panel.getByText(donate.vpnNote)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await panel.getByRole('button', { name: new RegExp(donate.paymentMethods[0].title) }).click();

      await expect(page.getByText('Test payment — no money moves')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Pay ₹2,001.00' }).click();

      // Verifying the payment numbers the receipt, makes its PDF and e-mails it before the page shows it.
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your gift' })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId('receipt-number')).toContainText(/JN\/\d{4}-\d{2}\/\d{6}/);
      await expect(page.getByTestId('receipt-donor')).toContainText('Meera Iyer');
      await expect(page.getByTestId('receipt-address')).toContainText('12 Temple Street, Chennai 600004');
      await expect(page.getByTestId('receipt-pan')).toContainText('ABCDE1234F');
      await expect(page.getByTestId('receipt-amount')).toContainText('₹2,001.00');
      await expect(page.getByTestId('receipt-words')).toContainText('Rupees Two Thousand One only');
      await expect(page.getByTestId('receipt-mode')).toContainText('Online (test mode)');
      await expect(page.getByTestId('receipt-cause')).toContainText(causes[1]!.title);
      await expect(page.getByText(trust.name)).toBeVisible();
      await expect(page.getByText(`PAN: ${trust.pan}`)).toBeVisible();
      for (const registration of trust.registrations) await expect(page.getByText(registration.number)).toBeVisible();
      expect(page.url()).not.toContain('signature=');
      await expectNoSeriousA11yViolations(page);

      const pdf = await page.request.get(
        (await page.getByRole('link', { name: 'Download the receipt (PDF)' }).getAttribute('href'))!,
      );
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      const mail = await receiptMailTo(email);
      const number = await page.getByTestId('receipt-number').locator('dd').textContent();
      expect(mail.subject).toContain(number!);
      expect(mail.text).toContain('Rupees Two Thousand One only');
      expect(mail.attachments[0]?.contentType).toBe('application/pdf');

      // Reloading the thank-you page shows the same receipt: nothing is paid or numbered twice.
      await page.reload();
      await expect(page.getByTestId('receipt-number')).toContainText(number!);
    },
  );

  test('a failed payment says so and offers to try again', async ({ page }) => {
    await page.goto(ROUTES.donate);
    const dialog = await openDialog(page);
    await fillDonor(page, `fail.${Date.now()}@example.com`);
    await dialog.getByLabel(/preferred amount/).fill('501');
    await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Payment details' })
      .getByRole('button', { name: new RegExp(donate.paymentMethods[1].title) })
      .click();
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment did not go through' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('payment-not-completed')).toContainText('The payment failed, so nothing was charged.');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(ROUTES.donate);
  });

  test('Become a Patron opens the enquiry form with the patron intent', async ({ page }) => {
    await page.goto(ROUTES.donate);
    await page.getByRole('button', { name: donate.patrons.ctaButton }).click();
    await expect(page.getByTestId('enquiry-intent')).toContainText('institutional patron');
    await expect(page.locator('#enquiry input[name="fullName"]')).toBeFocused();
  });
});

test('on a phone the donation form keeps the same margin on both sides of the dialog', { tag: BOTH_WIDTHS }, async ({ page }) => {
  test.skip(!isMobile(page), 'a row of amounts could widen the form only on a narrow screen');
  await page.goto(ROUTES.donate);
  const dialog = await openDialog(page);
  const frame = (await dialog.boundingBox())!;
  for (const field of [
    dialog.getByLabel('First name'),
    dialog.getByLabel('Phone number'),
    dialog.getByRole('button', { name: /₹/ }).last(),
  ]) {
    const box = (await field.boundingBox())!;
    const right = frame.x + frame.width - (box.x + box.width);
    expect(right, await field.evaluate((node) => node.outerHTML.slice(0, 60))).toBeGreaterThanOrEqual(16);
  }
});
