import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { markServerRunning } from './db/serverMark';
import { productionRefusals } from './startupChecks';

/** How long a stopping server waits for requests in flight before closing their connections. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Stops the way a rolling restart needs: readiness turns 503 and live streams are told to
 * reconnect (preClose hooks), the listening socket closes (new connections are refused) and idle
 * kept-alive connections end, requests in flight finish (up to DRAIN_TIMEOUT_MS, then their
 * connections are closed), then onClose hooks close the database. Exit code 0 when everything
 * finished in time, 1 otherwise. A second signal while stopping ends the process at once.
 */
function stopGracefully(app: FastifyInstance, releaseMark: () => void) {
  let stopping = false;
  return async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then stopping.`);
    let forced = false;
    const deadline = setTimeout(() => {
      forced = true;
      console.warn(`Requests still running after ${DRAIN_TIMEOUT_MS / 1000} s; closing their connections.`);
      app.server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    try {
      await app.close();
    } catch (error) {
      forced = true;
      console.error(error instanceof Error ? error.message : error);
    }
    clearTimeout(deadline);
    releaseMark();
    process.exit(forced ? 1 : 0);
  };
}

/** Starts the server on PORT and prints its address. */
export async function startServer() {
  const config = loadConfig();
  const refusals = productionRefusals(process.env, config);
  if (refusals.length > 0) throw new Error(refusals.join('\n'));
  const app = await buildApp(config);
  const releaseMark = config.databaseUrl ? () => {} : markServerRunning(config.dataDir);
  const stop = stopGracefully(app, releaseMark);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Jnanam is running at http://localhost:${port}`);
  return app;
}
