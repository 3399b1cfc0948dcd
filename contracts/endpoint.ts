/**
 * How an /api/v1 endpoint is described: method, path, who may call it, and the zod schemas of
 * what it takes and answers, keyed by status. The server declares its Fastify routes from these
 * descriptions and publishes them as OpenAPI; the API tests check every answer against them.
 */
import type { $ZodType } from 'zod/v4/core';
import { z } from 'zod/mini';

export { API_PREFIX } from './endpointAddress';

/** The one error shape of /api/v1. */
export const errorAnswer = z.object({ success: z.literal(false), message: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to API_PREFIX, in Fastify's syntax (`/user/getepisode/:id`). */
  path: `/${string}`;
  summary: string;
  tag: string;
  /**
   * `member`: a valid token is required; `optional`: answers differ for a logged-in member; `staff`:
   * the trust's staff only (403 for other members), and its writes need a login of the last 12 hours.
   */
  auth: 'none' | 'optional' | 'member' | 'staff';
  /** A JSON body, validated before the handler runs. */
  body?: $ZodType;
  /**
   * A multipart/form-data body instead: described in the OpenAPI document only, since the route
   * reads the parts as they stream in (a JSON validator would have nothing to check).
   */
  form?: $ZodType;
  params?: $ZodType;
  querystring?: $ZodType;
  /**
   * A stream of Server-Sent Events (`text/event-stream`) instead of one answer: the names of its
   * events and the schema of each one's `data`. Its 200 stays open; its errors are JSON as usual.
   */
  stream?: { events: Readonly<Record<string, $ZodType>> };
  responses: Readonly<Record<number, $ZodType>>;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/** The error answers an endpoint can give, all in the error shape. */
export function errorAnswers<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorAnswer])) as { [K in S[number]]: typeof errorAnswer };
}

/** What every endpoint can answer: too many requests, or a failure on the server's side. */
export const COMMON_ERRORS = errorAnswers(429, 500);
/** What every endpoint with a JSON body can answer besides: bad input, too large, not JSON. */
export const BODY_ERRORS = errorAnswers(400, 413, 415);
/** What a member's write can answer: bad input, not logged in, not theirs or refused, unknown, a clash, an address too long. */
export const WRITE_ERRORS = { ...BODY_ERRORS, ...errorAnswers(401, 403, 404, 409, 414), ...COMMON_ERRORS };
