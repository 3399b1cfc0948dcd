/**
 * The Sanity Studio on this server: its backend at /studio-api (the working content store, staff
 * only) and the built Studio (`sanity build` into dist/studio) at /studio, on the site's own
 * origin, so the Studio needs no CORS and no Sanity account.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REQUEST_MESSAGES } from '../../../contracts/messages/request';
import { STUDIO_PATH } from '../../../contracts/routes';
import type { Authenticator } from '../auth/authenticate';
import type { ContentStore } from '../content';
import { failure } from '../http/errors';
import { registerStudioBackend } from './backend';
import { type PreviewReaders, registerPreviewChanges } from './previewChanges';

export { STUDIO_API_PREFIX } from './backend';
export { studioSessionGuard } from './sessionGuard';

export { STUDIO_PATH };

/**
 * The Studio's own page needs more than the site's: styled-components writes its styles into
 * <style> elements, and the Studio runs some work in blob: workers.
 */
const studioCsp = (inlineScriptHashes: string[]) => [
  "default-src 'self'",
  `script-src 'self' ${inlineScriptHashes.join(' ')}`.trim(),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://cdn.sanity.io",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** The Studio's page starts with an inline error-reporting script: it is allowed by its hash, nothing else inline. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`,
  );
}

/** The policy for the build in place now, read again only when index.html changes, so a Studio built while the server runs gets its own hashes. */
function currentCsp(indexFile: string | undefined): () => string {
  let seen: { mtimeMs: number; csp: string } | undefined;
  return () => {
    const mtimeMs = indexFile && fs.existsSync(indexFile) ? fs.statSync(indexFile).mtimeMs : 0;
    if (seen?.mtimeMs !== mtimeMs) seen = { mtimeMs, csp: studioCsp(mtimeMs && indexFile ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : []) };
    return seen.csp;
  };
}

export interface StudioDeps {
  content: ContentStore;
  authenticator: Authenticator;
  /** The built Studio; without one, /studio says how to build it. */
  studioDistDir?: string;
  /** Page sessions' members: a staff member's draft preview follows the working dataset with them. */
  readers?: PreviewReaders;
}

export async function registerStudio(app: FastifyInstance, deps: StudioDeps) {
  await registerStudioBackend(app, deps);
  if (deps.readers) registerPreviewChanges(app, { content: deps.content, readers: deps.readers });
  const dist = deps.studioDistDir;
  const indexFile = dist ? path.join(dist, 'index.html') : undefined;
  const csp = currentCsp(indexFile);
  await app.register(
    async (studio) => {
      studio.addHook('onSend', async (_request, reply, payload) => {
        reply.header('Content-Security-Policy', csp());
        return payload;
      });
      if (dist) {
        // One route that looks for the file at each request, so a Studio built while the server runs is served as it is then.
        await studio.register(fastifyStatic, {
          root: dist,
          prefix: '/',
          decorateReply: false,
          wildcard: true,
          index: false,
          suppressWarning: true,
          setHeaders(res, filePath) {
            const immutable = filePath.includes(`${path.sep}static${path.sep}`) || /-[\w-]{8,}\.(js|css)$/.test(filePath);
            res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          },
        });
      }
      // Every other address under /studio is one of the Studio's own pages: its single page app.
      const page = async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return reply.status(404).send(failure(REQUEST_MESSAGES.nothingHere));
        }
        if (!indexFile || !fs.existsSync(indexFile)) {
          return reply.status(503).type('text/plain').send('The Studio is not built yet: run "npm run studio:build" (or "npm start", which builds it).');
        }
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
      };
      studio.get('/', page);
      studio.setNotFoundHandler(page);
    },
    { prefix: STUDIO_PATH },
  );
}
