import type { FastifyInstance, FastifyReply } from 'fastify';
import { evaluate, parse } from 'groq-js';
import type { DatasetStore } from './dataset';

export interface ContentEndpointOptions {
  projectId: string;
  dataset: string;
  store: DatasetStore;
}

const API_VERSION = /^v(1|X|\d{4}-\d{2}-\d{2})$/;

interface SyntaxErrorLike {
  name?: string;
  message: string;
  position?: number;
}

function queryError(reply: FastifyReply, query: string, error: SyntaxErrorLike) {
  const start = typeof error.position === 'number' ? error.position : 0;
  return reply.status(400).send({
    error: { description: error.message, query, start, end: start + 1, type: 'queryParseError' },
  });
}

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
 * GET/POST /v{apiVersion}/data/query/{dataset} → {query, result, ms}.
 */
export function registerContentQueryRoute(app: FastifyInstance, options: ContentEndpointOptions) {
  const handle = async (
    reply: FastifyReply,
    version: string,
    dataset: string,
    query: unknown,
    readParams: () => Record<string, unknown>,
  ) => {
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
    const started = performance.now();
    let tree;
    try {
      tree = parse(query, { params });
    } catch (error) {
      return queryError(reply, query, error as SyntaxErrorLike);
    }
    try {
      const value = await evaluate(tree, { dataset: options.store.published(), params });
      const result = await value.get();
      const ms = Math.round(performance.now() - started);
      return reply.header('Cache-Control', 'public, max-age=30').send({ query, result, ms });
    } catch (error) {
      return queryError(reply, query, error as SyntaxErrorLike);
    }
  };

  app.get<{ Params: { version: string; dataset: string }; Querystring: Record<string, unknown> }>(
    '/:version/data/query/:dataset',
    (request, reply) =>
      handle(reply, request.params.version, request.params.dataset, request.query.query, () => paramsFromSearch(request.query)),
  );

  app.post<{ Params: { version: string; dataset: string }; Body: { query?: unknown; params?: unknown } }>(
    '/:version/data/query/:dataset',
    (request, reply) => {
      const body = request.body ?? {};
      return handle(reply, request.params.version, request.params.dataset, body.query, () => {
        if (body.params === undefined) return {};
        if (typeof body.params !== 'object' || body.params === null || Array.isArray(body.params)) {
          throw new Error('"params" must be an object');
        }
        return body.params as Record<string, unknown>;
      });
    },
  );
}
