import type { Config } from '@react-router/dev/config';

/**
 * React Router in framework mode: every page is rendered on the server (by the Fastify server's page
 * route, with loaders that read content and members' data in-process) and hydrated by React.
 * `dist/web/client` is what the server serves as files; `dist/web/server` is the request handler.
 */
export default {
  appDirectory: 'web/src',
  // WEB_DIST_DIR builds elsewhere (the benchmarks build a copy without touching a running server's).
  buildDirectory: process.env.WEB_DIST_DIR ?? 'dist/web',
  ssr: true,
  // React Router v8's changes, each named and kept off until the upgrade is made on purpose; a flag
  // left unnamed prints a warning on every build (five, at every npm start).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
