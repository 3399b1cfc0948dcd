import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

interface LimiterOptions {
  max: number;
  timeWindowMs: number;
  /** What is counted, e.g. the client address or the e-mail in the body. */
  key: (request: FastifyRequest) => string;
  message: string;
}

/**
 * A preHandler that answers 429 with a clear message and Retry-After once `key` has been seen
 * more than `max` times in the window. Built on @fastify/rate-limit's `createRateLimit` (not its
 * route hooks) because one route needs two limits, and its hooks run only once per request.
 * Its in-memory store is per process; several instances would share a Redis store instead.
 */
export function createLimiter(app: FastifyInstance, { max, timeWindowMs, key, message }: LimiterOptions) {
  const check = app.createRateLimit({ max, timeWindow: timeWindowMs, keyGenerator: key });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, message);
    }
  };
}
