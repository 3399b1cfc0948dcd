import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LAST_EVENT_ID_HEADER, LIVE_ENDPOINTS } from '../../../contracts/live';
import { LIVE_HEARTBEAT_MS, MESSAGING_MESSAGES } from '../../../contracts/messagingRules';
import type { Authenticator } from '../auth/authenticate';
import { HttpError } from '../http/errors';
import { RECONNECT_AFTER_MS } from '../http/lifecycle';
import { routeSchema } from '../http/routeSchema';
import type { LiveHub } from './hub';

export interface LiveStreamOptions {
  hub: LiveHub;
  authenticator: Authenticator;
  /** Comment lines keep proxies from closing an idle stream and tell a dead connection apart. */
  heartbeatMs?: number;
  /** Open streams per member (tabs, devices). */
  maxPerMember?: number;
}

/** Rows read at a time while catching up. */
const BATCH = 200;

const sse = (fields: { id?: number; event: string; data: unknown }) =>
  `${fields.id === undefined ? '' : `id: ${fields.id}\n`}event: ${fields.event}\ndata: ${JSON.stringify(fields.data)}\n\n`;

/**
 * GET /api/v1/live: the member's Server-Sent Events. The member is known from the Authorization
 * header (the browser reads the stream with fetch), so no token sits in an address a log keeps.
 * A connection starts after `Last-Event-ID` when given (a reconnect: every event since is sent,
 * whichever instance it was made on), else at the member's latest event.
 */
export async function liveStreamRoutes(app: FastifyInstance, { hub, authenticator, heartbeatMs = LIVE_HEARTBEAT_MS, maxPerMember = 20 }: LiveStreamOptions) {
  const open = new Map<number, number>();
  const { stream } = LIVE_ENDPOINTS;

  app.get(stream.path, { schema: routeSchema(stream), preValidation: authenticator.requireMember }, async (request: FastifyRequest, reply: FastifyReply) => {
    const memberId = request.auth!.member.id;
    const header = request.headers[LAST_EVENT_ID_HEADER];
    const resumeFrom = typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
    if (resumeFrom !== undefined && !/^\d{1,15}$/.test(resumeFrom)) throw new HttpError(400, MESSAGING_MESSAGES.lastEventId);
    if ((open.get(memberId) ?? 0) >= maxPerMember) throw new HttpError(429, MESSAGING_MESSAGES.tooManyStreams);

    const raw = reply.raw;
    let closed = false;
    let cursor = 0;
    let running = false;
    let again = false;
    const write = (chunk: string) => {
      if (!closed) raw.write(chunk);
    };

    // Reads and sends the member's rows after the cursor; signals that arrive meanwhile make it read again.
    const pump = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          const rows = await hub.after(memberId, cursor, BATCH);
          for (const row of rows) {
            if (closed) return;
            const data = await hub.render(row, memberId);
            if (data !== null) write(sse({ id: row.id, event: row.kind, data }));
            cursor = row.id;
          }
          if (rows.length === BATCH) again = true;
        } while (again && !closed);
      } catch (error) {
        request.log.error({ err: error }, 'live stream could not read its events');
      } finally {
        running = false;
      }
    };

    // Listening starts before the starting point is read, so nothing falls between the two.
    const unsubscribe = hub.bus.subscribe(memberId, (signal) => {
      if (!signal.fleeting) return void pump();
      const { kind, ...ids } = signal.fleeting;
      hub
        .renderFleeting(kind, ids, memberId)
        .then((data) => {
          if (data !== null) write(sse({ event: kind, data }));
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'live stream could not send a fleeting event'));
    });
    const stopGap = hub.bus.onGap(() => void pump());
    open.set(memberId, (open.get(memberId) ?? 0) + 1);
    const timers: { heartbeat?: NodeJS.Timeout } = {};
    const cleanup = () => {
      if (closed) return;
      closed = true;
      clearInterval(timers.heartbeat);
      unsubscribe();
      stopGap();
      const left = (open.get(memberId) ?? 1) - 1;
      if (left > 0) open.set(memberId, left);
      else open.delete(memberId);
    };
    raw.on('close', cleanup);

    try {
      cursor = resumeFrom !== undefined ? Number(resumeFrom) : await hub.latestId(memberId);
    } catch (error) {
      cleanup();
      throw error;
    }

    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold events back in their buffer.
      'x-accel-buffering': 'no',
    });
    app.liveStreams.track(raw);
    raw.on('error', cleanup);
    write(`retry: ${RECONNECT_AFTER_MS}\n`);
    write(sse({ id: cursor, event: 'ready', data: { lastEventId: String(cursor) } }));
    timers.heartbeat = setInterval(() => write(`: heartbeat\n\n`), heartbeatMs);
    timers.heartbeat.unref();
    void pump();
  });
}
