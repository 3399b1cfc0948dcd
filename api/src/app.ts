import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import zlib from 'node:zlib';
import { clock, CLOCK_SHIFT_HEADER } from './clock';
import type { AppConfig } from './config';
import { DATASET_FILE, openContentStore, registerContentEndpoint } from './content';
import { createImageVariants } from './content/imageVariants';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { registerHealthRoutes } from './http/health';
import { registerLifecycle } from './http/lifecycle';
import { registerRequestIdHeader, requestIdFor } from './http/requestId';
import { loggingOptions } from './http/requestLog';
import { registerSecurityHeaders } from './http/security';
import { registerSitemap } from './site/sitemap';
import { pageContentSource } from './site/hostedContent';
import { registerSite } from './site/pages';
import { registerStudio, STUDIO_API_PREFIX, studioSessionGuard } from './studio';
import { registerApiV1 } from './v1';

export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the one server: security headers, /api/v1, the content endpoint, health checks and the site. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
    // X-Request-Id is read by requestIdFor (only sane tokens), not taken from the header as is.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // While stopping, a request that still reaches us (on a kept-alive connection) is served and
    // its connection closed, rather than answered with Fastify's own 503 shape.
    return503OnClosing: false,
    ...loggingOptions({ logRequests: config.logRequests, format: config.logFormat ?? 'json', stream: config.logStream }),
  });
  registerRequestIdHeader(app);
  // A browser test's request may move the clock for itself (CLOCK_CONTROL=header only): every route sees it,
  // so a session can run out in the middle of a Studio edit and a new login's token is dated in that time.
  app.addHook('onRequest', (request, _reply, done) => clock.forRequest(request.headers[CLOCK_SHIFT_HEADER], done));
  registerErrorHandling(app);
  registerLifecycle(app);
  await registerSecurityHeaders(app, { razorpay: Boolean(config.razorpay), sanityProjectId: config.sanityProjectId });
  // JSON answers and index.html; built assets are served pre-compressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  const content = openContentStore(config.contentDir, config.dataDir);
  // One resizer for content images and members' uploads, so its limits hold across both.
  app.decorate('imageVariants', createImageVariants(config.dataDir, config.imageLimits));
  const { db, authenticator, pageServices, pageReaders } = await registerApiV1(app, config, content);
  const { queryPublished, queryDrafts } = await registerContentEndpoint(app, content, config.contentQueries, { prefix: STUDIO_API_PREFIX, guard: studioSessionGuard(authenticator.requireStaff) });
  await registerStudio(app, { content, authenticator, studioDistDir: config.studioDistDir, readers: pageReaders });
  await registerHealthRoutes(app, { db, datasetFiles: [content.store.file, path.join(config.contentDir, DATASET_FILE)] });
  registerSitemap(app, config.publicOrigin, content.store);
  await registerSite(app, { webDistDir: config.webDistDir, dev: config.webDev, queryContent: pageContentSource(queryPublished, config.sanityProjectId), queryDrafts: config.sanityProjectId ? undefined : queryDrafts, services: pageServices, publicOrigin: config.publicOrigin, serveSourceMaps: config.serveSourceMaps, readers: pageReaders });
  return app;
}
