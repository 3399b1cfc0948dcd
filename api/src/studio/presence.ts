/**
 * Presence for the Studio: who else has a document open, and where in it. The Studio talks to
 * Sanity's "bifur" socket for it (`/studio-api/v{version}/socket/{dataset}`, JSON-RPC over a
 * WebSocket, from @sanity/bifur-client): it sends its session token as the first call
 * (`authorization`), subscribes to `presence`, asks everyone to announce themselves (`rollcall`),
 * announces its own locations (`announce`) and leaves (`disconnect`). This answers the same calls
 * between the editors connected to this server.
 *
 * The token is never in the address (a browser's WebSocket cannot send headers; the Studio sends
 * it inside the socket), so no request log sees it. No cookie authenticates the socket either,
 * so another site's page opening it gets nowhere: until a staff session's token arrives, nothing
 * is answered, and a socket that does not send one soon is closed.
 */
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import { z } from 'zod/mini';
import type { Authenticator } from '../auth/authenticate';
import { tokenFromHeader } from '../auth/authenticate';
import { LOCAL_DATASET } from '../content';
import { studioUserId } from './projectAnswers';

/** Close codes bifur-client knows: the session is missing or not staff's, or the request is malformed. */
export const SOCKET_CLOSE = { unauthorized: 4001, forbidden: 4003, badRequest: 4000 } as const;
const HEARTBEAT = '\u2665';
const HEARTBEAT_MS = 25_000;
/** A socket must show a staff session this soon after opening. */
const AUTHORIZE_WITHIN_MS = 10_000;
/** Presence messages are small (a document id and a field path per open pane). */
const MAX_MESSAGE_BYTES = 64 * 1024;

const call = z.object({
  jsonrpc: z.literal('2.0'),
  method: z.string().check(z.maxLength(100)),
  id: z.optional(z.union([z.string().check(z.maxLength(100)), z.number()])),
  params: z.optional(z.record(z.string(), z.unknown())),
});
const sessionId = z.string().check(z.minLength(1), z.maxLength(100));
const announce = z.object({
  data: z.object({
    sessionId,
    locations: z.array(z.looseObject({ type: z.string().check(z.maxLength(50)), documentId: z.optional(z.string().check(z.maxLength(200))) })).check(z.maxLength(100)),
  }),
});
const session = z.object({ session: sessionId });

interface Peer {
  socket: WebSocket;
  userId: string | null;
  /** Presence subscriptions this socket holds. */
  subscriptions: Set<string>;
  /** The Studio sessions (tabs) that announced themselves here: they leave when the socket closes. */
  sessions: Set<string>;
  expiry?: ReturnType<typeof setTimeout>;
}

const SOCKET_PATH = /^\/studio-api\/v[\w.-]+\/socket\/([\w-]+)$/;

export function registerPresence(app: FastifyInstance, deps: { authenticator: Authenticator }) {
  const server = new WebSocket.Server({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, clientTracking: true });
  const peers = new Set<Peer>();

  const send = (peer: Peer, message: unknown) => {
    if (peer.socket.readyState === WebSocket.OPEN) peer.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  };
  /** Tells every subscribed staff socket (the sender's too: the Studio leaves out its own session). */
  const broadcast = (event: Record<string, unknown>) => {
    for (const peer of peers) {
      for (const subscription of peer.subscriptions) {
        send(peer, { jsonrpc: '2.0', method: 'presence_subscription', params: { subscription, result: event } });
      }
    }
  };
  const leave = (peer: Peer, id: string) => {
    if (peer.sessions.delete(id)) broadcast({ type: 'disconnect', i: peer.userId, m: { session: id } });
  };

  async function authorize(peer: Peer, params: Record<string, unknown> | undefined) {
    const token = tokenFromHeader(typeof params?.authorization === 'string' ? params.authorization : undefined);
    const auth = await deps.authenticator.sessionOfToken(token);
    if (!auth) return peer.socket.close(SOCKET_CLOSE.unauthorized, 'no valid credentials');
    if (auth.member.role !== 'staff') return peer.socket.close(SOCKET_CLOSE.forbidden, 'staff only');
    peer.userId = studioUserId(auth.member.id);
    // The Studio sends each renewed token on the same socket; one that is not renewed ends it.
    clearTimeout(peer.expiry);
    peer.expiry = setTimeout(() => peer.socket.close(SOCKET_CLOSE.unauthorized, 'session expired'), Math.max(0, auth.expiresAtMs - Date.now()));
    return true;
  }

  function answer(peer: Peer, method: string, params: Record<string, unknown>) {
    switch (method) {
      case 'presence_subscribe': {
        const subscription = randomUUID();
        peer.subscriptions.add(subscription);
        return subscription;
      }
      case 'presence_unsubscribe':
        return peer.subscriptions.delete(String(params.subscriptionId));
      case 'presence_rollcall':
        broadcast({ type: 'rollCall', i: peer.userId, session: session.parse(params).session });
        return true;
      case 'presence_announce': {
        const { data } = announce.parse(params);
        peer.sessions.add(data.sessionId);
        broadcast({ type: 'state', i: peer.userId, m: { sessionId: data.sessionId, locations: data.locations } });
        return true;
      }
      case 'presence_disconnect':
        leave(peer, session.parse(params).session);
        return true;
      default:
        return undefined;
    }
  }

  async function onMessage(peer: Peer, raw: string | Buffer) {
    let message: z.infer<typeof call>;
    try {
      message = call.parse(JSON.parse(raw.toString()));
    } catch {
      return peer.socket.close(SOCKET_CLOSE.badRequest, 'not a JSON-RPC call');
    }
    const reply = (result: unknown) => message.id !== undefined && send(peer, { jsonrpc: '2.0', id: message.id, result });
    if (message.method === 'authorization') {
      if ((await authorize(peer, message.params)) === true) reply(true);
      return;
    }
    if (!peer.userId) return peer.socket.close(SOCKET_CLOSE.unauthorized, 'no valid credentials');
    try {
      const result = answer(peer, message.method, message.params ?? {});
      if (result === undefined) send(peer, { jsonrpc: '2.0', id: message.id, error: { code: -32601, message: `Unknown method ${message.method}` } });
      else reply(result);
    } catch {
      send(peer, { jsonrpc: '2.0', id: message.id, error: { code: -32602, message: 'Invalid params' } });
    }
  }

  function accept(socket: WebSocket) {
    const peer: Peer = { socket, userId: null, subscriptions: new Set(), sessions: new Set() };
    peers.add(peer);
    const unauthorized = setTimeout(() => !peer.userId && socket.close(SOCKET_CLOSE.unauthorized, 'no valid credentials'), AUTHORIZE_WITHIN_MS);
    // Calls are handled one after another, so a renewed token is checked before what follows it.
    let queue = Promise.resolve();
    socket.on('message', (data) => {
      queue = queue.then(() => onMessage(peer, data)).catch(() => socket.close(1011, 'server error'));
    });
    const heartbeat = setInterval(() => peer.userId && send(peer, HEARTBEAT), HEARTBEAT_MS);
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      clearTimeout(unauthorized);
      clearTimeout(peer.expiry);
      clearInterval(heartbeat);
      peers.delete(peer);
      for (const id of [...peer.sessions]) leave(peer, id);
    });
  }

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const match = SOCKET_PATH.exec((request.url ?? '').split('?')[0] ?? '');
    if (!match) {
      // Another listener (the dev server's hot reload) may want it; alone, this server has no other socket.
      if (app.server.listenerCount('upgrade') === 1) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    if (match[1] !== LOCAL_DATASET || app.shutdown.stopping) {
      socket.end(`HTTP/1.1 ${app.shutdown.stopping ? '503 Service Unavailable' : '404 Not Found'}\r\nConnection: close\r\n\r\n`);
      return;
    }
    server.handleUpgrade(request, socket, head, accept);
  });

  // A stopping server says goodbye: the Studio reconnects (through the load balancer) elsewhere.
  app.addHook('preClose', async () => {
    for (const peer of peers) peer.socket.close(1001, 'server stopping');
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
