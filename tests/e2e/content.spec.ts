import { ROUTES } from '../../contracts/routes';
import { type ContentCopyServer, serveContentCopy } from './contentCopy';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const TERMS_SECTIONS = [
  'Eligibility',
  'Account and Responsibilities',
  'User Content and IP',
  'Services',
  'Acceptable Use',
  'Privacy',
  'Donations, Memberships and Non-Profit Status',
  'Termination',
  'Disclaimers',
  'Limitation of Liability',
  'Indemnification',
  'Governing Law',
  'Amendments',
  'Severability',
  'Contact',
];

const PRIVACY_SECTIONS = [
  'Information We Collect',
  'How We Use Information',
  'How We Share Information',
  'Third-Party Embeds',
  'International Transfers',
  'Your Choices and Rights',
  'Special Disclosures',
  'Data Retention',
  'Contact Us',
];

test.describe('content reaches the page', () => {
  let server: ContentCopyServer | undefined;

  test.afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  test('a changed e-mail in the dataset shows in the footer', async ({ page }) => {
    // A second server in the test process loads the server-rendering bundle: slow on a busy machine.
    test.setTimeout(90_000);
    // A second server on a copy of content/ whose site settings carry another e-mail.
    server = await serveContentCopy({}, (edit) =>
      edit('siteSettings', (doc) => ({ ...doc, contactEmail: 'seva@changed.example' })),
    );
    const { origin } = server;

    await page.goto(`${origin}${ROUTES.privacy}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'seva@changed.example' })).toHaveAttribute(
      'href',
      'mailto:seva@changed.example',
    );
    await expect(footer.getByText('contact@jnanam.example')).toHaveCount(0);

    // The regular server still answers the committed value.
    await page.goto(ROUTES.privacy);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'contact@jnanam.example' })).toBeVisible();
  });
});

test.describe('the legal pages', () => {
  test('terms: title, date, the fifteen sections with a table of contents, accessible', async ({ page }) => {
    await page.goto(ROUTES.terms);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(main.getByText('Last updated 28 August 2025')).toBeVisible();
    const headings = main.locator('section h2');
    await expect(headings).toHaveCount(TERMS_SECTIONS.length);
    await expect(headings).toHaveText(TERMS_SECTIONS.map((name, i) => `${i + 1}. ${name}`));
    await expect(main.getByText(/at least 13 years old/)).toBeVisible();
    await expect(main.getByText(/courts at Kolkata/)).toBeVisible();
    await expect(main.getByText(/section 12A of the Indian Income Tax Act, 1961/).first()).toBeVisible();

    const toc = main.getByRole('navigation', { name: 'Contents' });
    await expect(toc.getByRole('link')).toHaveCount(TERMS_SECTIONS.length);
    await toc.getByRole('link', { name: 'Governing Law' }).click();
    await expect(page).toHaveURL(/#12-governing-law$/);
    await expect(main.getByRole('heading', { name: '12. Governing Law' })).toBeInViewport({ timeout: 15_000 });
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', ROUTES.privacy);
    await expectNoSeriousA11yViolations(page);
  });

  test('privacy: title, date, its sections, accessible', async ({ page }) => {
    await page.goto(ROUTES.privacy);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main.getByText('Last updated August 28, 2025')).toBeVisible();
    await expect(main.locator('section h2')).toHaveText(PRIVACY_SECTIONS.map((name, i) => `${i + 1}. ${name}`));
    for (const sub of [
      'Information you provide',
      'Information collected automatically',
      'Information from other sources',
      'Information we derive',
      'India',
      'California',
      'EEA, UK and Switzerland',
    ]) {
      await expect(main.getByRole('heading', { level: 3, name: sub })).toBeVisible();
    }
    await expect(main.getByText(/not-for-profit public charitable trust registered under/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the terms page opens at the top, instantly', async ({ page }) => {
    await page.goto(ROUTES.privacy);
    await expect(page.getByRole('heading', { name: '9. Contact Us' })).toBeAttached();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: /Terms/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.terms.replace('&', '\\&')}$`));
    // The address changes before the new page is drawn; once it is drawn, it is already at the top.
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
