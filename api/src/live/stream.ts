import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LAST_EVENT_ID_HEADER, LIVE_ENDPOINTS } from '../../../contracts/live';
import { SESSION_MESSAGES } from '../../../contracts/messages/session';
import { MESSAGING_MESSAGES } from '../../../contracts/messagingRules';
import type { Authenticator } from '../auth/authenticate';
import { clock } from '../clock';
import { HttpError } from '../http/errors';
import { RECONNECT_AFTER_MS } from '../http/lifecycle';
import { routeSchema } from '../http/routeSchema';
import type { LiveHub } from './hub';
import { DEFAULT_LIVE_STREAM_LIMITS, type LiveStreamLimits } from './limits';

export interface LiveStreamOptions extends Partial<LiveStreamLimits> {
  hub: LiveHub;
  authenticator: Authenticator;
}

/** Open streams counted by a key (a member, an address). */
function counter<K>() {
  const open = new Map<K, number>();
  return {
    full: (key: K, max: number) => (open.get(key) ?? 0) >= max,
    add: (key: K) => void open.set(key, (open.get(key) ?? 0) + 1),
    remove(key: K) {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    },
  };
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
 *
 * A stream lives no longer than the session it was opened with: it ends when its access token
 * expires (the client renews and reconnects), and when any session of the member ends (logout,
 * "log out everywhere", a new password, a suspension, erasure) or their role changes (`npm run
 * member`, from another process: live/outside.ts) the member's streams on every instance are told
 * through the bus, check their own session and end if it is over or under another role. So a socket
 * left open, even one whose client has vanished without closing it, is let go within the token's
 * lifetime (15 minutes).
 */
export async function liveStreamRoutes(app: FastifyInstance, { hub, authenticator, ...overrides }: LiveStreamOptions) {
  const { heartbeatMs, maxPerMember, maxPerAddress } = { ...DEFAULT_LIVE_STREAM_LIMITS, ...overrides };
  const perMember = counter<number>();
  const perAddress = counter<string>();
  const { stream } = LIVE_ENDPOINTS;

  app.get(stream.path, { schema: routeSchema(stream) }, async (request: FastifyRequest, reply: FastifyReply) => {
    const memberId = request.auth!.member.id;
    const header = request.headers[LAST_EVENT_ID_HEADER];
    const resumeFrom = typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
    if (resumeFrom !== undefined && !/^\d{1,15}$/.test(resumeFrom)) throw new HttpError(400, MESSAGING_MESSAGES.lastEventId);
    if (perMember.full(memberId, maxPerMember)) throw new HttpError(429, MESSAGING_MESSAGES.tooManyStreams);
    const address = request.ip;
    if (perAddress.full(address, maxPerAddress)) throw new HttpError(429, MESSAGING_MESSAGES.tooManyStreamsFromAddress);
    const expiresAtMs = request.auth!.expiresAtMs;

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
      if (signal.sessionsEnded) return void endUnlessValid();
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
    perMember.add(memberId);
    perAddress.add(address);
    const timers: { heartbeat?: NodeJS.Timeout; expiry?: NodeJS.Timeout } = {};
    const cleanup = () => {
      if (closed) return;
      closed = true;
      clearInterval(timers.heartbeat);
      clearTimeout(timers.expiry);
      unsubscribe();
      stopGap();
      perMember.remove(memberId);
      perAddress.remove(address);
    };
    raw.on('close', cleanup);
    // Ends the answer; the client reconnects, and with its session over is refused (401) and renews or logs out.
    let answering = false;
    const end = () => {
      if (closed) return;
      cleanup();
      if (answering && !raw.writableEnded) raw.end();
    };
    const expired = () => clock.nowMs() >= expiresAtMs;
    async function endUnlessValid() {
      try {
        if (expired() || !(await authenticator.stillValid(request))) end();
      } catch (error) {
        request.log.error({ err: error }, 'live stream could not check its session');
      }
    }

    try {
      cursor = resumeFrom !== undefined ? Number(resumeFrom) : await hub.latestId(memberId);
    } catch (error) {
      cleanup();
      throw error;
    }
    // The session ended while the stream was being set up.
    if (closed) throw new HttpError(401, SESSION_MESSAGES.ended);

    reply.hijack();
    answering = true;
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
    timers.heartbeat = setInterval(() => (expired() ? end() : write(`: heartbeat\n\n`)), heartbeatMs);
    timers.heartbeat.unref();
    timers.expiry = setTimeout(end, Math.max(0, expiresAtMs - clock.nowMs()));
    timers.expiry.unref();
    void pump();
  });
}
