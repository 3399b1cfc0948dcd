import prefresh from '@prefresh/vite';
import path from 'node:path';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

/** Where the server-rendering bundle goes: `server/` inside the client build (the server never serves it). */
export const SSR_SUBDIR = 'server';

/**
 * `vite build` builds both environments: the browser's app and the server-rendering bundle
 * (one file, web/src/entry-server.tsx). The bundle follows the client's outDir, so
 * `vite build --outDir /tmp/x` puts it in /tmp/x/server.
 */
function serverBundleBesideClient(): Plugin {
  return {
    name: 'jnanam:server-bundle',
    config(config) {
      const clientOutDir = config.build?.outDir ?? '../dist/web';
      return {
        environments: {
          ssr: {
            build: {
              outDir: path.join(clientOutDir, SSR_SUBDIR),
              emptyOutDir: true,
              sourcemap: false,
              copyPublicDir: false,
              rollupOptions: {
                input: 'src/entry-server.tsx',
                // One module: each server instance imports its own copy (with its own origin and cache).
                output: { codeSplitting: false, entryFileNames: 'entry-server.mjs' },
              },
            },
          },
        },
      };
    },
  };
}

/**
 * The app is written against React's API and runs on Preact (`preact/compat`) in the browser and in
 * server rendering: React 19's DOM client alone is ~57 KiB gzip, over half of the 100 KiB first-load
 * budget (issue 10); Preact's runtime with its compat layer is ~5 KiB. Libraries that import React
 * (React Router, SWR, react-slick, @portabletext/react) get Preact through these aliases. The Studio
 * is a separate build and keeps React 19. README "Why Preact runs the React code" has the figures.
 */
const preactInPlaceOfReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // @portabletext/react is compiled with the React Compiler.
  { find: /^react\/compiler-runtime$/, replacement: 'preact/compat/compiler-runtime' },
];

export default defineConfig(({ command }) => ({
  root: 'web',
  resolve: { alias: preactInPlaceOfReact },
  // JSX compiles to Preact's automatic runtime (what react/jsx-runtime resolves to, without the alias).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  envDir: '..',
  envPrefix: ['VITE_', 'SANITY_'],
  builder: {},
  plugins: [
    // Hot reload that keeps component state in the dev server (Preact's counterpart of React Refresh).
    command === 'serve' ? (prefresh() as unknown as PluginOption) : null,
    serverBundleBesideClient(),
    // Pre-compressed copies (.br, .gz) that the server sends as they are, with no per-request cost.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.(png|jpe?g|webp|woff2?|mp4)$/, /entry-server/] }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to add each page's chunk and CSS to its HTML.
    manifest: true,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  ssr: {
    // The server bundle is self-contained: it runs from wherever the build is (WEB_DIST_DIR).
    noExternal: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '^/v\\d{4}-\\d{2}-\\d{2}/': apiTarget,
      '/images': apiTarget,
      '/media': apiTarget,
    },
  },
}));
