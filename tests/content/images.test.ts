/**
 * The embedded image CDN answers Sanity's URL shape from content/images, resized with sharp —
 * so @sanity/image-url's responsive URLs work locally.
 */
import { createImageUrlBuilder } from '@sanity/image-url';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';

let app: FastifyInstance;
let assetId: string;
let dataDir: string;
const contentDir = path.resolve('content');

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-images-'));
  app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CONTENT_DIR: contentDir, WEB_DIST_DIR: dataDir, LOG_REQUESTS: 'false' }));
  const line = fs
    .readFileSync(path.join(contentDir, 'dataset.ndjson'), 'utf8')
    .split('\n')
    .find((l) => l.includes('"_type":"sanity.imageAsset"') && l.includes('-1200x'));
  assetId = (JSON.parse(line!) as { _id: string })._id;
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const builder = createImageUrlBuilder({ projectId: 'local', dataset: 'production', baseUrl: '' });
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe('GET /images/{projectId}/{dataset}/{file}', () => {
  it('serves the original with long cache headers', async () => {
    const res = await app.inject({ url: pathOf(builder.image(assetId).url()) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(1200);
  });

  it('resizes to the requested width and format', async () => {
    const res = await app.inject({ url: pathOf(builder.image(assetId).width(320).format('jpg').quality(60).url()) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(320);
    expect(meta.format).toBe('jpeg');
  });

  it('crops to a width and height with fit=crop', async () => {
    const res = await app.inject({ url: pathOf(builder.image(assetId).width(300).height(300).fit('crop').url()) });
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
  });

  it('picks WebP for auto=format when the browser accepts it', async () => {
    const url = pathOf(builder.image(assetId).width(200).format('jpg').url()).replace('fm=jpg', 'auto=format');
    const res = await app.inject({ url, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toContain('Accept');
  });

  it('answers 404 for an unknown image, project or dataset', async () => {
    const file = pathOf(builder.image(assetId).url()).split('/').pop()!;
    for (const url of [
      '/images/local/production/0000000000000000000000000000000000000000-10x10.webp',
      `/images/other/production/${file}`,
      `/images/local/staging/${file}`,
      '/images/local/production/..%2F..%2Fpackage.json',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
