/** Shared checks of the enquiry form, run on each page that shows it. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const contactForm = (page: Page) => page.locator('section#contact');

export async function expectContactFormValidates(page: Page) {
  const form = contactForm(page);
  await form.getByRole('button', { name: 'Contact Now' }).click();
  const name = form.getByLabel('Full name');
  const email = form.getByLabel('Email address');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your full name.');
  await expect(email).toHaveAccessibleDescription('Please enter your email address.');
  await expect(name).toBeFocused();
  await name.fill('Asha Rao');
  await email.fill('asha@invalid');
  await form.getByRole('button', { name: 'Contact Now' }).click();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/valid email address/);
}

export async function expectContactFormSends(page: Page, fullName: string) {
  const form = contactForm(page);
  await form.getByLabel('Full name').fill(fullName);
  await form.getByLabel('Email address').fill('seeker@example.com');
  await form.getByLabel('Country').fill('India');
  await form.getByLabel('Language').fill('Tamil');
  await form.getByRole('button', { name: 'Contact Now' }).click();
  await expect(form.getByRole('status')).toContainText(`Thank you, ${fullName}`);
  await expect(form.getByLabel('Full name')).toHaveValue('');
}
