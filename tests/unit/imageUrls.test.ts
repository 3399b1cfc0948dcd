import { createImageUrlBuilder } from '@sanity/image-url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageUrlsFor } from '../../web/src/shared/content/image';

/**
 * imageUrlsFor writes Sanity's image URLs itself (the library's builder was slow in the browser):
 * they must be the library's own, to the character, for any crop, hotspot, ratio and width.
 */
const builder = createImageUrlBuilder({ projectId: 'local', dataset: 'production' }).withOptions({ baseUrl: 'http://local.invalid' });
const libraryUrl = (source: Parameters<typeof builder.image>[0], width: number, ratio?: number) => {
  const image = builder.image(source).auto('format').fit('max').width(width);
  const url = (ratio ? image.height(Math.round(width / ratio)).fit('crop') : image).url();
  return url.slice('http://local.invalid'.length);
};

/** A cover with a crop and a hotspot, as the Studio stores them. */
const cover = {
  asset: { _ref: 'image-4ed31bb5e085420d31d69bd4aaaaaaaaaaaaaaaa-600x800-webp' },
  crop: { top: 0.05, bottom: 0.1, left: 0.02, right: 0.08 },
  hotspot: { x: 0.4, y: 0.35, width: 0.3, height: 0.3 },
};
const banner = { asset: { _ref: 'image-30e5d48ec8bf134b01403d265c853b5cc3e3cd2b-600x400-webp' } };

const fraction = (max: number) => fc.double({ min: 0, max, noNaN: true });
const anImage = fc.record({
  asset: fc
    .tuple(fc.integer({ min: 1, max: 6000 }), fc.integer({ min: 1, max: 6000 }), fc.constantFrom('jpg', 'png', 'webp'))
    .map(([width, height, format]) => ({ _ref: `image-0123456789abcdef0123456789abcdef01234567-${width}x${height}-${format}` })),
  crop: fc.option(fc.record({ top: fraction(0.45), bottom: fraction(0.45), left: fraction(0.45), right: fraction(0.45) }), { nil: undefined }),
  hotspot: fc.option(fc.record({ x: fraction(1), y: fraction(1), width: fraction(1), height: fraction(1) }), { nil: undefined }),
});

describe('imageUrlsFor writes the URLs @sanity/image-url builds', () => {
  it('for a cropped cover at every width, cut to 3:4', () => {
    const at = imageUrlsFor(cover, 3 / 4);
    for (const width of IMAGE_WIDTHS) expect(at(width)).toBe(libraryUrl(cover, width, 3 / 4));
    expect(at(480)).toBe('/images/local/production/4ed31bb5e085420d31d69bd4aaaaaaaaaaaaaaaa-600x800.webp?rect=12,40,510,680&w=480&h=640&fit=crop&auto=format');
  });

  it('for an image at its own ratio, without a crop', () => {
    const at = imageUrlsFor(banner);
    for (const width of [320, 480, 600]) expect(at(width)).toBe(libraryUrl(banner, width));
    expect(at(320)).toBe('/images/local/production/30e5d48ec8bf134b01403d265c853b5cc3e3cd2b-600x400.webp?w=320&fit=max&auto=format');
  });

  it('for any image, crop, hotspot, ratio and width', () => {
    fc.assert(
      fc.property(
        anImage,
        fc.option(fc.double({ min: 0.2, max: 5, noNaN: true }), { nil: undefined }),
        fc.integer({ min: 16, max: 4000 }),
        (image, ratio, width) => {
          expect(imageUrlsFor(image, ratio)(width)).toBe(libraryUrl(image, width, ratio));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
