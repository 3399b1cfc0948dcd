import { z } from 'zod';

/**
 * GET /healthz and GET /readyz: what a load balancer or orchestrator asks each instance. They name
 * no connection string, path or version, since anyone who can reach the server can read them.
 */

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
