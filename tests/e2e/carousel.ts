import type { Locator } from '@playwright/test';

/**
 * The slides a visitor sees in a carousel section, left to right: those lying within the scrolling
 * row's visible box (the copy that follows the originals included, as a visitor sees it).
 */
export function slidesInView(section: Locator): Promise<string[]> {
  return section
    .locator('ul')
    .first()
    .evaluate((row) => {
      const box = row.getBoundingClientRect();
      return [...row.children]
        .map((slide) => ({ rect: slide.getBoundingClientRect(), text: (slide.textContent ?? '').trim() }))
        .filter(({ rect }) => rect.left >= box.left - 2 && rect.right <= box.right + 2)
        .sort((a, b) => a.rect.left - b.rect.left)
        .map(({ text }) => text);
    });
}
