/**
 * What each page of a production build makes the browser download before it can run, read from
 * Vite's manifest (`.vite/manifest.json`) and measured gzip-compressed (what the server sends).
 * Shared by the budget test (tests/e2e/budgets.spec.ts, part of `npm test`) and `npm run bench`.
 *
 * A page's first load is the entry (index.html's script), its area's route chunk, and every chunk
 * they import statically, with the CSS of all of them. Dynamic imports (the content client, the
 * password-strength dictionaries, other areas) load later and are not counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RouteChunkSizes {
  /** The area module, e.g. src/features/home/index.ts (one chunk per product area). */
  module: string;
  /** The JavaScript files of the page's first load. */
  files: string[];
  /** gzip bytes of the route chunk alone. */
  chunkGzip: number;
  /** gzip bytes of the JavaScript the page needs before it runs: entry + route chunk + static imports. */
  firstLoadJsGzip: number;
  /** gzip bytes of the CSS linked for the page: the entry's and the route's (with their imports'). */
  firstLoadCssGzip: number;
}

export interface BuildSizes {
  /** The JavaScript files of the entry's first load (for checks of what they contain). */
  entryFiles: string[];
  entryGzip: number;
  entryCssGzip: number;
  routes: RouteChunkSizes[];
}

/**
 * The budgets `npm test` enforces, in gzip KiB (issue 10): a page's first-load JavaScript (entry +
 * its route chunk + their static imports), one route chunk, a page's CSS. The first-load budget is
 * met by running the app on Preact (vite.config.ts): with React 19's DOM client the entry alone
 * was 112 KiB; on Preact it is 49 and the largest page (/jnanam-donate) 81.
 */
export const BUDGETS_KIB = { firstLoadJs: 100, routeChunk: 50, css: 30 } as const;

/**
 * Route chunks allowed over the route-chunk budget: heavy tools that only members open, loaded on
 * their own page (the article editor's area goes here when it is added).
 */
export const ROUTE_CHUNK_BUDGET_EXCEPTIONS: readonly string[] = [];

export const kib = (bytes: number) => bytes / 1024;

export function measureBuild(distDir: string): BuildSizes {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gzipCache = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  /** The files a module needs up front: its chunk, its static imports' chunks, their CSS. */
  const closure = (id: string, scripts = new Set<string>(), styles = new Set<string>()) => {
    const chunk = manifest[id];
    if (!chunk || scripts.has(chunk.file)) return { scripts, styles };
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach((imported) => closure(imported, scripts, styles));
    return { scripts, styles };
  };
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipOf(file), 0);

  const entryId = Object.keys(manifest).find((id) => manifest[id]!.isEntry);
  if (!entryId) throw new Error(`no entry chunk in ${distDir}/.vite/manifest.json`);
  const entry = closure(entryId);
  const routes = Object.keys(manifest)
    .filter((id) => /^src\/features\/[^/]+\/index\.tsx?$/.test(id))
    .sort()
    .map((module) => {
      const page = closure(entryId);
      closure(module, page.scripts, page.styles);
      return {
        module,
        files: [...page.scripts],
        chunkGzip: gzipOf(manifest[module]!.file),
        firstLoadJsGzip: sum(page.scripts),
        firstLoadCssGzip: sum(page.styles),
      };
    });
  return { entryFiles: [...entry.scripts], entryGzip: gzipOf(manifest[entryId]!.file), entryCssGzip: sum(entry.styles), routes };
}

/** The npm packages whose code a built JavaScript file holds, read from its source map. */
export function packagesIn(distDir: string, file: string): Set<string> {
  const map = JSON.parse(fs.readFileSync(path.join(distDir, `${file}.map`), 'utf8')) as { sources: string[] };
  return new Set(map.sources.flatMap((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? []));
}

/** The sizes as a table (KiB gzip), one row per route chunk. */
export function formatBuildSizes(sizes: BuildSizes): string {
  const cell = (bytes: number) => kib(bytes).toFixed(1).padStart(10);
  return [
    `entry chunk ${kib(sizes.entryGzip).toFixed(1)} KiB gzip; entry CSS ${kib(sizes.entryCssGzip).toFixed(1)} KiB gzip`,
    `${'route chunk'.padEnd(34)} ${'chunk'.padStart(10)} ${'first JS'.padStart(10)} ${'first CSS'.padStart(10)}  (KiB gzip)`,
    ...sizes.routes.map((r) => `${r.module.padEnd(34)} ${cell(r.chunkGzip)} ${cell(r.firstLoadJsGzip)} ${cell(r.firstLoadCssGzip)}`),
  ].join('\n');
}
