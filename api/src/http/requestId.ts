import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only if it is short and plain, so it cannot forge or bloat log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the caller's (or proxy's) X-Request-Id when it is a sane token, otherwise
 * a fresh UUID. Fastify puts the id on every log line of the request as `reqId`.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Every answer carries its request id in X-Request-Id, error answers included, so a member's report
 * ("it said something went wrong") can be matched with the log line. Error bodies stay exactly
 * `{success:false, message}`; the id travels in the header only.
 */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
