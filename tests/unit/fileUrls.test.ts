/**
 * A file asset (a book's sample pages) as the site links it: Sanity's file address from the asset
 * reference, root-relative on this server's own store, and its size as readers see it.
 */
import { describe, expect, it } from 'vitest';
import { fileSizeText, fileUrlFor } from '../../web/src/shared/content/file';

describe('file assets on the site', () => {
  it("links a file at Sanity's address shape, served by this site", () => {
    expect(fileUrlFor('file-3c1f0e2d9a8b7c6d5e4f30211a0b9c8d7e6f5a4b-pdf')).toBe('/files/local/production/3c1f0e2d9a8b7c6d5e4f30211a0b9c8d7e6f5a4b.pdf');
    expect(() => fileUrlFor('image-abc-600x800-jpg')).toThrow(/Malformed file asset reference/);
  });

  it('says a size in kilobytes below a megabyte and in megabytes above, never 0 KB', () => {
    expect(fileSizeText(200)).toBe('1 KB');
    expect(fileSizeText(840 * 1024)).toBe('840 KB');
    expect(fileSizeText(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(fileSizeText(23 * 1024 * 1024)).toBe('23 MB');
  });
});
