/** Shared checks of the enquiry form, run on each page that shows it. Its words come from the seed. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { seedDoc } from './seedContent';

export const contactFormTexts = seedDoc('interfaceTexts').contactForm;

export const contactForm = (page: Page) => page.locator('section#contact');

/** The message shown when an enquiry could not be sent, for a given reason. */
export const notSentMessage = (reason: string) => contactFormTexts.failureMessage.replace('{reason}', reason);

export async function expectContactFormValidates(page: Page) {
  const form = contactForm(page);
  await form.getByRole('button', { name: contactFormTexts.submitLabel }).click();
  const name = form.getByLabel(contactFormTexts.fullNameLabel);
  const email = form.getByLabel(contactFormTexts.emailLabel);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your full name.');
  await expect(email).toHaveAccessibleDescription('Please enter your email address.');
  await expect(form.getByLabel(contactFormTexts.messageLabel)).toHaveAccessibleDescription('Please write your message.');
  await expect(name).toBeFocused();
  await name.fill('Asha Rao');
  await email.fill('asha@invalid');
  await form.getByRole('button', { name: contactFormTexts.submitLabel }).click();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/valid email address/);
}

export async function expectContactFormSends(page: Page, fullName: string) {
  const form = contactForm(page);
  await form.getByLabel(contactFormTexts.fullNameLabel).fill(fullName);
  await form.getByLabel(contactFormTexts.emailLabel).fill('seeker@example.com');
  await form.getByLabel(contactFormTexts.countryLabel).fill('India');
  await form.getByLabel(contactFormTexts.languageLabel).fill('Tamil');
  await form.getByLabel(contactFormTexts.messageLabel).fill('Namaste. How may I join the study circle?');
  await expect(form.getByText(contactFormTexts.optionalMarker)).toHaveCount(2);
  await form.getByRole('button', { name: contactFormTexts.submitLabel }).click();
  await expect(form.getByRole('status')).toHaveText(contactFormTexts.successMessage.replace('{name}', fullName));
  await expect(form.getByLabel(contactFormTexts.fullNameLabel)).toHaveValue('');
}
