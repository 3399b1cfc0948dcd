import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { DatasetStore } from './dataset';
import { answerGuarded } from './queryAnswers';
import type { ContentQueryPool } from './queryPool';
import type { Perspective } from './queryWorker';
import { ResultCache } from './resultCache';

export interface ContentEndpointOptions {
  projectId: string;
  dataset: string;
  store: DatasetStore;
  queries: ContentQueryPool;
  /**
   * Address prefix and guard of a second, private copy of the endpoint (the Studio's backend):
   * there the `perspective` parameter may ask for drafts. The public endpoint answers published
   * documents only, whatever is asked.
   */
  privateAccess?: { prefix: string; cache: ResultCache; guard: onRequestAsyncHookHandler };
}

/** The perspective Sanity's API applies when none is asked: `raw` before API version 2025-02-19, `published` since. */
function perspectiveOf(asked: unknown, version: string): Perspective | undefined {
  const value = Array.isArray(asked) ? asked[asked.length - 1] : asked;
  if (value === undefined || value === '') return /^v\d{4}-\d{2}-\d{2}$/.test(version) && version >= 'v2025-02-19' ? 'published' : 'raw';
  if (value === 'previewDrafts') return 'drafts';
  if (value === 'raw' || value === 'drafts' || value === 'published') return value;
  // A release stack (`rel,drafts`) is answered as drafts: this store has no releases.
  if (typeof value === 'string' && value.split(',').includes('drafts')) return 'drafts';
  return undefined;
}

const API_VERSION = /^v(1|X|\d{4}-\d{2}-\d{2})$/;

/** Reads `$name=<JSON>` search parameters the way Sanity's query API does. */
function paramsFromSearch(search: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(search)) {
    if (!key.startsWith('$')) continue;
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    try {
      params[key.slice(1)] = JSON.parse(String(value));
    } catch {
      throw Object.assign(new Error(`Unable to parse value of "${key}=${String(value)}". Please quote string values.`), {
        paramError: true,
      });
    }
  }
  return params;
}

/**
 * Sanity's HTTP query API, answered from the local dataset with groq-js:
 * GET/POST /v{apiVersion}/data/query/{dataset} → {query, result, ms}. Repeated queries come from
 * the result cache; the others are evaluated in the guarded worker pool.
 */
export function registerContentQueryRoute(app: FastifyInstance, options: ContentEndpointOptions) {
  const { limits } = options.queries;
  const publicCache = new ResultCache({ maxEntries: limits.cacheEntries, maxBytes: limits.cacheBytes });
  registerQueryRoutes(app, options, { prefix: '', cache: publicCache });
  if (options.privateAccess) registerQueryRoutes(app, options, options.privateAccess);
  return {
    queryPublished: queryWith(options, publicCache, 'published'),
    // A staff member's preview of the site reads drafts in place of their published documents.
    queryDrafts: queryWith(options, options.privateAccess?.cache ?? publicCache, 'drafts'),
  };
}

/** What the public endpoint answers, asked in-process (the pages' loaders): the same cache and worker pool. */
export type QueryPublished = (query: string, params: Record<string, unknown>) => Promise<unknown>;

function queryWith(options: ContentEndpointOptions, cache: ResultCache, perspective: Perspective): QueryPublished {
  return async (query, params) => {
    const revision = options.store.revision();
    const key = `${perspective}\u0000${ResultCache.key(query, params)}`;
    let json = cache.get(revision, key);
    if (!json) {
      const outcome = await options.queries.run({ query, params, file: options.store.file, revision, perspective }, null, new AbortController().signal);
      if (outcome.kind !== 'result') throw new Error(`content query not answered: ${outcome.kind}`);
      json = outcome.json;
      cache.set(revision, key, json);
    }
    return JSON.parse(json.toString('utf8')) as unknown;
  };
}

function registerQueryRoutes(
  app: FastifyInstance,
  options: ContentEndpointOptions,
  access: { prefix: string; cache: ResultCache; guard?: onRequestAsyncHookHandler },
) {
  const { limits } = options.queries;
  const { cache } = access;
  const isPrivate = access.guard !== undefined;

  const handle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    version: string,
    dataset: string,
    query: unknown,
    readParams: () => Record<string, unknown>,
    askedPerspective: unknown,
  ) => {
    const started = performance.now();
    if (!API_VERSION.test(version)) {
      return reply.status(404).send({ error: 'Not Found', message: `Invalid API version "${version}"`, statusCode: 404 });
    }
    if (dataset !== options.dataset) {
      return reply.status(404).send({
        error: 'Not Found',
        message: `Dataset "${dataset}" not found for project ID "${options.projectId}"`,
        statusCode: 404,
      });
    }
    if (typeof query !== 'string' || query.trim() === '') {
      return reply.status(400).send({ error: { description: 'The query parameter is missing', type: 'queryParseError' } });
    }
    let params: Record<string, unknown>;
    try {
      params = readParams();
    } catch (error) {
      return reply.status(400).send({ error: { description: (error as Error).message, type: 'httpBadRequest' } });
    }
    const perspective = isPrivate ? perspectiveOf(askedPerspective, version) : 'published';
    if (!perspective) {
      return reply.status(400).send({ error: { description: `Unknown perspective "${String(askedPerspective)}"`, type: 'httpBadRequest' } });
    }
    let revision: number;
    try {
      revision = options.store.revision();
    } catch (error) {
      // The seed is being rewritten (or is broken): say so plainly, without details; the next query retries.
      request.log.error({ err: error }, 'content dataset could not be read');
      return answerGuarded(reply, query, { kind: 'evaluatorFailed', reason: 'dataset unreadable' }, limits);
    }
    const key = `${perspective}\u0000${ResultCache.key(query, params)}`;
    let json = cache.get(revision, key);
    if (!json) {
      // The client may leave while its query waits or runs: stop the work then.
      const clientGone = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) clientGone.abort();
      };
      reply.raw.once('close', onClose);
      const outcome = await options.queries.run({ query, params, file: options.store.file, revision, perspective }, isPrivate ? null : request.ip, clientGone.signal);
      reply.raw.off('close', onClose);
      if (outcome.kind === 'evaluatorFailed') request.log.error({ reason: outcome.reason }, 'content query evaluator failed');
      if (outcome.kind !== 'result') return answerGuarded(reply, query, outcome, limits);
      json = outcome.json;
      cache.set(revision, key, json);
    }
    const ms = Math.round(performance.now() - started);
    const body = Buffer.concat([Buffer.from(`{"query":${JSON.stringify(query)},"result":`), json, Buffer.from(`,"ms":${ms}}`)]);
    return reply.header('Cache-Control', isPrivate ? 'private, no-store' : 'public, max-age=30').type('application/json; charset=utf-8').send(body);
  };

  // The guard runs before the body is read, so an anonymous caller cannot make the server buffer one.
  const onRequest = access.guard ? [access.guard] : [];
  app.get<{ Params: { version: string; dataset: string }; Querystring: Record<string, unknown> }>(
    `${access.prefix}/:version/data/query/:dataset`,
    { onRequest },
    (request, reply) =>
      handle(request, reply, request.params.version, request.params.dataset, request.query.query, () => paramsFromSearch(request.query), request.query.perspective),
  );

  app.post<{ Params: { version: string; dataset: string }; Body: { query?: unknown; params?: unknown }; Querystring: Record<string, unknown> }>(
    `${access.prefix}/:version/data/query/:dataset`,
    { onRequest },
    (request, reply) => {
      const body = request.body ?? {};
      return handle(request, reply, request.params.version, request.params.dataset, body.query, () => {
        if (body.params === undefined) return {};
        if (typeof body.params !== 'object' || body.params === null || Array.isArray(body.params)) {
          throw new Error('"params" must be an object');
        }
        return body.params as Record<string, unknown>;
      }, request.query.perspective);
    },
  );
}
