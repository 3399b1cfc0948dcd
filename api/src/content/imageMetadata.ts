import sharp from 'sharp';

/**
 * The metadata Sanity records for an uploaded picture (`sanity.imageMetadata`): its size, a tiny
 * blurred preview (`lqip`) and its colour palette, plus whether it has transparency. EXIF and
 * location are never recorded: the stored picture has none (re-encoding drops them).
 *
 * The palette follows node-vibrant, which Sanity's own is modelled on (the same seven swatches and
 * the same targets for each), computed here from sharp's pixels: vibrant's Node reader would decode
 * every picture a second time with a JavaScript decoder.
 */

interface Swatch {
  _type: 'sanity.imagePaletteSwatch';
  background: string;
  foreground: string;
  title: string;
  population: number;
}

export interface ImageMetadata {
  _type: 'sanity.imageMetadata';
  dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number };
  hasAlpha: boolean;
  isOpaque: boolean;
  lqip?: string;
  palette?: Record<string, Swatch | string>;
}

/** Sanity's previews are 20 px wide JPEGs as data URLs. */
const LQIP_WIDTH = 20;
/** Pixels looked at for the palette: the picture shrunk to fit this square. */
const SAMPLE_SIDE = 100;

/** node-vibrant's targets: wanted lightness and saturation (with bounds) per swatch. */
const TARGETS = {
  vibrant: { luma: [0.3, 0.5, 0.7], sat: [0.35, 1, 1] },
  lightVibrant: { luma: [0.55, 0.74, 1], sat: [0.35, 1, 1] },
  darkVibrant: { luma: [0, 0.26, 0.45], sat: [0.35, 1, 1] },
  muted: { luma: [0.3, 0.5, 0.7], sat: [0, 0.3, 0.4] },
  lightMuted: { luma: [0.55, 0.74, 1], sat: [0, 0.3, 0.4] },
  darkMuted: { luma: [0, 0.26, 0.45], sat: [0, 0.3, 0.4] },
} as const;
const WEIGHTS = { sat: 3, luma: 6.5, population: 0.5 };

interface Colour {
  rgb: [number, number, number];
  population: number;
  sat: number;
  luma: number;
}

const hex = ([r, g, b]: [number, number, number]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

function hsl([r, g, b]: [number, number, number]) {
  const [max, min] = [Math.max(r, g, b) / 255, Math.min(r, g, b) / 255];
  const luma = (max + min) / 2;
  const sat = max === min ? 0 : luma > 0.5 ? (max - min) / (2 - max - min) : (max - min) / (max + min);
  return { sat, luma };
}

/** Text colours readable on the swatch, by node-vibrant's YIQ rule. */
function swatchOf(colour: Colour): Swatch {
  const [r, g, b] = colour.rgb;
  const yiq = (r * 299 + g * 587 + b * 114) / 1000;
  return {
    _type: 'sanity.imagePaletteSwatch',
    background: hex(colour.rgb),
    foreground: yiq < 150 ? '#fff' : '#000',
    title: yiq < 200 ? '#fff' : '#000',
    population: colour.population,
  };
}

/** The picture's colours, grouped 5 bits a channel (as vibrant's quantizer), each with its average and count. */
async function coloursOf(picture: Buffer): Promise<Colour[]> {
  const { data, info } = await sharp(picture).resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const bins = new Map<number, [number, number, number, number]>();
  for (let i = 0; i < data.length; i += info.channels) {
    // Mostly transparent pixels are not part of what the picture shows.
    if (data[i + 3]! < 125) continue;
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const bin = bins.get(key) ?? [0, 0, 0, 0];
    bin[0] += r;
    bin[1] += g;
    bin[2] += b;
    bin[3] += 1;
    bins.set(key, bin);
  }
  return [...bins.values()].map(([r, g, b, n]) => {
    const rgb: [number, number, number] = [Math.round(r / n), Math.round(g / n), Math.round(b / n)];
    return { rgb, population: n, ...hsl(rgb) };
  });
}

/** Each target's best colour (each colour used once), and the most common one as `dominant`. */
export async function paletteOf(picture: Buffer): Promise<Record<string, Swatch | string>> {
  const colours = await coloursOf(picture);
  const palette: Record<string, Swatch | string> = { _type: 'sanity.imagePalette' };
  if (colours.length === 0) return palette;
  const maxPopulation = Math.max(...colours.map((colour) => colour.population));
  const used = new Set<Colour>();
  for (const [name, target] of Object.entries(TARGETS)) {
    let best: { colour: Colour; score: number } | undefined;
    for (const colour of colours) {
      if (used.has(colour)) continue;
      if (colour.sat < target.sat[0] || colour.sat > target.sat[2] || colour.luma < target.luma[0] || colour.luma > target.luma[2]) continue;
      const score =
        (WEIGHTS.sat * (1 - Math.abs(colour.sat - target.sat[1])) +
          WEIGHTS.luma * (1 - Math.abs(colour.luma - target.luma[1])) +
          WEIGHTS.population * (colour.population / maxPopulation)) /
        (WEIGHTS.sat + WEIGHTS.luma + WEIGHTS.population);
      if (!best || score > best.score) best = { colour, score };
    }
    if (best) {
      used.add(best.colour);
      palette[name] = swatchOf(best.colour);
    }
  }
  palette.dominant = swatchOf(colours.reduce((a, b) => (b.population > a.population ? b : a)));
  return palette;
}

/** A 20 px wide, lightly blurred JPEG of the picture as a data URL (transparent parts on white). */
export async function lqipOf(picture: Buffer): Promise<string> {
  const jpeg = await sharp(picture).resize({ width: LQIP_WIDTH }).flatten({ background: '#ffffff' }).blur(0.5).jpeg({ quality: 60 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** Which of the optional parts to record: Sanity's `meta` upload parameter, `lqip` and `palette` unless it says otherwise. */
export function wantedMetadata(meta: unknown): { lqip: boolean; palette: boolean } {
  if (meta === undefined) return { lqip: true, palette: true };
  const asked = (Array.isArray(meta) ? meta : [meta]).flatMap((part) => (typeof part === 'string' ? part.split(',') : []));
  return { lqip: asked.includes('lqip'), palette: asked.includes('palette') };
}

export async function imageMetadataOf(picture: Buffer, width: number, height: number, meta: unknown): Promise<ImageMetadata> {
  const wanted = wantedMetadata(meta);
  const [info, stats] = await Promise.all([sharp(picture).metadata(), sharp(picture).stats()]);
  return {
    _type: 'sanity.imageMetadata',
    dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    hasAlpha: info.hasAlpha,
    isOpaque: stats.isOpaque,
    ...(wanted.lqip ? { lqip: await lqipOf(picture) } : {}),
    ...(wanted.palette ? { palette: await paletteOf(picture) } : {}),
  };
}
