import { IMAGE_MESSAGES } from '../../../contracts/messages/image';

/**
 * What an image URL may ask for, and the one variant it comes to. Only Sanity's parameters and
 * values are accepted, sizes are rounded up to a ladder and never exceed the source, so the number
 * of variants of a picture is small and each costs no more than the picture itself: asking for
 * `w=2001`, `w=2002`… or `fit=a1`, `fit=a2`… makes no new work.
 */

export type Format = 'webp' | 'jpg' | 'png';
export const CONTENT_TYPES: Record<Format, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/**
 * Output widths (and heights asked for alone): the web app's srcset widths (320…1920), the
 * round sizes Sanity's builder is usually given, and the sizes of the seed's pictures.
 */
export const SIZE_LADDER = [64, 100, 150, 200, 240, 300, 320, 400, 480, 600, 640, 800, 960, 1200, 1280, 1600, 1920, 2400, 2560] as const;
/** Sanity's image API refuses larger sizes too. */
const MAX_REQUESTED_SIZE = 8192;
/** Qualities in steps of 5 within this range; Sanity's default when none is asked for. */
const QUALITY = { min: 40, max: 90, step: 5, fallback: 75 };

/** Sanity's fit modes: those that crop to the box, the one that stretches, the rest fit inside it. */
const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const;
type Fit = (typeof FITS)[number];
const FORMAT_PARAMS: Record<string, Format> = { jpg: 'jpg', pjpg: 'jpg', png: 'png', webp: 'webp' };
/** Parameters this service acts on. */
const HANDLED = new Set(['w', 'h', 'q', 'fm', 'fit', 'rect', 'auto', 'dpr', 'crop', 'fp-x', 'fp-y']);
/** Parameters Sanity's builder can add that change nothing here (as before); accepted so its URLs work. */
const IGNORED = new Set(['bg', 'dl', 'flip', 'invert', 'or', 'pad', 'sat', 'sharp', 'blur', 'frame', 'min-w', 'min-h', 'max-w', 'max-h']);

export interface Source {
  width: number;
  height: number;
  format: Format;
}

/** One resized picture: the part cut out, the output size, how it is fitted, its encoding. */
export interface Variant {
  rect?: [number, number, number, number];
  width: number;
  height: number;
  /** `cover` crops to the exact size; `fill` resizes to it (the size already keeps the ratio, except for `fit=scale`). */
  fit: 'cover' | 'fill';
  format: Format;
  /** Absent for PNG, which has no quality. */
  quality?: number;
  /** `crop=entropy`: sharp keeps the busiest part when it cuts to the size (the other modes are already in `rect`). */
  position?: 'entropy';
}

export type ImagePlan =
  | { kind: 'original' }
  | { kind: 'variant'; variant: Variant; key: string }
  | { kind: 'refused'; message: string };

const refuse = (message: string): ImagePlan => ({ kind: 'refused', message });

/** The smallest ladder size at least `size`; the top of the ladder past it. */
export function ladderUp(size: number): number {
  return SIZE_LADDER.find((step) => step >= size) ?? SIZE_LADDER[SIZE_LADDER.length - 1]!;
}

class Refusal extends Error {}

function numberParam(value: string | undefined, name: string, min: number, max: number, { whole = false } = {}): number | undefined {
  if (value === undefined) return undefined;
  const n = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!(n >= min && n <= max) || (whole && !Number.isInteger(n))) throw new Refusal(IMAGE_MESSAGES.badValue(name));
  return n;
}

function rectParam(value: string | undefined, source: Source): Variant['rect'] {
  if (value === undefined) return undefined;
  const parts = value.split(',');
  const numbers = parts.map((part) => (/^\d{1,5}$/.test(part) ? Number(part) : NaN));
  if (numbers.length !== 4 || numbers.some((n) => !Number.isInteger(n))) throw new Refusal(IMAGE_MESSAGES.badValue('rect'));
  const [left, top, width, height] = numbers as [number, number, number, number];
  if (width < 1 || height < 1 || left + width > source.width || top + height > source.height) throw new Refusal(IMAGE_MESSAGES.rectOutside);
  // A rectangle that cuts nothing is the same variant as none.
  return width === source.width && height === source.height ? undefined : [left, top, width, height];
}

/** Where a cropping fit cuts: Sanity's `crop` modes (`top,left`, `focalpoint` with `fp-x`/`fp-y`, …). */
const CROP_MODES = new Set(['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy']);

interface CropMode {
  /** The point to keep in the middle, as fractions of the region (0 = left or top edge). */
  x: number;
  y: number;
  entropy: boolean;
}

function cropModeParam(params: Record<string, string | undefined>): CropMode {
  const modes = (params.crop ?? 'center').split(',');
  if (modes.some((mode) => !CROP_MODES.has(mode))) throw new Refusal(IMAGE_MESSAGES.badValue('crop'));
  const fpX = numberParam(params['fp-x'], 'fp-x', 0, 1);
  const fpY = numberParam(params['fp-y'], 'fp-y', 0, 1);
  // The focal point counts only with crop=focalpoint, as on Sanity's CDN; an edge pushes the window to it.
  const focal = modes.includes('focalpoint');
  const along = (low: string, high: string, fp: number | undefined) =>
    modes.includes(low) ? 0 : modes.includes(high) ? 1 : focal && fp !== undefined ? fp : 0.5;
  return { x: along('left', 'right', fpX), y: along('top', 'bottom', fpY), entropy: modes.includes('entropy') };
}

/**
 * The largest part of `region` with the ratio `ratio`, centred on the crop mode's point as far as the
 * region allows (the window slides, never leaves the picture), in the source's pixels.
 */
function cropWindow(region: { left: number; top: number; width: number; height: number }, ratio: number, mode: CropMode): [number, number, number, number] {
  const width = Math.min(region.width, Math.max(1, Math.round(region.height * ratio)));
  const height = Math.min(region.height, Math.max(1, Math.round(region.width / ratio)));
  const place = (size: number, room: number, at: number) => Math.min(room - size, Math.max(0, Math.round(at * room - size / 2)));
  return [region.left + place(width, region.width, mode.x), region.top + place(height, region.height, mode.y), width, height];
}

/**
 * The variant a query asks for, with Sanity's meaning of each parameter, or why it is refused.
 * `acceptsWebp` is whether the browser's Accept header names WebP (for `auto=format`).
 */
export function planImage(query: Record<string, unknown>, source: Source, acceptsWebp: boolean): ImagePlan {
  try {
    const params: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(query)) {
      if (!HANDLED.has(name) && !IGNORED.has(name)) return refuse(IMAGE_MESSAGES.unknownParameter(name));
      if (typeof value !== 'string') return refuse(IMAGE_MESSAGES.badValue(name));
      params[name] = value;
    }
    const dpr = numberParam(params.dpr, 'dpr', 1, 3) ?? 1;
    const w = numberParam(params.w, 'w', 1, MAX_REQUESTED_SIZE);
    const h = numberParam(params.h, 'h', 1, MAX_REQUESTED_SIZE);
    const q = numberParam(params.q, 'q', 0, 100, { whole: true });
    const fit = (params.fit ?? 'clip') as Fit;
    if (!FITS.includes(fit)) return refuse(IMAGE_MESSAGES.badValue('fit'));
    if (params.fm !== undefined && !FORMAT_PARAMS[params.fm]) return refuse(IMAGE_MESSAGES.badValue('fm'));
    if (params.auto !== undefined && params.auto !== 'format') return refuse(IMAGE_MESSAGES.badValue('auto'));
    let rect = rectParam(params.rect, source);
    const region = rect ? { width: rect[2], height: rect[3] } : source;
    const cropMode = cropModeParam(params);

    // The box asked for, on the ladder; with both sides given, the height keeps the asked ratio.
    let boxW = w && w * dpr;
    let boxH = h && h * dpr;
    if (boxW && boxH) {
      const up = ladderUp(boxW);
      boxH = (boxH * up) / boxW;
      boxW = up;
    } else if (boxW) boxW = ladderUp(boxW);
    else if (boxH) boxH = ladderUp(boxH);

    // The output size, never larger than the region for any fit.
    let width: number;
    let height: number;
    let sharpFit: Variant['fit'] = 'fill';
    let position: Variant['position'];
    if (boxW && boxH && (fit === 'crop' || fit === 'min')) {
      const f = Math.min(1, region.width / boxW, region.height / boxH);
      [width, height, sharpFit] = [Math.round(boxW * f), Math.round(boxH * f), 'cover'];
      // The part kept is cut here, after `rect` and before resizing, so the crop mode decides it to the pixel.
      if (cropMode.entropy) position = 'entropy';
      else {
        const [left, top] = rect ?? [0, 0];
        const window = cropWindow({ left, top, ...region }, boxW / boxH, cropMode);
        rect = window[2] === source.width && window[3] === source.height ? undefined : window;
      }
    } else if (boxW && boxH && fit === 'scale') {
      [width, height] = [Math.min(Math.round(boxW), region.width), Math.min(Math.round(boxH), region.height)];
    } else {
      const f = Math.min(1, boxW ? boxW / region.width : 1, boxH ? boxH / region.height : 1);
      [width, height] = [Math.round(region.width * f), Math.round(region.height * f)];
    }
    width = Math.max(1, width);
    height = Math.max(1, height);

    const format = params.fm ? FORMAT_PARAMS[params.fm]! : params.auto === 'format' && acceptsWebp ? 'webp' : source.format;
    if (!rect && width === region.width && height === region.height && format === source.format && q === undefined) return { kind: 'original' };
    const quality =
      format === 'png' ? undefined : Math.min(QUALITY.max, Math.max(QUALITY.min, Math.round((q ?? QUALITY.fallback) / QUALITY.step) * QUALITY.step));
    const variant: Variant = { ...(rect ? { rect } : {}), width, height, fit: sharpFit, format, ...(quality ? { quality } : {}), ...(position ? { position } : {}) };
    return { kind: 'variant', variant, key: JSON.stringify([rect ?? null, width, height, sharpFit, format, quality ?? null, ...(position ? [position] : [])]) };
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.message);
    throw error;
  }
}
