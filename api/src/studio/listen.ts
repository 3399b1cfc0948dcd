/**
 * Sanity's listener (`data/listen`) as Server-Sent Events: `welcome` on connection, then one
 * `mutation` event per changed document whose state before or after the change matches the
 * listener's GROQ filter. The Studio keeps every open document (and its previews) in sync through
 * it, so a second editor sees a publish the moment it is written.
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { randomUUID } from 'node:crypto';
import { evaluate, parse } from 'groq-js';
import type { ContentDocument } from '../content/dataset';
import type { MutationEvent, TransactionLog } from './transactions';

const KEEP_ALIVE_MS = 25_000;

type GroqTree = ReturnType<typeof parse>;

async function matches(tree: GroqTree, params: Record<string, unknown>, doc: ContentDocument | undefined | null): Promise<boolean> {
  if (!doc) return false;
  try {
    const value = await (await evaluate(tree, { dataset: [doc], params })).get();
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== false;
  } catch {
    return false;
  }
}

function readParams(search: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(search)) {
    if (!key.startsWith('$')) continue;
    params[key.slice(1)] = JSON.parse(String(Array.isArray(raw) ? raw[raw.length - 1] : raw));
  }
  return params;
}

/** The event as this listener asked for it (results, mutations and effects only when asked). */
function shaped(event: MutationEvent, options: Record<string, unknown>) {
  const { type: _type, result, mutations, effects, ...rest } = event;
  return {
    ...rest,
    ...(options.includeResult !== 'false' && result ? { result } : {}),
    ...(options.includeMutations !== 'false' ? { mutations } : {}),
    ...(options.effectFormat === 'mendoza' ? { effects } : {}),
  };
}

export function registerListen(app: FastifyInstance, prefix: string, deps: { log: TransactionLog; guard: onRequestAsyncHookHandler }) {
  app.get<{ Params: { version: string; dataset: string }; Querystring: Record<string, unknown> }>(
    `${prefix}/:version/data/listen/:dataset`,
    { onRequest: [deps.guard] },
    async (request, reply) => {
      const { query } = request.query;
      let tree: GroqTree;
      let params: Record<string, unknown>;
      try {
        if (typeof query !== 'string' || query.trim() === '') throw new Error('The query parameter is missing');
        params = readParams(request.query);
        tree = parse(query, { params });
      } catch (error) {
        return reply.status(400).send({ error: { description: (error as Error).message, type: 'queryParseError' } });
      }
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      stream.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: randomUUID() })}\n\n`);
      app.liveStreams.track(stream);
      // Events go out in transaction order even though matching is asynchronous.
      let queue = Promise.resolve();
      const unsubscribe = deps.log.subscribe((events) => {
        queue = queue.then(async () => {
          for (const event of events) {
            const hit = (await matches(tree, params, event.result)) || (await matches(tree, params, beforeOf(event)));
            if (hit && !stream.writableEnded) {
              stream.write(`id: ${event.eventId}\nevent: mutation\ndata: ${JSON.stringify(shaped(event, request.query))}\n\n`);
            }
          }
        });
      });
      const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      stream.once('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
      });
    },
  );
}

/** The document as it was before the event (the revert effect holds it whole). */
function beforeOf(event: MutationEvent): ContentDocument | null {
  const revert = event.effects.revert as [number, ContentDocument | null];
  return revert[1] ? { ...revert[1], _id: event.documentId } : null;
}
