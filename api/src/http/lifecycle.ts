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

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: LiveStreams;
  }
}

/**
 * What a stopping server does before it waits for requests in flight (Fastify's preClose hooks run
 * before the listening socket closes): live streams are told to reconnect and ended, and every
 * answer from then on says `Connection: close`. Without the latter, a kept-alive connection whose
 * request was in flight at the stop stays open after its answer, and the drain waits for the
 * client to hang up (up to the keep-alive timeout) instead of ending as soon as the answers are out.
 */
export function registerLifecycle(app: FastifyInstance) {
  const streams = new LiveStreams();
  let stopping = false;
  app.decorate('liveStreams', streams);
  app.addHook('preClose', async () => {
    stopping = true;
    streams.closeAll();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}
