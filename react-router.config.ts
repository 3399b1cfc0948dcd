import type { Config } from '@react-router/dev/config';

/**
 * React Router in framework mode: every page is rendered on the server (by the Fastify server's page
 * route, with loaders that read content and members' data in-process) and hydrated by React.
 * `dist/web/client` is what the server serves as files; `dist/web/server` is the request handler.
 */
export default {
  appDirectory: 'web/src',
  buildDirectory: 'dist/web',
  ssr: true,
} satisfies Config;
