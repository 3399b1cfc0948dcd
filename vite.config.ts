import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The web app: React Router's Vite plugin builds the browser's code (dist/web/client) and the
 * server's request handler (dist/web/server) from the route modules listed in web/src/routes.ts.
 */
export default defineConfig(({ command }) => ({
  publicDir: 'web/public',
  envDir: '.',
  envPrefix: ['VITE_', 'SANITY_'],
  // `~/`, `@contracts/` and `@schemas/` as tsconfig.json's paths declare them, in the browser and server builds alike.
  resolve: { tsconfigPaths: true },
  plugins: [
    reactRouter(),
    // Pre-compressed copies (.br, .gz) that the server sends as they are, with no per-request cost.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.(png|jpe?g|webp|woff2?|mp4)$/, /[\\/]server[\\/]/] }),
  ],
  build: {
    sourcemap: true,
    // One stylesheet for the whole site (12 KiB compressed) instead of one per chunk: a page linked
    // eight, each a request its first paint waited for (FCP ~2 s at Lighthouse's phone speed).
    cssCodeSplit: false,
  },
  ssr: {
    // The built server bundle is self-contained: it runs from wherever the build is (WEB_DIST_DIR).
    // The dev server loads packages from node_modules as Node does (CommonJS ones included).
    noExternal: command === 'build' ? true : undefined,
  },
}));
