import type { ImgHTMLAttributes } from 'react';
import { IMAGE_WIDTHS, imageUrlsFor, type ImageSource } from './image';

/** An image field as queried: the asset reference (and crop/hotspot) plus its alt text. */
export interface ContentImage extends ImageSource {
  alt?: string | null;
}

interface SanityImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  image: ContentImage | null | undefined;
  /** Width/height ratio to crop to (e.g. 16/9); the natural ratio when omitted. */
  aspectRatio?: number;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes?: string;
  /** Overrides the image's own alt text; pass "" for a decorative picture. */
  alt?: string;
}

const dimensionsOf = (ref: string) => {
  const match = /-(\d+)x(\d+)-/.exec(ref);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
};

/** A responsive content image: srcset over IMAGE_WIDTHS, lazy by default, with intrinsic size to avoid layout shift. */
export function SanityImage({ image, aspectRatio, sizes = '100vw', alt, loading = 'lazy', ...rest }: SanityImageProps) {
  if (!image?.asset?._ref) return null;
  const natural = dimensionsOf(image.asset._ref);
  const ratio = aspectRatio ?? (natural ? natural.width / natural.height : 16 / 9);
  const maxWidth = natural?.width ?? 1920;
  const widths = IMAGE_WIDTHS.filter((w) => w <= maxWidth);
  if (widths.length === 0) widths.push(maxWidth);
  const largest = widths[widths.length - 1]!;
  const at = imageUrlsFor(image, aspectRatio ? ratio : undefined);
  return (
    <img
      src={at(Math.min(960, largest))}
      srcSet={widths.map((w) => `${at(w)} ${w}w`).join(', ')}
      sizes={sizes}
      alt={alt ?? image.alt ?? ''}
      width={largest}
      height={Math.round(largest / ratio)}
      loading={loading}
      decoding="async"
      {...rest}
    />
  );
}
