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
} satisfies Config;
