import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';

/**
 * `npm run dev`: the same server, with Vite in middleware mode in front of the pages. Vite serves
 * the modules with hot reload; pages are rendered by the same React Router handler as in
 * production, from the route modules as they are now, so a developer sees what a visitor gets.
 * Vite and its plugins are development dependencies: they are loaded only here.
 */
export async function registerWebDevServer(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({ server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'custom' });
  app.addHook('onClose', () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}
