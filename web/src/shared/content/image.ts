import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';
import { contentClient, imageBaseUrl } from './client';

const builder = createImageUrlBuilder(contentClient).withOptions({ baseUrl: imageBaseUrl });

export const urlFor = (source: SanityImageSource) => builder.image(source).auto('format').fit('max');

/** Widths offered in every srcset; the browser picks by `sizes`. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920];
