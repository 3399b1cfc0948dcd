import type { Page } from '@playwright/test';
import { ROUTES } from '../../contracts/routes';
import { isMobile } from './fixtures';

/**
 * Opens the stream page by the header's link from another page. The server renders the episode
 * list into the stream page's HTML, so the browser fetches it itself only on a navigation within
 * the site: that is where its loading and failure states show, and where its request headers can
 * be read.
 */
export async function navigateToStream(page: Page) {
  await page.goto(ROUTES.about);
  if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: isMobile(page) ? 'Mobile' : 'Main' })
    .getByRole('link', { name: 'Vedic Knowledge' })
    .click();
}
