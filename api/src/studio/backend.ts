/**
 * The Studio's backend: the part of Sanity's HTTP API the real, unmodified Studio calls, answered
 * from the working dataset. The Studio's client points at `{origin}/studio-api` with
 * `useProjectHostname: false`, so its calls arrive as `/studio-api/v{version}/…`. Every call needs
 * a staff session (401 without one, 403 for a member); unknown addresses answer 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sanityPackage from 'sanity/package.json' with { type: 'json' };
import { MODULES_PATH } from '../../../studio/offlineDocument';
import type { Authenticator } from '../auth/authenticate';
import type { ContentStore } from '../content';
import { LOCAL_DATASET } from '../content';
import { applyAction } from './actions';
import { registerAssetRoutes } from './assets';
import { registerHistory } from './history';
import { registerListen } from './listen';
import { registerPresence } from './presence';
import { applyMutation, type MutationResult } from './mutate';
import { documentsById } from './documents';
import { isObject } from './patches';
import { registerProjectAnswers, studioUserId } from './projectAnswers';
import { studioSessionGuard } from './sessionGuard';
import { type ItemKind, itemsRefusal, StudioError, TransactionDraft, TransactionLog } from './transactions';

export const STUDIO_API_PREFIX = '/studio-api';

type Params = { version: string; dataset: string; ids?: string };

function sanityError(reply: FastifyReply, error: StudioError) {
  const items = error.items ? { items: error.items } : {};
  return reply.status(error.statusCode).send({ error: { description: error.message, type: error.type, ...items }, statusCode: error.statusCode });
}

function requireDataset(dataset: string) {
  if (dataset !== LOCAL_DATASET) throw new StudioError(404, 'notFound', `Dataset "${dataset}" not found`);
}

const identityOf = (request: FastifyRequest) => (request.auth ? studioUserId(request.auth.member.id) : 'unknown');

/** Runs a handler, answering StudioErrors in Sanity's shape (anything else is the server's fault). */
const answering =
  <R extends FastifyRequest>(handler: (request: R, reply: FastifyReply) => Promise<unknown>) =>
  async (request: R, reply: FastifyReply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof StudioError) return sanityError(reply, error);
      throw error;
    }
  };

/** Runs the items of a mutate or actions request; a refusal answers as Sanity's `mutationError`/`actionError`. */
async function itemsOf<T>(kind: ItemKind, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof StudioError ? itemsRefusal(kind, error) : error;
  }
}

export async function registerStudioBackend(app: FastifyInstance, deps: { content: ContentStore; authenticator: Authenticator }) {
  const { content } = deps;
  const log = new TransactionLog(content);
  const guard = studioSessionGuard(deps.authenticator.requireStaff);
  registerListen(app, STUDIO_API_PREFIX, { log, guard });
  registerPresence(app, { authenticator: deps.authenticator });
  // The Studio times this request (no token sent) to tell which HTTP version reaches its API.
  app.get(`${STUDIO_API_PREFIX}/:version/ping`, async () => ({ ok: true }));
  // …and this one (no token either) to tell whether the API is reachable at all.
  app.get(`${STUDIO_API_PREFIX}/:version/data/ping/:dataset`, async () => ({ ok: true }));
  // Its version check, pointed here when it is built (no token either): the pinned version is the latest this server has.
  app.get(`${MODULES_PATH}/*`, async () => ({ latest: sanityPackage.version, packageVersion: sanityPackage.version }));

  await app.register(
    async (studio) => {
      studio.decorateRequest('auth', null);
      // Staff only, checked before the body is read: an anonymous upload of 20 MB is refused unread.
      studio.addHook('onRequest', guard);
      registerProjectAnswers(studio);
      registerHistory(studio, content);

      // The ids are one wildcard, not a `:param`: the Studio asks for up to 100 ids at once (the
      // drafts of everything a document references), far past the router's 100-character limit on a
      // parameter, and a longer parameter would fall through to "nothing here".
      studio.get<{ Params: Params & { '*': string }; Querystring: Record<string, unknown> }>(
        '/:version/data/doc/:dataset/*',
        answering(async (request) => {
          requireDataset(request.params.dataset);
          return documentsById(content, request.params['*'], request.query.excludeContent === 'true');
        }),
      );

      studio.post<{ Params: Params; Body: unknown; Querystring: Record<string, unknown> }>(
        '/:version/data/actions/:dataset',
        answering(async (request) => {
          requireDataset(request.params.dataset);
          const body = request.body;
          if (!isObject(body) || !Array.isArray(body.actions) || body.actions.length === 0) {
            throw new StudioError(400, 'validationError', 'The body must be {"actions": [ … ]} with at least one action');
          }
          const draft = new TransactionDraft(content);
          return itemsOf('action', async () => {
            draft.applyEach(body.actions as unknown[], (action) => applyAction(draft, action));
            // A dry run is checked as a real one would be, and not written.
            if (body.dryRun === true) return { transactionId: log.check(draft) };
            return { transactionId: await log.commit(draft, identityOf(request), body.transactionId as string | undefined) };
          });
        }),
      );

      studio.post<{ Params: Params; Body: unknown; Querystring: Record<string, unknown> }>(
        '/:version/data/mutate/:dataset',
        answering(async (request) => {
          requireDataset(request.params.dataset);
          const body = request.body;
          if (!isObject(body) || !Array.isArray(body.mutations) || body.mutations.length === 0) {
            throw new StudioError(400, 'validationError', 'The body must be {"mutations": [ … ]} with at least one mutation');
          }
          const draft = new TransactionDraft(content);
          const results: MutationResult[] = [];
          const transactionId = await itemsOf('mutation', async () => {
            draft.applyEach(body.mutations as unknown[], (mutation) => results.push(applyMutation(draft, mutation)));
            if (request.query.dryRun === 'true') return log.check(draft);
            return log.commit(draft, identityOf(request), body.transactionId as string | undefined);
          });
          const returnDocuments = request.query.returnDocuments === 'true';
          return {
            transactionId,
            results: results.map((result) => (returnDocuments ? { ...result, document: content.working.get(result.id) } : result)),
          };
        }),
      );

      await registerAssetRoutes(studio, { content, log, apiPrefix: STUDIO_API_PREFIX, identityOf, requireDataset, refuse: sanityError, answering });

      studio.all('/*', async (request, reply) =>
        reply.status(404).send({ error: { description: `There is nothing at ${request.method} ${request.url.split('?')[0]}`, type: 'notFound' }, statusCode: 404 }),
      );
    },
    { prefix: STUDIO_API_PREFIX },
  );
}
