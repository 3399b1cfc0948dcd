import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageUrl, imageUrlsFor, urlFor } from '../../web/src/shared/content/image';

/** A cover with a crop and a hotspot, as the Studio stores them. */
const cover = {
  asset: { _ref: 'image-4ed31bb5e085420d31d69bd4aaaaaaaaaaaaaaaa-600x800-webp' },
  crop: { top: 0.05, bottom: 0.1, left: 0.02, right: 0.08 },
  hotspot: { x: 0.4, y: 0.35, width: 0.3, height: 0.3 },
};
const banner = { asset: { _ref: 'image-30e5d48ec8bf134b01403d265c853b5cc3e3cd2b-600x400-webp' } };

describe('imageUrlsFor: one builder call per image, any width', () => {
  it('gives the builder’s own URL at every width of a cropped image', () => {
    const at = imageUrlsFor(cover, 600, 3 / 4);
    for (const width of IMAGE_WIDTHS.filter((w) => w <= 600)) {
      const expected = imageUrl(
        urlFor(cover)
          .width(width)
          .height(Math.round(width / (3 / 4)))
          .fit('crop'),
      );
      expect(at(width)).toBe(expected);
    }
  });

  it('gives the builder’s own URL at every width of an image shown at its own ratio', () => {
    const at = imageUrlsFor(banner, 600);
    for (const width of [320, 480, 600]) expect(at(width)).toBe(imageUrl(urlFor(banner).width(width)));
  });
});
