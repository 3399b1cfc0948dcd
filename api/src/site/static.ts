import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { isKnownPagePath } from '../../../contracts/routes';
import { failure } from '../http/errors';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; every page path of
 * the route table answers index.html with 200, any other path index.html with 404 (the app
 * then shows its "page not found" page).
 */
export async function registerSite(app: FastifyInstance, webDistDir: string) {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(failure('There is nothing at this address.'));
    }
    if (!hasBuild) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run "npm run build" or "npm start".');
    }
    const status = isKnownPagePath(pathname) ? 200 : 404;
    return reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexPath));
  });
}
