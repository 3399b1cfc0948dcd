import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AppConfig } from './config';
import { DATASET_FILE, registerContentEndpoint } from './content';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { registerHealthRoutes } from './http/health';
import { registerLifecycle } from './http/lifecycle';
import { registerRequestIdHeader, requestIdFor } from './http/requestId';
import { registerSecurityHeaders } from './http/security';
import { registerSitemap } from './site/sitemap';
import { registerSite } from './site/static';
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
    // Errors are always logged; the per-request lines only when asked for (off in tests).
    logger: {
      level: config.logRequests ? 'info' : 'warn',
      redact: ['req.headers.authorization', 'req.body.password', 'req.body.confirmPassword'],
    },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
  });
  registerRequestIdHeader(app);
  registerErrorHandling(app);
  registerLifecycle(app);
  await registerSecurityHeaders(app, { razorpay: Boolean(config.razorpay) });
  // JSON answers and index.html; built assets are served pre-compressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  const { db } = await registerApiV1(app, config);
  await registerContentEndpoint(app, config.contentDir, config.contentQueries);
  await registerHealthRoutes(app, { db, datasetFile: path.join(config.contentDir, DATASET_FILE) });
  registerSitemap(app, config.publicOrigin);
  await registerSite(app, config.webDistDir, config.contentCacheSeconds ?? 30);
  return app;
}
