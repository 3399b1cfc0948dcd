import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { createLogger, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import reactRouterConfig from './react-router.config';
import { shellChunk } from './scripts/shellChunk';

/**
 * Build warnings that are not ours to act on, kept out of the build's output (and npm start's):
 * React Router's own compilers pass Vite the deprecated `envFile` option, and React Router warns that
 * source maps are public, which they are on purpose (the code is the trust's open code, and errors
 * reported from browsers stay readable).
 */
const NOT_OURS = [/The `envFile` option is deprecated/, /Source maps are enabled in production/];
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (!NOT_OURS.some((pattern) => pattern.test(message))) warn(message, options);
};

/**
 * React Router's package exports only its development build (a known React Router bug), which
 * keeps its development warnings and their texts in what visitors download; a build takes the
 * production build that the package ships beside it. `npm run dev` keeps the warnings.
 */
const reactRouterDist = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
const PRODUCTION_REACT_ROUTER = [
  { find: /^react-router$/, replacement: reactRouterDist('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterDist('dom-export.mjs') },
];

const shell = shellChunk(reactRouterConfig.appDirectory);

/**
 * The web app: React Router's Vite plugin builds the browser's code (dist/web/client) and the
 * server's request handler (dist/web/server) from the route modules listed in web/src/routes.ts.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  publicDir: 'web/public',
  customLogger: logger,
  envDir: '.',
  envPrefix: ['VITE_', 'SANITY_'],
  // `~/`, `@contracts/` and `@schemas/` as tsconfig.json's paths declare them, in the browser and server builds alike.
  resolve: {
    tsconfigPaths: true,
    alias: command === 'build' ? PRODUCTION_REACT_ROUTER : [],
  },
  plugins: [
    reactRouter(),
    shell.plugin,
    // Pre-compressed copies (.br, .gz) that the server sends as they are, with no per-request cost.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.(png|jpe?g|webp|woff2?|mp4)$/, /[\\/]server[\\/]/] }),
  ],
  build: {
    sourcemap: true,
    // One stylesheet for the whole site (12 KiB compressed) instead of one per chunk: a page linked
    // eight, each a request its first paint waited for (FCP ~2 s at Lighthouse's phone speed).
    cssCodeSplit: false,
    // The bundler's report of slow plugins names Vite's and React Router's own (the manifest, route
    // transforms), nothing this project can change.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // What every page loads, in one chunk (scripts/shellChunk.ts); the rest splits as Rolldown does.
      output: isSsrBuild ? {} : { codeSplitting: { groups: [shell.group] } },
    },
  },
  ssr: {
    // The built server bundle is self-contained: it runs from wherever the build is (WEB_DIST_DIR).
    // The dev server loads packages from node_modules as Node does (CommonJS ones included).
    noExternal: command === 'build' ? true : undefined,
  },
}));
