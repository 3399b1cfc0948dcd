import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';
import { imageBaseUrl, imageProject, usesHostedContent } from './client';

const builder = createImageUrlBuilder(imageProject).withOptions({ baseUrl: imageBaseUrl });

export const urlFor = (source: SanityImageSource) => builder.image(source).auto('format').fit('max');

/** The URL of a built image: absolute on Sanity's CDN, root-relative on this site. */
export const imageUrl = (image: ReturnType<typeof urlFor>) => {
  const url = image.url();
  return usesHostedContent ? url : url.slice(imageBaseUrl.length);
};

/**
 * The URL of one image at any width, cropped to `ratio` (width/height) when given.
 *
 * Sanity's builder is slow for this: every option it sets copies all its options (a third of the
 * marketplace's hydration was spent there, five URLs per book cover). It runs once per image here,
 * at the largest width, and the other widths are written into its answer: the crop rectangle it
 * computes depends on the ratio, not the width.
 */
export function imageUrlsFor(source: SanityImageSource, largestWidth: number, ratio?: number) {
  const heightAt = (width: number) => Math.round(width / ratio!);
  const built = urlFor(source).width(largestWidth);
  const template = imageUrl(ratio ? built.height(heightAt(largestWidth)).fit('crop') : built);
  return (width: number) => {
    const url = template.replace(/([?&])w=\d+/, `$1w=${width}`);
    return ratio ? url.replace(/([?&])h=\d+/, `$1h=${heightAt(width)}`) : url;
  };
}

/** Widths offered in every srcset; the browser picks by `sizes`. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920];
