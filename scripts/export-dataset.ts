/**
 * npm run content:export [-- <out-dir>]: writes the working dataset (what staff published in the
 * Studio, DATA_DIR/content; the seed when the server never ran) in the format `sanity dataset import`
 * reads — a folder `jnanam-dataset/` with `data.ndjson`, `images/` and `files/`, and the same as
 * `jnanam-dataset.tar.gz` — into <out-dir> (default: dist/content-export).
 *
 * Local image and file references (`asset._ref` to a `sanity.imageAsset` or `sanity.fileAsset`
 * document) become `_sanityAsset: "image@file://./images/<file>"` (or `file@file://./files/<file>`),
 * so the import uploads each file once and links it;
 * the local asset documents themselves are left out (the Content Lake creates its own).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../api/src/config';
import { workingContentDir } from '../api/src/content';
import { isDraftId, parseNdjson, type ContentDocument } from '../api/src/content/dataset';
import { ROOT } from './lib';

const outDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist/content-export'));
const folderName = 'jnanam-dataset';
const folder = path.join(outDir, folderName);
const config = loadConfig();
const workingDir = workingContentDir(config.dataDir);
const workingFile = path.join(workingDir, 'dataset.ndjson');
// Read only: a running server owns the working dataset.
const source = fs.existsSync(workingFile) ? workingFile : path.join(config.contentDir, 'dataset.ndjson');
const assetDirs = { images: [path.join(config.contentDir, 'images'), path.join(workingDir, 'images')], files: [path.join(workingDir, 'files')] };
const ASSET_TYPES: Record<string, { kind: 'image' | 'file'; folder: 'images' | 'files' }> = {
  'sanity.imageAsset': { kind: 'image', folder: 'images' },
  'sanity.fileAsset': { kind: 'file', folder: 'files' },
};

const documents = parseNdjson(fs.readFileSync(source, 'utf8'));
const assets = new Map(documents.filter((doc) => ASSET_TYPES[doc._type]).map((doc) => [doc._id, doc]));

fs.rmSync(folder, { recursive: true, force: true });
fs.mkdirSync(path.join(folder, 'images'), { recursive: true });
fs.mkdirSync(path.join(folder, 'files'), { recursive: true });
/** Each copied file as `{folder}/{name}`. */
const used = new Set<string>();

/** Replaces `{ asset: { _ref: image-... } }` with Sanity's import marker, keeping alt, crop and hotspot. */
function toImportShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toImportShape);
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const assetRef = (object.asset as { _ref?: string } | undefined)?._ref;
  const asset = assetRef ? assets.get(assetRef) : undefined;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(object)) {
    if (key === 'asset' && asset) continue;
    out[key] = toImportShape(child);
  }
  if (asset) {
    const type = ASSET_TYPES[asset._type]!;
    const file = `${type.folder}/${path.basename(String(asset.path))}`;
    used.add(file);
    out._sanityAsset = `${type.kind}@file://./${file}`;
  }
  return out;
}

/** The store's own bookkeeping: the Content Lake sets revisions itself. */
const withoutRevision = ({ _rev: _ignored, ...doc }: ContentDocument) => doc;

const exported = documents
  .filter((doc) => !ASSET_TYPES[doc._type] && !isDraftId(doc._id))
  .map((doc) => toImportShape(withoutRevision(doc)) as ContentDocument);
fs.writeFileSync(path.join(folder, 'data.ndjson'), exported.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
for (const file of used) {
  const [kind, name] = file.split('/') as ['images' | 'files', string];
  const from = assetDirs[kind].map((dir) => path.join(dir, name)).find((candidate) => fs.existsSync(candidate));
  if (!from) throw new Error(`The file ${name} is named by an asset but is in none of ${assetDirs[kind].join(', ')}`);
  fs.copyFileSync(from, path.join(folder, file));
}

const tarball = path.join(outDir, `${folderName}.tar.gz`);
execFileSync('tar', ['-czf', tarball, '-C', outDir, folderName]);
console.log(`Exported ${exported.length} documents of ${path.relative(process.cwd(), source)} and ${used.size} images and files to ${path.relative(process.cwd(), folder)} and ${path.relative(process.cwd(), tarball)}.`);
console.log(`Import: npx sanity dataset import ${path.relative(process.cwd(), tarball)} production --replace`);
