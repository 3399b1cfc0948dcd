import type { Page } from '@playwright/test';
import { ROUTES } from '../../contracts/routes';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { accountArea, logInThroughForm, newMember, registerThroughApi } from './memberHelpers';
import { deref, seedDoc } from './seedContent';

const page$ = seedDoc('membershipPage');
const labels = page$.labels;
const plans = deref(page$.plans);
const premium = plans.find((plan) => plan.action === 'subscribe')!;

/** Every line of each period's bill with the seeded prices: list, discount, subtotal, GST 18%, total. */
const BILLS = {
  Yearly: { listTotal: '₹1,788.00', discount: '− ₹600.00', subtotal: '₹1,188.00', gst: '₹213.84', total: '₹1,401.84' },
  Quarterly: { listTotal: '₹447.00', discount: '− ₹90.00', subtotal: '₹357.00', gst: '₹64.26', total: '₹421.26' },
  Monthly: { listTotal: '₹149.00', discount: '− ₹20.00', subtotal: '₹129.00', gst: '₹23.22', total: '₹152.22' },
} as const;

const periods = (page: Page) => page.getByRole('region', { name: labels.periodsHeading });
const panel = (page: Page) => page.getByRole('dialog', { name: labels.panelHeading });

async function openPeriod(page: Page, period: keyof typeof BILLS) {
  await periods(page)
    .getByRole('button', { name: new RegExp(`^${period}`) })
    .click();
  await expect(panel(page)).toBeVisible();
}

async function expectBill(page: Page, period: keyof typeof BILLS) {
  const dialog = panel(page);
  await expect(dialog.getByTestId('bill-plan')).toContainText(premium.name);
  await expect(dialog.getByTestId('bill-period')).toContainText(period);
  await expect(dialog.getByTestId('bill-listTotal')).toContainText(`${period} total`);
  for (const [line, amount] of Object.entries(BILLS[period]))
    await expect(dialog.getByTestId(`bill-${line}`)).toContainText(amount);
  await expect(dialog.getByTestId('bill-gst')).toContainText('GST (18%)');
}

test.describe('Membership', () => {
  // Whole flows (log in, pay on the checkout page, come back) with axe runs on a shared machine.
  test.describe.configure({ timeout: 120_000 });

  test('shows the tabs, the three plans with their features, the offer computed from the plan, the periods and testimonials', async ({
    page,
  }) => {
    await page.goto(ROUTES.membership);
    await expect(page.getByRole('heading', { level: 1, name: page$.heading })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Donate or Membership' });
    await expect(tabs.getByRole('link', { name: 'Membership' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', ROUTES.donate);

    const cards = page
      .getByRole('list', { name: 'Plans' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(3);
    for (const plan of plans) {
      const card = cards.filter({ has: page.getByRole('heading', { name: plan.name }) });
      await expect(card.getByText(plan.tier)).toBeVisible();
      const features = card.getByRole('list', { name: `${plan.name}: features` }).getByRole('listitem');
      await expect(features).toHaveCount(6);
      const included = plan.features.filter((f: { included: boolean }) => f.included).length;
      await expect(features.filter({ hasText: labels.notIncluded })).toHaveCount(6 - included);
      await expect(card.getByRole(plan.action === 'signUp' ? 'link' : 'button', { name: plan.buttonLabel })).toBeVisible();
      await expect(card.getByText(labels.mostPopular)).toHaveCount(plan.mostPopular ? 1 : 0);
      // Every card states its price: the priced plan its lowest rate a month, the others their note.
      await expect(
        card.getByText(plan.action === 'subscribe' ? 'From ₹99.00 a month' : plan.priceNote, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByText(page$.upfrontNote)).toBeVisible();

    // 149 → 99 a month is 33% off (rounded down); ₹1,401.84 ÷ 365 days is ₹3.84, "as low as ₹4".
    const offer = page.getByRole('region', { name: 'Annual 33% Off' });
    await expect(offer.getByText('As low as ₹4 per day')).toBeVisible();

    // The longer the period, the lower the price a month.
    for (const [period, old, now] of [
      ['Yearly', '₹149.00', '₹99.00'],
      ['Quarterly', '₹149.00', '₹119.00'],
      ['Monthly', '₹149.00', '₹129.00'],
    ]) {
      const button = periods(page).getByRole('button', { name: new RegExp(`^${period}`) });
      await expect(button.locator('s')).toHaveText(`was ${old}`);
      await expect(button).toContainText(now);
    }
    const quotes = page.getByRole('region', { name: page$.testimonialsHeading }).getByRole('listitem');
    await expect(quotes).toHaveCount(3);
    await expect(quotes.first().getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('every period opens its payment panel with every bill line; it closes by button, Esc and backdrop and keeps focus inside', async ({
    page,
  }) => {
    await page.goto(ROUTES.membership);
    await openPeriod(page, 'Yearly');
    await expectBill(page, 'Yearly');
    await expect(panel(page).getByRole('link', { name: labels.loginToPay })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    await panel(page).getByRole('button', { name: labels.close }).click();
    await expect(panel(page)).toBeHidden();

    await openPeriod(page, 'Quarterly');
    await expectBill(page, 'Quarterly');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    await openPeriod(page, 'Monthly');
    await expectBill(page, 'Monthly');
    await page.mouse.click(3, 3); // the backdrop, outside the panel
    await expect(panel(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.membership}$`));

    // The offer's button opens the offer's period.
    await page.getByRole('region', { name: 'Annual 33% Off' }).getByRole('button').click();
    await expectBill(page, 'Yearly');
  });

  test('the free plan leads to sign-up and the group plan to the enquiry form', async ({ page }) => {
    await page.goto(ROUTES.membership);
    const group = plans.find((plan) => plan.action === 'contact')!;
    await page.getByRole('button', { name: group.buttonLabel }).click();
    const form = page.getByRole('region', { name: page$.groupEnquiry.heading });
    await expect(form.getByRole('textbox').first()).toBeFocused();
    await form.getByLabel('Full name').fill('Gita Vidyalaya');
    await form.getByLabel('Email address').fill('office@gita-vidyalaya.example');
    await form.getByLabel('Your message').fill('We are a school of 40 students.');
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/v1/enquiries') && req.method() === 'POST');
    await form.getByRole('button', { name: 'Contact Now' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      fullName: 'Gita Vidyalaya',
      intent: 'group',
      page: 'membership',
      message: 'We are a school of 40 students.',
    });
    await expect(form.getByText(/Thank you, Gita Vidyalaya/)).toBeVisible();
    const free = plans.find((plan) => plan.action === 'signUp')!;
    await page.getByRole('link', { name: free.buttonLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.signUp}$`));
  });

  test('a visitor logs in, comes back to the same panel, pays in test mode and sees the membership on the account', async ({
    page,
    request,
  }) => {
    const member = newMember('membership');
    await registerThroughApi(request, member);
    await page.goto(ROUTES.membership);
    await openPeriod(page, 'Quarterly');
    await expect(panel(page).getByText(labels.loginNote)).toBeVisible();
    await panel(page).getByRole('link', { name: labels.loginToPay }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}\\?next=`));
    await logInThroughForm(page, member);

    await expect(page).toHaveURL(/\/jnanam-membership\?plan=membershipPlan-divyajnanam&period=quarterly$/);
    await expectBill(page, 'Quarterly');
    await panel(page)
      .getByRole('button', { name: /UPI & Cards/ })
      .click();

    await expect(page.getByText('Test payment — no money moves')).toBeVisible();
    await page.getByRole('button', { name: 'Pay ₹421.26' }).click();

    await expect(page.getByRole('heading', { name: labels.paidHeading })).toBeVisible();
    await expect(page.getByText(/Your Divyajnanam membership runs until \d{1,2} \w+ \d{4}/)).toBeVisible();
    const account = await accountArea(page);
    const badge = account.getByTestId('membership-badge').filter({ visible: true });
    await expect(badge).toContainText(premium.name);
    await expect(badge).toContainText(/until \d{1,2} \w+ \d{4}/);
    await expectNoSeriousA11yViolations(page);

    // Paying again renews from the end of this membership, as the panel says.
    await openPeriod(page, 'Monthly');
    await expect(panel(page).getByText(/this period starts then/)).toBeVisible();
  });
});
