import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import type { AppConfig } from './config';
import { registerContentEndpoint } from './content';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { registerSite } from './site/static';
import { registerApiV1 } from './v1';

export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the one server: security headers, /api/v1, the content endpoint and the site. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
    // Errors are always logged; the per-request lines only when asked for (off in tests).
    logger: {
      level: config.logRequests ? 'info' : 'warn',
      redact: ['req.headers.authorization', 'req.body.password', 'req.body.confirmPassword'],
    },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  // JSON answers and index.html; built assets are served pre-compressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  await registerApiV1(app, config);
  await registerContentEndpoint(app, config.contentDir);
  await registerSite(app, config.webDistDir, config.contentCacheSeconds ?? 30);
  return app;
}
