import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT_DIR } from '../../api/src/config';
import {
  BUDGETS_KIB,
  FIRST_LOAD_BUDGET_EXCEPTIONS_KIB,
  formatBuildSizes,
  kib,
  measureBuild,
  packagesIn,
  readBrowserManifest,
  ROUTE_CHUNK_BUDGET_EXCEPTIONS,
} from '../../scripts/bundleSizes';

/**
 * Download budgets of the production build the browser tests run against (WEB_DIST_DIR, else
 * dist/web), gzip-compressed as the server sends them. Sizes do not depend on the viewport: the
 * checks run in the desktop project only.
 */
const distDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(ROOT_DIR, 'dist/web'));

test.describe('download budgets of the production build', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'sizes are the same in every viewport');
  const built = readBrowserManifest(distDir) !== undefined;
  test.skip(!built, `no production build in ${distDir}`);

  const sizes = built ? measureBuild(distDir) : undefined;

  test('every page stays within its first-load, route-chunk and CSS budgets', () => {
    console.log(formatBuildSizes(sizes!));
    expect(sizes!.routes.length).toBeGreaterThan(5);
    for (const route of sizes!.routes) {
      expect(kib(route.firstLoadJsGzip), `${route.module}: first-load JavaScript, KiB gzip`).toBeLessThanOrEqual(
        FIRST_LOAD_BUDGET_EXCEPTIONS_KIB[route.module] ?? BUDGETS_KIB.firstLoadJs,
      );
      if (!ROUTE_CHUNK_BUDGET_EXCEPTIONS.includes(route.module)) {
        expect(kib(route.chunkGzip), `${route.module}: route chunk, KiB gzip`).toBeLessThanOrEqual(BUDGETS_KIB.routeChunk);
      }
      expect(kib(route.firstLoadCssGzip), `${route.module}: CSS, KiB gzip`).toBeLessThanOrEqual(BUDGETS_KIB.css);
    }
  });

  test('the content client and the password-strength dictionaries are not part of any first load', () => {
    // The first paint has its content in the HTML; @sanity/client (with rxjs) loads when a query is sent.
    for (const route of sizes!.routes) {
      const packages = new Set(route.files.flatMap((file) => [...packagesIn(distDir, file)]));
      for (const lazy of ['@sanity/client', 'rxjs', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common']) {
        expect(packages.has(lazy), `${route.module} loads ${lazy} up front`).toBe(false);
      }
      // The project's runtime is React 19 and react-dom, nothing in its place.
      expect(packages.has('react-dom'), `${route.module} loads react-dom`).toBe(true);
      expect(packages.has('preact'), `${route.module} loads Preact`).toBe(false);
    }
  });
});
