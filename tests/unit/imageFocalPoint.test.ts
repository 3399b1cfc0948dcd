/**
 * The image service cuts what Sanity's pipeline cuts: the crop rectangle first, then, for a fixed
 * ratio, the window the crop mode asks for (`crop=focalpoint` with `fp-x`/`fp-y`, an edge, or the
 * centre), so the pixels at the editor's focal point are the middle of the picture served.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planImage } from '../../api/src/content/imageParams';
import { createImageVariants } from '../../api/src/content/imageVariants';
import { imageUrlsFor } from '../../web/src/shared/content/image';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };
const GREEN = { r: 20, g: 200, b: 20 };
/** 400×200: red on the left half, blue on the right, and a green mark centred at (300, 100). */
const SOURCE = { width: 400, height: 200, format: 'png' as const };

let dir: string;
let sourcePath: string;
let variants: ReturnType<typeof createImageVariants>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-focal-'));
  sourcePath = path.join(dir, 'source.png');
  const half = (colour: typeof RED) => sharp({ create: { width: 200, height: 200, channels: 3, background: colour } }).png().toBuffer();
  const mark = await sharp({ create: { width: 20, height: 20, channels: 3, background: GREEN } }).png().toBuffer();
  await sharp({ create: { width: 400, height: 200, channels: 3, background: RED } })
    .composite([
      { input: await half(BLUE), left: 200, top: 0 },
      { input: mark, left: 290, top: 90 },
    ])
    .png()
    .toFile(sourcePath);
  variants = createImageVariants(path.join(dir, 'data'), { newVariantsPerMinute: 10_000 });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The picture a query string gives: its size and the colour at a point given as fractions. */
async function served(query: string) {
  const plan = planImage(Object.fromEntries(new URLSearchParams(query)), SOURCE, false);
  if (plan.kind !== 'variant') throw new Error(`${query}: ${JSON.stringify(plan)}`);
  const answer = await variants.get('test/source.png', sourcePath, plan.variant, plan.key, '127.0.0.1');
  if (!('body' in answer)) throw new Error(`${query}: refused`);
  const { data, info } = await sharp(answer.body).raw().toBuffer({ resolveWithObject: true });
  const at = (fx: number, fy: number) => {
    const i = (Math.min(info.height - 1, Math.floor(fy * info.height)) * info.width + Math.min(info.width - 1, Math.floor(fx * info.width))) * info.channels;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  };
  return { size: [info.width, info.height], at };
}

const near = (actual: typeof RED, expected: typeof RED) => Math.abs(actual.r - expected.r) + Math.abs(actual.g - expected.g) + Math.abs(actual.b - expected.b) < 40;

describe('crop modes and the focal point', () => {
  it('centres the cut on fp-x/fp-y with crop=focalpoint, sliding it inside the picture at the edges', async () => {
    const onMark = await served('w=100&h=100&fit=crop&crop=focalpoint&fp-x=0.75&fp-y=0.5');
    expect(onMark.size).toEqual([100, 100]);
    expect(near(onMark.at(0.5, 0.5), GREEN)).toBe(true);
    expect(near(onMark.at(0.05, 0.05), BLUE)).toBe(true);
    // A point near the left edge: the window stops at the edge, all red.
    const atEdge = await served('w=100&h=100&fit=crop&crop=focalpoint&fp-x=0.1&fp-y=0.5');
    expect([near(atEdge.at(0.05, 0.5), RED), near(atEdge.at(0.95, 0.5), RED)]).toEqual([true, true]);
    // Without crop=focalpoint the point is ignored, as on Sanity's CDN: the centre is kept.
    const ignored = await served('w=100&h=100&fit=crop&fp-x=0.75&fp-y=0.5');
    expect([near(ignored.at(0.05, 0.5), RED), near(ignored.at(0.95, 0.1), BLUE)]).toEqual([true, true]);
  });

  it('cuts from an edge with crop=left or crop=right, and inside the crop rectangle first', async () => {
    expect(near((await served('w=50&h=50&fit=crop&crop=right')).at(0.1, 0.1), BLUE)).toBe(true);
    expect(near((await served('w=50&h=50&fit=crop&crop=left')).at(0.9, 0.9), RED)).toBe(true);
    // The rectangle is the right half; its own focal point at 0.5 is the mark.
    const inRect = await served('rect=200,0,200,200&w=64&h=32&fit=crop&crop=focalpoint&fp-x=0.5&fp-y=0.5');
    expect(inRect.size).toEqual([64, 32]);
    expect(near(inRect.at(0.5, 0.5), GREEN)).toBe(true);
    expect(near(inRect.at(0.02, 0.5), BLUE)).toBe(true);
  });

  it('refuses a focal point outside the picture or an unknown crop mode', () => {
    for (const query of ['w=10&h=10&fit=crop&crop=focalpoint&fp-x=1.5', 'w=10&h=10&fit=crop&crop=middle', 'w=10&h=10&fit=crop&crop=focalpoint&fp-y=-1']) {
      expect(planImage(Object.fromEntries(new URLSearchParams(query)), SOURCE, false).kind, query).toBe('refused');
    }
  });

  it('serves the editor\'s hotspot in the middle of the site\'s square picture', async () => {
    const image = { asset: { _ref: 'image-0123456789abcdef0123456789abcdef01234567-400x200-png' }, hotspot: { x: 0.75, y: 0.5, width: 0.1, height: 0.2 }, crop: { top: 0, bottom: 0, left: 0.1, right: 0 } };
    const url = new URL(imageUrlsFor(image, 1)(320), 'http://site.invalid');
    expect(url.searchParams.get('rect')).toBe('200,0,200,200');
    const square = await served(url.search.slice(1));
    expect(square.size).toEqual([200, 200]);
    expect(near(square.at(0.5, 0.5), GREEN)).toBe(true);
  });
});
