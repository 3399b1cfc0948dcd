import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { isKnownPagePath } from '../../../contracts/routes';
import { failure } from '../http/errors';
import { loadPageRenderer } from './render';

/** This server's own address as seen from itself (the renderer reads content and /api/v1 through it). */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return 'http://127.0.0.1';
  const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Serves the built web app. Hashed assets are cached for a year. Every page path of the route table
 * is rendered on the server (its content in the HTML, then the app hydrates) and answers 200; any
 * other path answers 404 with the app's "page not found" page. Without an SSR bundle, the plain
 * index.html is answered and the browser renders.
 */
export async function registerSite(app: FastifyInstance, webDistDir: string, contentCacheSeconds: number) {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  const renderer = hasBuild ? await loadPageRenderer(webDistDir, () => ownOrigin(app), contentCacheSeconds * 1000) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The server bundle and the build manifest are the server's, not the public's.
      allowedPath: (pathName) => !pathName.startsWith('/server/') && !pathName.startsWith('/.vite/'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(failure('There is nothing at this address.'));
    }
    if (!hasBuild) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run "npm run build" or "npm start".');
    }
    const status = isKnownPagePath(pathname) ? 200 : 404;
    reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!renderer) return reply.send(fs.createReadStream(indexPath));
    try {
      // Canonical and preview addresses use the address the visitor asked for.
      const page = await renderer.render(new URL(request.url, `${request.protocol}://${request.host}`));
      if (page.location) return reply.redirect(page.location, page.status ?? 302);
      // A page about an item that does not exist (an unknown book) says so, and answers 404.
      if (page.status) reply.status(page.status);
      return reply.send(page.html);
    } catch (error) {
      // A page that cannot be rendered is still served: the browser renders it.
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return reply.send(fs.createReadStream(indexPath));
    }
  });
}
