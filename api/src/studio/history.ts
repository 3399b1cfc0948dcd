/**
 * Sanity's history API for the Studio's "Review changes" and restore, answered from the kept
 * revisions (api/src/content/history.ts):
 * - `data/history/{dataset}/transactions/{ids}`: NDJSON, one transaction a line (id, timestamp,
 *   author, documentIDs, mendoza effects), in order or `reverse`d, between `fromTransaction` and
 *   `toTransaction` (both included) or `fromTime` and `toTime`, at most `limit`, optionally only
 *   by some `authors`;
 * - `data/history/{dataset}/documents/{ids}?revision=…|time=…|lastRevision=true`: the documents as
 *   they were then (`{documents: [...]}`).
 * And `users/{ids}`: the staff accounts the history names as authors.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import { clock } from '../clock';
import type { ContentStore } from '../content';
import { LOCAL_DATASET } from '../content';
import { lastExisting, statesBefore, timelineOf, wireTransaction } from './timeline';

type Params = { dataset: string; ids: string };

const flag = z.optional(z.enum(['true', 'false']));
const text = z.optional(z.string().check(z.maxLength(200)));
const time = z.optional(z.iso.datetime({ offset: true }));

const TransactionsQuery = z.looseObject({
  fromTransaction: text,
  toTransaction: text,
  fromTime: time,
  toTime: time,
  authors: text,
  reverse: flag,
  limit: z.optional(z.string().check(z.regex(/^\d{1,5}$/))),
  excludeContent: flag,
  excludeMutations: flag,
});

const DocumentsQuery = z.looseObject({ revision: text, time, lastRevision: flag });

/** The most transactions one answer lists (the Studio pages through longer histories). */
const MAX_LIMIT = 10_000;

const refuse = (reply: FastifyReply, status: number, type: string, description: string) =>
  reply.status(status).send({ error: { description, type }, statusCode: status });

const idsOf = (raw: string) =>
  raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, 50);

const firstProblem = (error: z.core.$ZodError) => {
  const issue = error.issues[0];
  return `The parameter "${String(issue?.path[0] ?? '')}" is not valid: ${issue?.message ?? ''}`;
};

export function registerHistory(studio: FastifyInstance, content: ContentStore) {
  const timeline = async (ids: string[]) =>
    timelineOf(ids, content.history ? await content.history.revisionsOf(ids) : [], (id) => content.working.get(id));

  studio.get<{ Params: Params; Querystring: Record<string, unknown> }>('/:version/data/history/:dataset/transactions/:ids', async (request, reply) => {
    if (request.params.dataset !== LOCAL_DATASET) return refuse(reply, 404, 'notFound', `Dataset "${request.params.dataset}" not found`);
    const parsed = TransactionsQuery.safeParse(request.query);
    if (!parsed.success) return refuse(reply, 400, 'validationError', firstProblem(parsed.error));
    const query = parsed.data;
    const ids = idsOf(request.params.ids);
    const entries = await timeline(ids);
    const indexOf = (id: string | undefined, otherwise: number) => (id === undefined ? otherwise : entries.findIndex((entry) => entry.id === id));
    const from = indexOf(query.fromTransaction, 0);
    const to = indexOf(query.toTransaction, entries.length - 1);
    const authors = query.authors ? new Set(query.authors.split(',')) : undefined;
    let chosen = from === -1 || to === -1 ? [] : entries.slice(from, to + 1);
    chosen = chosen.filter(
      (entry) =>
        (!query.fromTime || Date.parse(entry.timestamp) >= Date.parse(query.fromTime)) &&
        (!query.toTime || Date.parse(entry.timestamp) <= Date.parse(query.toTime)) &&
        (!authors || authors.has(entry.author)),
    );
    if (query.reverse === 'true') chosen.reverse();
    chosen = chosen.slice(0, Math.min(Number(query.limit ?? MAX_LIMIT), MAX_LIMIT));
    const options = { excludeContent: query.excludeContent === 'true', excludeMutations: query.excludeMutations === 'true' };
    const lines = chosen.map((entry) => JSON.stringify(wireTransaction(entry, options)));
    return reply.type('application/x-ndjson').send(lines.length ? `${lines.join('\n')}\n` : '');
  });

  studio.get<{ Params: Params; Querystring: Record<string, unknown> }>('/:version/data/history/:dataset/documents/:ids', async (request, reply) => {
    if (request.params.dataset !== LOCAL_DATASET) return refuse(reply, 404, 'notFound', `Dataset "${request.params.dataset}" not found`);
    const parsed = DocumentsQuery.safeParse(request.query);
    if (!parsed.success) return refuse(reply, 400, 'validationError', firstProblem(parsed.error));
    const query = parsed.data;
    const ids = idsOf(request.params.ids);
    const entries = await timeline(ids);
    if (query.lastRevision === 'true') return { documents: lastExisting(ids, entries) };
    if (query.revision !== undefined) {
      const index = entries.findIndex((entry) => entry.id === query.revision);
      if (index === -1) return refuse(reply, 404, 'notFound', `The revision "${query.revision}" is not kept for these documents`);
      return { documents: statesBefore(ids, entries, index + 1) };
    }
    const at = Date.parse(query.time ?? clock.nowIso());
    const end = entries.findIndex((entry) => Date.parse(entry.timestamp) > at);
    return { documents: statesBefore(ids, entries, end === -1 ? entries.length : end) };
  });

  // The Studio asks who a history's authors are; every author is a staff account (`staff{memberId}`).
  studio.get<{ Params: { ids: string } }>('/:version/users/:ids', async (request) => {
    const asked = idsOf(request.params.ids);
    const me = request.auth?.member;
    const numbers = asked.map((id) => (id === 'me' && me ? me.id : Number(/^staff(\d+)$/.exec(id)?.[1]))).filter((id) => Number.isInteger(id) && id > 0);
    const found = content.history ? await content.history.authors([...new Set(numbers)], me?.id) : [];
    return found.map(({ id, name }) => ({ id: `staff${id}`, displayName: name, ...(me?.id === id ? { email: me.email } : {}) }));
  });
}
