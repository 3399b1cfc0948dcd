import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

/**
 * The web app: React Router's Vite plugin builds the browser's code (dist/web/client) and the
 * server's request handler (dist/web/server) from the route modules listed in web/src/routes.ts.
 */
export default defineConfig({
  publicDir: 'web/public',
  envDir: '.',
  envPrefix: ['VITE_', 'SANITY_'],
  plugins: [
    reactRouter(),
    // Pre-compressed copies (.br, .gz) that the server sends as they are, with no per-request cost.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.(png|jpe?g|webp|woff2?|mp4)$/, /[\\/]server[\\/]/] }),
  ],
  build: {
    sourcemap: true,
  },
  ssr: {
    // The server bundle is self-contained: it runs from wherever the build is (WEB_DIST_DIR).
    noExternal: true,
  },
  server: {
    proxy: {
      '^/v\\d{4}-\\d{2}-\\d{2}/': apiTarget,
    },
  },
});
