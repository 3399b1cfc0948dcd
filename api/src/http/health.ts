import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Kysely, sql } from 'kysely';
import fs from 'node:fs/promises';
import { HEALTH_ENDPOINTS, type ReadinessAnswer } from '../../../contracts/health';
import { pendingMigrations } from '../db/migrate';
import type { Database } from '../db/schema';
import { routeSchema } from './routeSchema';

/** A database that does not answer within this time counts as unreachable. */
const DATABASE_CHECK_TIMEOUT_MS = 2000;

export interface HealthDeps {
  db: Kysely<Database>;
  /** The content files a server needs: the working dataset staff edit and the seed it follows. */
  datasetFiles: readonly string[];
}

type CheckResult = ReadinessAnswer['checks']['database'];

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz (the process is up) and GET /readyz (it can serve: database, migrations, dataset,
 * not stopping), for load balancers and orchestrators. Registered once the database is open and
 * the dataset loaded, so the routes exist only in a server that got that far. Answers carry no
 * connection strings, paths or versions; failures are logged (with the request id) instead.
 */
export async function registerHealthRoutes(app: FastifyInstance, { db, datasetFiles }: HealthDeps) {
  const { health, readiness } = HEALTH_ENDPOINTS;
  // A scope of their own: outside /api/v1, answers are serialised by the contract only here.
  await app.register(async (scope) => {
    scope.setSerializerCompiler(serializerCompiler);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(health.path, { schema: routeSchema(health) }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    });

    api.get(readiness.path, { schema: routeSchema(readiness) }, async (request, reply) => {
      const check = async (name: string, probe: () => Promise<boolean>): Promise<CheckResult> => {
        try {
          if (await probe()) return 'ok';
          request.log.warn(`readiness check ${name} failed`);
        } catch (error) {
          request.log.warn({ err: error }, `readiness check ${name} failed`);
        }
        return 'failed';
      };
      const database = await check('database', async () => {
        await withTimeout(sql`select 1`.execute(db), DATABASE_CHECK_TIMEOUT_MS);
        return true;
      });
      const migrations =
        database === 'ok'
          ? await check('migrations', async () => (await withTimeout(pendingMigrations(db), DATABASE_CHECK_TIMEOUT_MS)).length === 0)
          : 'failed';
      const dataset = await check('dataset', async () => {
        await Promise.all(datasetFiles.map((file) => fs.access(file, fs.constants.R_OK)));
        return true;
      });
      const checks = { database, migrations, dataset, accepting: app.shutdown.stopping ? 'failed' : 'ok' } as const;
      const ready = Object.values(checks).every((result) => result === 'ok');
      reply.status(ready ? 200 : 503).header('cache-control', 'no-store');
      return { status: ready ? ('ready' as const) : ('not-ready' as const), checks };
    });
  });
}
