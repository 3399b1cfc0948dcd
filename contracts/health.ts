/**
 * GET /healthz and GET /readyz: what a load balancer or orchestrator asks each instance. They name
 * no connection string, path or version, since anyone who can reach the server can read them.
 *
 * They live at the server's root, outside API_PREFIX, so their paths below are absolute. They are
 * not in API_ENDPOINTS or the /api/v1 OpenAPI document: that document describes the members' API
 * (its server URL is /api/v1), and these are probes for the machinery in front of the server,
 * which no API client calls. The server still declares them from this contract, so their answers
 * are serialised by these schemas.
 */
import { z } from 'zod/mini';
import { defineEndpoint, errorAnswers } from './endpoint';

/** GET /healthz: 200 while the process is up and serving HTTP. */
export const healthAnswer = z.object({ status: z.literal('ok') });
export type HealthAnswer = z.infer<typeof healthAnswer>;

export const readinessCheckResult = z.enum(['ok', 'failed']);

/**
 * GET /readyz: 200 with status "ready" when every check is ok, 503 with status "not-ready"
 * otherwise; `checks` says which failed.
 * - database: the database answers a query (within 2 s)
 * - migrations: every migration this build knows has been applied
 * - dataset: the content dataset was loaded at start and is still there
 * - accepting: the instance is not stopping (false from SIGTERM on, so traffic moves elsewhere)
 */
export const readinessAnswer = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    database: readinessCheckResult,
    migrations: readinessCheckResult,
    dataset: readinessCheckResult,
    accepting: readinessCheckResult,
  }),
});
export type ReadinessAnswer = z.infer<typeof readinessAnswer>;

const TAG = 'Operations';

export const HEALTH_ENDPOINTS = {
  health: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    summary: 'Whether the process is up',
    tag: TAG,
    auth: 'none',
    responses: { 200: healthAnswer, ...errorAnswers(500) },
  }),
  readiness: defineEndpoint({
    method: 'GET',
    path: '/readyz',
    summary: 'Whether the instance can serve: database, migrations, dataset, not stopping',
    tag: TAG,
    auth: 'none',
    responses: { 200: readinessAnswer, 503: readinessAnswer, ...errorAnswers(500) },
  }),
} as const;
