import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';
import { imageBaseUrl, imageProject, usesHostedContent } from './client';

const builder = createImageUrlBuilder(imageProject).withOptions({ baseUrl: imageBaseUrl });

export const urlFor = (source: SanityImageSource) => builder.image(source).auto('format').fit('max');

/** The URL of a built image: absolute on Sanity's CDN, root-relative on this site. */
export const imageUrl = (image: ReturnType<typeof urlFor>) => {
  const url = image.url();
  return usesHostedContent ? url : url.slice(imageBaseUrl.length);
};

/** Widths offered in every srcset; the browser picks by `sizes`. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920];
