import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';

/** How long a client should wait before reconnecting after the server ended its stream. */
export const RECONNECT_AFTER_MS = 2000;

/**
 * Long-lived answers (Server-Sent Events) that stay open until the client leaves. `server.close()`
 * waits for every open request, so without this a single open stream would hold a stopping
 * instance for the whole drain time. Streams register here; on close (Fastify's `preClose` hook,
 * which runs before the server stops accepting and waits for requests in flight) each gets a
 * `retry:` hint and is ended, and the client's EventSource reconnects, through the load balancer,
 * to an instance that is running.
 *
 * No route streams yet; a live-update route calls `app.liveStreams.track(reply.raw)` after writing
 * its SSE headers.
 */
export class LiveStreams {
  private readonly open = new Set<ServerResponse>();

  track(stream: ServerResponse): void {
    this.open.add(stream);
    stream.once('close', () => this.open.delete(stream));
  }

  get size(): number {
    return this.open.size;
  }

  /** Tells every open stream when to reconnect, then ends it. */
  closeAll(reconnectAfterMs = RECONNECT_AFTER_MS): void {
    for (const stream of this.open) {
      if (!stream.writableEnded) stream.end(`retry: ${reconnectAfterMs}\n\n`);
    }
    this.open.clear();
  }
}

/**
 * Whether the server is stopping: from the signal on, `/readyz` answers 503 (so load balancers
 * take the instance out) while requests are still served; `app.close()` also counts as a stop.
 */
export class ShutdownState {
  private started = false;

  get stopping(): boolean {
    return this.started;
  }

  begin(): void {
    this.started = true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: LiveStreams;
    shutdown: ShutdownState;
  }
}

/**
 * What a stopping server does: every answer from the stop on says `Connection: close`, so kept-alive
 * connections end as their requests are answered (their clients reconnect, through the load
 * balancer, to a running instance) rather than sit idle until the listener closes and cut them,
 * and the drain waits for no client to hang up. Before the server waits for requests in flight
 * (Fastify's preClose hooks run before the listening socket closes), live streams are told to
 * reconnect and ended.
 */
export function registerLifecycle(app: FastifyInstance) {
  const streams = new LiveStreams();
  const shutdown = new ShutdownState();
  app.decorate('liveStreams', streams);
  app.decorate('shutdown', shutdown);
  app.addHook('preClose', async () => {
    shutdown.begin();
    streams.closeAll();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (shutdown.stopping) reply.header('connection', 'close');
  });
}
