/**
 * The image service accepts what the site and Sanity's URL builder ask for and nothing else,
 * never makes a picture larger than its source, makes a new variant only within each address's
 * budget and a few at a time, and keeps what it made on disk across restarts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../contracts/messages/image';
import { ROOT } from '../../scripts/lib';
import { IMAGE_WIDTHS, imageUrlsFor } from '../../web/src/shared/content/image';
import { variantCacheDir } from '../../api/src/content/imageVariants';
import { VariantCache } from '../../api/src/content/variantCache';
import { STORE, startTestApp, type TestApp } from './helpers';

const IMAGES = fs.readdirSync(path.join(ROOT, 'content/images'));
const sizeOf = (file: string) => file.match(/-(\d+)x(\d+)\./)!.slice(1).map(Number) as [number, number];
/** The seed's 1200×675 picture. */
const WIDE = IMAGES.find((file) => file.endsWith('-1200x675.webp'))!;
const wide = (query: string) => `/images/local/production/${WIDE}?${query}`;
const WEBP = { accept: 'image/avif,image/webp,*/*' };

async function picture(t: TestApp, url: string, remoteAddress = '127.0.0.1') {
  const answer = await t.app.inject({ url, headers: WEBP, remoteAddress });
  const meta = answer.statusCode === 200 ? await sharp(answer.rawPayload).metadata() : undefined;
  return { status: answer.statusCode, headers: answer.headers, size: meta && [meta.width, meta.height], body: answer.rawPayload, json: answer.statusCode === 200 ? undefined : answer.json() };
}

describe(`the image service (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ imageLimits: { newVariantsPerMinute: 100_000 } });
  });
  afterAll(async () => t?.close());

  it('answers every URL the web app writes for the seed pictures with a picture', async () => {
    const ratios = [undefined, 1, 4 / 3, 3 / 4, 3 / 2, 16 / 9, 16 / 10];
    const crop = { top: 0.05, bottom: 0.1, left: 0.02, right: 0.08 };
    const hotspot = { x: 0.4, y: 0.35, width: 0.3, height: 0.3 };
    // A few pictures of each shape and size, as SanityImage picks their srcset widths.
    const sample = [...new Set(IMAGES.map((file) => sizeOf(file).join('x')))].map((size) => IMAGES.find((file) => file.includes(`-${size}.`))!);
    for (const file of sample) {
      const [width, height] = sizeOf(file);
      const widths = IMAGE_WIDTHS.filter((w) => w <= width);
      if (widths.length === 0) widths.push(width);
      const ref = `image-${file.replace(/\.(\w+)$/, '-$1')}`;
      for (const [n, ratio] of ratios.entries()) {
        // Every other ratio with an editor's crop and hotspot, which adds a `rect`.
        const at = imageUrlsFor(n % 2 ? { asset: { _ref: ref }, crop, hotspot } : { asset: { _ref: ref } }, ratio);
        for (const w of widths) {
          const answer = await picture(t, at(w));
          expect(answer.status, at(w)).toBe(200);
          expect(answer.size![0], at(w)).toBeLessThanOrEqual(width);
          expect(answer.size![1], at(w)).toBeLessThanOrEqual(height);
        }
      }
    }
  });

  it('refuses parameters and values no page or Sanity builder asks for, with 400 and a message', async () => {
    const refused = {
      'fit=a1': IMAGE_MESSAGES.badValue('fit'),
      'w=320&fit=stretch': IMAGE_MESSAGES.badValue('fit'),
      'fm=gif': IMAGE_MESSAGES.badValue('fm'),
      'q=101': IMAGE_MESSAGES.badValue('q'),
      'q=7.5': IMAGE_MESSAGES.badValue('q'),
      'w=0': IMAGE_MESSAGES.badValue('w'),
      'w=9000': IMAGE_MESSAGES.badValue('w'),
      'w=-5': IMAGE_MESSAGES.badValue('w'),
      'h=1e3': IMAGE_MESSAGES.badValue('h'),
      'dpr=4': IMAGE_MESSAGES.badValue('dpr'),
      'auto=compress': IMAGE_MESSAGES.badValue('auto'),
      'w=1&w=2': IMAGE_MESSAGES.badValue('w'),
      'rect=0,0,1201,675': IMAGE_MESSAGES.rectOutside,
      'rect=100,100,1101,10': IMAGE_MESSAGES.rectOutside,
      'rect=0,0,0,10': IMAGE_MESSAGES.rectOutside,
      'rect=1,2,3': IMAGE_MESSAGES.badValue('rect'),
      'w=320&colour=red': IMAGE_MESSAGES.unknownParameter('colour'),
    };
    for (const [query, message] of Object.entries(refused)) {
      const answer = await picture(t, wide(query));
      expect([answer.status, answer.json], query).toEqual([400, { success: false, message }]);
      expect(answer.headers['cache-control'], query).toBe('no-store');
    }
  });

  it('rounds sizes up to the ladder and keeps an asked ratio', async () => {
    expect((await picture(t, wide('w=301'))).size).toEqual([320, 180]);
    expect((await picture(t, wide('w=300'))).size).toEqual([300, 169]);
    expect((await picture(t, wide('h=333'))).size).toEqual([711, 400]);
    expect((await picture(t, wide('w=301&h=301&fit=crop'))).size).toEqual([320, 320]);
    expect((await picture(t, wide('w=160&dpr=2'))).size).toEqual([320, 180]);
    expect((await picture(t, wide('rect=100,50,600,400&w=100&fit=max'))).size).toEqual([100, 67]);
  });

  it('never makes a picture larger than its source, whatever the fit', async () => {
    for (const fit of ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min']) {
      for (const query of [`w=2400&h=2400&fit=${fit}`, `w=8000&fit=${fit}&fm=png`, `h=5000&fit=${fit}&fm=jpg`, `rect=0,0,400,300&w=1600&h=1200&fit=${fit}`]) {
        const answer = await picture(t, wide(query));
        expect(answer.status, query).toBe(200);
        const [width, height] = answer.size!;
        const [maxWidth, maxHeight] = query.startsWith('rect') ? [400, 300] : [1200, 675];
        expect(width, query).toBeLessThanOrEqual(maxWidth);
        expect(height, query).toBeLessThanOrEqual(maxHeight);
      }
    }
    // Cropped to the ratio asked for, as large as the source allows.
    expect((await picture(t, wide('w=2400&h=2400&fit=crop'))).size).toEqual([675, 675]);
  });
});

describe(`new variants per address, the disk cache and a restart (${STORE})`, () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('answers 429 past the budget, serves cached variants without limit, and keeps them across a restart', async () => {
    t = await startTestApp({ imageLimits: { newVariantsPerMinute: 3 } });
    const urls = ['w=64', 'w=100', 'w=150'].map(wide);
    const made = [];
    for (const url of urls) made.push(await picture(t, url));
    expect(made.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // Sizes that come to a variant already made cost nothing.
    expect((await picture(t, wide('w=63'))).status).toBe(200);
    const refused = await picture(t, wide('w=200'));
    expect([refused.status, refused.json]).toEqual([429, { success: false, message: IMAGE_MESSAGES.tooManyNew }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let round = 0; round < 3; round += 1) for (const url of urls) expect((await picture(t, url)).status).toBe(200);
    // The original needs no resizing, so it is never refused; another address has its own budget.
    expect((await picture(t, wide('w=2400&auto=format'))).status).toBe(200);
    expect((await picture(t, wide('w=200'), '10.0.0.9')).status).toBe(200);

    const files = fs.readdirSync(variantCacheDir(t.config.dataDir), { recursive: true }).filter((file) => String(file).endsWith('.webp'));
    expect(files).toHaveLength(4);
    await t.app.close();
    // A restarted server with a budget of one serves the three from disk, then makes just one more.
    const restarted = await startTestApp({ imageLimits: { newVariantsPerMinute: 1 } }, { dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl });
    try {
      for (const [n, url] of urls.entries()) {
        const again = await picture(restarted, url);
        expect(again.status, url).toBe(200);
        expect(again.body.equals(made[n]!.body), url).toBe(true);
      }
      expect((await picture(restarted, wide('w=240'))).status).toBe(200);
      expect((await picture(restarted, wide('w=400'))).status).toBe(429);
    } finally {
      await restarted.app.close();
      await restarted.db.destroy();
    }
  });

  it('makes at most the allowed number at once and answers 503 with Retry-After past a short wait', async () => {
    const busy = await startTestApp({ imageLimits: { resizesAtOnce: 1, queueLength: 1, maxWaitMs: 50 } });
    try {
      const queries = ['w=1200&fm=png', 'w=960&fm=png', 'w=800&fm=png', 'w=640&fm=png', 'w=600&fm=png', 'w=480&fm=png'];
      const answers = await Promise.all(queries.map((query) => busy.app.inject({ url: wide(query) })));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      const refused = answers.filter((answer) => answer.statusCode === 503);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      expect(refused[0]!.json()).toEqual({ success: false, message: IMAGE_MESSAGES.busy });
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // A refused request was not counted: asked again once the resizer is free, it is made.
      const again = await busy.app.inject({ url: wide(queries[statuses.indexOf(503)]!) });
      expect(again.statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});

describe('the variant cache on disk', () => {
  it('evicts the least recently used past its bound, and rebuilds its order after a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-variants-'));
    try {
      const cache = new VariantCache(dir, 250);
      const body = Buffer.alloc(100, 1);
      await cache.write('a/1.webp', body);
      await cache.write('a/2.webp', body);
      expect(await cache.read('a/1.webp')).toEqual(body); // 1 is now the most recently used
      await cache.write('b/3.webp', body);
      expect([await cache.read('a/2.webp'), cache.bytes, cache.size]).toEqual([undefined, 200, 2]);
      expect(fs.existsSync(path.join(dir, 'a/2.webp'))).toBe(false);
      // Recency survives a restart through the files' times.
      const past = Date.now() / 1000 - 3600;
      fs.utimesSync(path.join(dir, 'b/3.webp'), past, past);
      fs.writeFileSync(path.join(dir, 'a/half-written.webp.abc.tmp'), 'x');
      const reopened = new VariantCache(dir, 250);
      await reopened.write('c/4.webp', body);
      expect([await reopened.read('b/3.webp'), await reopened.read('a/1.webp')]).toEqual([undefined, body]);
      expect(fs.existsSync(path.join(dir, 'a/half-written.webp.abc.tmp'))).toBe(false);
      await reopened.forget('anything');
      expect(reopened.size).toBe(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
