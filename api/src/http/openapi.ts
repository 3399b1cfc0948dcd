import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createHash } from 'node:crypto';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../../contracts/endpoint';

export const OPENAPI_PATH = '/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The CSP of Scalar's page: the site's (everything from this server), plus the page's own inline
 * start-up script, allowed by its hash rather than by allowing inline scripts.
 */
const docsCsp = (inlineScripts: string[]) =>
  [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Makes the /api/v1 scope contract-driven: routes' zod schemas validate requests and serialise
 * answers, and @fastify/swagger collects them into the OpenAPI 3.1 document served at
 * /api/v1/openapi.json. Called inside the scope, before its routes, so nothing else is affected.
 */
export async function registerContract(api: FastifyInstance) {
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Jnanam /api/v1',
        version: '1',
        description:
          "The members' backend of Jnanam. Every error answer is `{ success: false, message }` with a message written for a person.",
      },
      servers: [{ url: API_PREFIX }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from /user/login.' },
        },
      },
    },
    transform: (route) => {
      // A multipart form (routeSchema's `form`) is documented as the request body; Fastify never
      // sees it as `body`, so it does not try to validate a stream as JSON.
      const { form, ...schema } = (route.schema ?? {}) as FastifySchema & { form?: unknown };
      return jsonSchemaTransform({
        ...route,
        schema: form ? { ...schema, body: form } : schema,
        // Paths are listed relative to the server URL, as the API's clients write them.
        url: route.url.startsWith(API_PREFIX) ? route.url.slice(API_PREFIX.length) : route.url,
      });
    },
  });
  api.get(OPENAPI_PATH, { schema: { hide: true } }, async () => api.swagger());
}

/**
 * The readable API reference (Scalar) at /api/docs, reading the document above. Scalar's script is
 * served from this server (never a CDN); its page needs an inline configuration script and
 * inline styles, so only its own HTML page gets a CSP that allows them (the script by its hash).
 */
export async function registerApiReference(app: FastifyInstance) {
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => {
      if (typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        reply.header('content-security-policy', docsCsp([...payload.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '')));
      }
      return payload;
    });
    await docs.register(apiReference, {
      routePrefix: API_DOCS_PATH,
      logLevel: 'warn',
      configuration: {
        url: `${API_PREFIX}${OPENAPI_PATH}`,
        pageTitle: 'Jnanam API reference',
        hideClientButton: true,
        telemetry: false,
        withDefaultFonts: false,
        showDeveloperTools: 'never',
        // Scalar's AI chat talks to Scalar's servers; this page loads nothing from elsewhere.
        agent: { disabled: true },
      },
    });
  });
}
