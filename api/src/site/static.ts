import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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
 * is rendered on the server (its content in the HTML, then the app hydrates) and answers 200, or 404
 * when the item it names does not exist (an unknown episode); any other path answers 404 with the
 * app's "page not found" page. Without an SSR bundle, the plain
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
    // A page's form sent before its code ran (the code loads after the first paint; the password
    // forms say method="post" so nothing typed goes into the address): the page again, by GET.
    if (request.method === 'POST' && !pathname.startsWith('/api/') && isKnownPagePath(pathname)) {
      return reply.redirect(request.url, 303);
    }
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
      // A known path whose item does not exist (an unknown episode id) answers 404 too.
      if (page.status === 404) reply.status(404);
      return await sendCompressed(request, reply, page.html);
    } catch (error) {
      // A page that cannot be rendered is still served: the browser renders it.
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return reply.send(fs.createReadStream(indexPath));
    }
  });
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Whether the Accept-Encoding header accepts `encoding` (listed without `q=0`). */
function accepts(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name?.trim() === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/**
 * Pages are answered from the not-found handler, which @fastify/compress does not reach (it adds
 * its hook to routes): the HTML is compressed here. The landing page is 56 KB, ~12 KB as brotli.
 */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('Vary', 'Accept-Encoding');
  const encoding = request.headers['accept-encoding'];
  if (Buffer.byteLength(html) < 1024) return reply.send(html);
  if (accepts(encoding, 'br')) {
    return reply.header('Content-Encoding', 'br').send(await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }));
  }
  if (accepts(encoding, 'gzip')) return reply.header('Content-Encoding', 'gzip').send(await gzip(html));
  return reply.send(html);
}
