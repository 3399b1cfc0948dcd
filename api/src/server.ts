import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { markServerRunning } from './db/serverMark';
import { productionRefusals } from './startupChecks';

/** How long a stopping server waits for requests in flight, once it stops accepting, before closing their connections. */
export const DRAIN_TIMEOUT_MS = 10_000;

/** SHUTDOWN_DRAIN_MS: how long a stopping server goes on accepting after turning not-ready (the load balancer's probe interval). */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5000;

export function shutdownDrainMsFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.SHUTDOWN_DRAIN_MS;
  if (raw === undefined || raw === '') return DEFAULT_SHUTDOWN_DRAIN_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, got "${raw}"`);
  return value;
}

/**
 * Stops the way a rolling restart needs. On SIGTERM readiness turns 503 at once but the server
 * goes on accepting and answering for `drainMs`, until the load balancer has seen it and sends
 * nothing more (closing the listener at once would refuse or reset what it still sends); every
 * answer meanwhile says `Connection: close`. Then live streams are told to reconnect (preClose
 * hooks), the listening socket closes and idle connections end, requests in flight finish (up
 * to DRAIN_TIMEOUT_MS, then their connections are closed), and onClose hooks close the
 * database. SIGINT (Ctrl-C at a terminal) skips the drain. Exit code 0 when everything finished
 * in time, 1 otherwise. A second signal while stopping ends the process at once.
 */
function stopGracefully(app: FastifyInstance, drainMs: number, releaseMark: () => void) {
  let stopping = false;
  return async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.shutdown.begin();
    const waitMs = signal === 'SIGTERM' ? drainMs : 0;
    console.log(`${signal} received: not ready from now on; serving for ${waitMs} ms more, then finishing requests in flight and stopping.`);
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
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
  const stop = stopGracefully(app, shutdownDrainMsFrom(process.env), releaseMark);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Jnanam is running at http://localhost:${port}`);
  return app;
}
