/**
 * Builds the seed dataset: renders the generated artwork into content/images (WebP), adds a
 * sanity.imageAsset document per picture, resolves `art:<name>` references, and writes
 * content/dataset.ndjson sorted by _id. `--check` fails when the committed files are stale.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LOCAL_DATASET, LOCAL_PROJECT_ID } from '../api/src/content';
import { renderArtSvg } from '../content/art/render';
import { ART_REF_PREFIX, type SeedDocument } from '../content/seed/helpers';
import { artSpecs, seedDocuments } from '../content/seed/index';
import { ROOT } from './lib';

const contentDir = path.join(ROOT, 'content');
const imagesDir = path.join(contentDir, 'images');
const datasetFile = path.join(contentDir, 'dataset.ndjson');
const check = process.argv.includes('--check');

async function renderImages() {
  const assets = new Map<string, SeedDocument>();
  const files = new Set<string>();
  for (const spec of artSpecs) {
    const svg = Buffer.from(renderArtSvg(spec));
    const webp = await sharp(svg).webp({ quality: 72, effort: 6 }).toBuffer();
    const sha1 = createHash('sha1').update(webp).digest('hex');
    const fileName = `${sha1}-${spec.width}x${spec.height}.webp`;
    files.add(fileName);
    if (!check) fs.writeFileSync(path.join(imagesDir, fileName), webp);
    const assetId = `image-${sha1}-${spec.width}x${spec.height}-webp`;
    assets.set(spec.name, {
      _id: assetId,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension: 'webp',
      mimeType: 'image/webp',
      originalFilename: `${spec.name}.webp`,
      size: webp.length,
      path: `images/${LOCAL_PROJECT_ID}/${LOCAL_DATASET}/${fileName}`,
      url: `https://cdn.sanity.io/images/${LOCAL_PROJECT_ID}/${LOCAL_DATASET}/${fileName}`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width: spec.width, height: spec.height, aspectRatio: spec.width / spec.height },
        hasAlpha: false,
        isOpaque: true,
      },
    });
  }
  return { assets, files };
}

function resolveArtRefs(value: unknown, assets: Map<string, SeedDocument>, where: string): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveArtRefs(item, assets, where));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (key === '_ref' && typeof child === 'string' && child.startsWith(ART_REF_PREFIX)) {
        const asset = assets.get(child.slice(ART_REF_PREFIX.length));
        if (!asset) throw new Error(`${where}: no artwork named "${child.slice(ART_REF_PREFIX.length)}" (add it with art({...}))`);
        out[key] = asset._id;
      } else out[key] = resolveArtRefs(child, assets, where);
    }
    return out;
  }
  return value;
}

fs.mkdirSync(imagesDir, { recursive: true });
const { assets, files } = await renderImages();
const ids = new Set<string>();
for (const doc of seedDocuments) {
  if (ids.has(doc._id)) throw new Error(`Duplicate document id "${doc._id}"`);
  ids.add(doc._id);
}
const documents = [...seedDocuments.map((doc) => resolveArtRefs(doc, assets, doc._id) as SeedDocument), ...assets.values()].sort((a, b) =>
  a._id.localeCompare(b._id),
);
const ndjson = documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n';

if (check) {
  const current = fs.existsSync(datasetFile) ? fs.readFileSync(datasetFile, 'utf8') : '';
  const missing = [...files].filter((f) => !fs.existsSync(path.join(imagesDir, f)));
  if (current !== ndjson || missing.length) {
    console.error('content/dataset.ndjson is out of date with content/seed: run "npm run content:build" and commit the result.');
    process.exit(1);
  }
  console.log(`content/dataset.ndjson is up to date (${documents.length} documents, ${files.size} images).`);
} else {
  for (const stale of fs.readdirSync(imagesDir)) if (!files.has(stale)) fs.rmSync(path.join(imagesDir, stale));
  fs.writeFileSync(datasetFile, ndjson);
  const bytes = [...files].reduce((sum, f) => sum + fs.statSync(path.join(imagesDir, f)).size, 0);
  console.log(`Wrote ${documents.length} documents and ${files.size} images (${Math.round(bytes / 1024)} KiB) to content/.`);
}
