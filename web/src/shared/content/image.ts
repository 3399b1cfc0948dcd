import { imageBaseUrl, imageProject, usesHostedContent } from './client';

/** An image field's crop, as the Studio stores it: fractions cut from each side. */
export interface ImageCrop {
  top?: number;
  bottom?: number;
  left?: number;
  right?: number;
}

/** An image field's hotspot: the centre and size of the part to keep, as fractions. */
export interface ImageHotspot {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
}

/** An image field as queried: the asset reference and the crop and hotspot, if the editor set them. */
export interface ImageSource {
  asset?: { _ref: string } | null;
  crop?: ImageCrop | null;
  hotspot?: ImageHotspot | null;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const NO_CROP = { top: 0, bottom: 0, left: 0, right: 0 };
const WHOLE = { x: 0.5, y: 0.5, width: 1, height: 1 };

/** `image-<id>-<width>x<height>-<format>`: the asset's id, size and format. */
function parseAssetRef(ref: string) {
  const [, id, size, format] = ref.split('-');
  const [width, height] = (size ?? '').split('x').map(Number);
  if (!id || !format || !Number.isFinite(width) || !Number.isFinite(height)) throw new Error(`Malformed image asset reference '${ref}'`);
  return { id, width: width!, height: height!, format };
}

/**
 * The part of the picture to show at `width`×`height` (both given: the ratio is fixed): the
 * editor's crop, narrowed to that ratio around the hotspot's centre and kept inside the crop.
 */
function fitRect(crop: Rect, hotspotCentre: { x: number; y: number }, width: number, height: number): Rect {
  const desired = width / height;
  if (crop.width / crop.height > desired) {
    const rectHeight = Math.round(crop.height);
    const rectWidth = Math.round(rectHeight * desired);
    let left = Math.max(0, Math.round(hotspotCentre.x - rectWidth / 2));
    if (left < crop.left) left = crop.left;
    else if (left + rectWidth > crop.left + crop.width) left = crop.left + crop.width - rectWidth;
    return { left, top: Math.max(0, Math.round(crop.top)), width: rectWidth, height: rectHeight };
  }
  const rectHeight = Math.round(crop.width / desired);
  let top = Math.max(0, Math.round(hotspotCentre.y - rectHeight / 2));
  if (top < crop.top) top = crop.top;
  else if (top + rectHeight > crop.top + crop.height) top = crop.top + crop.height - rectHeight;
  return { left: Math.max(0, Math.round(crop.left)), top, width: crop.width, height: rectHeight };
}

/**
 * The URL of one image at any width, cropped to `ratio` (width/height) when given, else at its own
 * ratio: `w`, `h`, `fit` and `auto=format` (AVIF or WebP, as the browser accepts), with the crop
 * rectangle when it cuts anything.
 *
 * The same URLs @sanity/image-url builds (a property test compares them), written here because its
 * builder copies every option for every call: a third of the marketplace's hydration went there,
 * six URLs per book cover. The crop and the hotspot are worked out once per image.
 */
export function imageUrlsFor(source: ImageSource, ratio?: number): (width: number) => string {
  const asset = parseAssetRef(source.asset?._ref ?? '');
  // The Studio writes every side of a crop and hotspot; a missing one counts as none.
  const c = { ...NO_CROP, ...source.crop };
  const h = { ...WHOLE, ...source.hotspot };
  const left = Math.round(c.left * asset.width);
  const top = Math.round(c.top * asset.height);
  const crop: Rect = {
    left,
    top,
    width: Math.round(asset.width - c.right * asset.width - left),
    height: Math.round(asset.height - c.bottom * asset.height - top),
  };
  // Computed through its edges as @sanity/image-url does, so that rounding agrees to the pixel.
  const [radiusX, radiusY] = [(h.width * asset.width) / 2, (h.height * asset.height) / 2];
  const [hotspotLeft, hotspotRight] = [h.x * asset.width - radiusX, h.x * asset.width + radiusX];
  const [hotspotTop, hotspotBottom] = [h.y * asset.height - radiusY, h.y * asset.height + radiusY];
  const hotspotCentre = {
    x: Math.round((hotspotRight - hotspotLeft) / 2 + hotspotLeft),
    y: Math.round((hotspotBottom - hotspotTop) / 2 + hotspotTop),
  };
  // Absolute on Sanity's CDN; root-relative when this site serves the images.
  const root = `${usesHostedContent ? imageBaseUrl : ''}/images/${imageProject.projectId}/${imageProject.dataset}`;
  const base = `${root}/${asset.id}-${asset.width}x${asset.height}.${asset.format}`;
  const cuts = (rect: Rect) => rect.left !== 0 || rect.top !== 0 || rect.width !== asset.width || rect.height !== asset.height;
  const rectParam = (rect: Rect) => (cuts(rect) ? `rect=${rect.left},${rect.top},${rect.width},${rect.height}&` : '');
  if (!ratio) {
    const query = rectParam(crop);
    return (width) => `${base}?${query}w=${width}&fit=max&auto=format`;
  }
  return (width) => {
    const height = Math.round(width / ratio);
    return `${base}?${rectParam(fitRect(crop, hotspotCentre, width, height))}w=${width}&h=${height}&fit=crop&auto=format`;
  };
}

/** Widths offered in every srcset; the browser picks by `sizes`. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920];
