import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { API_PREFIX } from '../../../contracts/endpoint';
import { episodeAnswer, episodeCategoryAnswer } from '../../../contracts/episodes';
import { eventsAnswer, postsAnswer, profileView, storiesAnswer, tribesAnswer } from '../../../contracts/community';
import { leaderboardAnswer } from '../../../contracts/karma';
import { articlesAnswer, articleView } from '../../../contracts/insights';
import { interactionSummary } from '../../../contracts/interactions';
import { academyAnswer } from '../../../contracts/learning';
import type { PageLoadContext, PageMember } from '../../../contracts/pageLoadContext';
import { REQUEST_MESSAGES } from '../../../contracts/messages/request';
import { asksForDraftPreview, isKnownPagePath } from '../../../contracts/routes';
import type { QueryPublished } from '../content/queryRoute';
import { failure, HttpError } from '../http/errors';
import { scriptNonceOf } from '../http/security';
import { registerWebDevServer } from './devServer';
import { pageHtmlRewriter } from './pageHtml';

/** The member reading a page, with their own reads (auth/pageReader.ts makes them from the session cookie). */
interface PageReader {
  member: PageMember;
  read: PageLoadContext['memberRead'];
}

/** Finds a page request's reader; a cookie whose session is over is cleared on `reply`. */
interface PageReaders {
  readerOf(request: FastifyRequest, reply: FastifyReply): Promise<PageReader | null>;
}

/** The API's reads that pages need, called in-process (see contracts/pageLoadContext.ts). */
export interface PageServices {
  episodesByCategory(): Promise<unknown[]>;
  episode(id: string): Promise<unknown>;
  interactionSummary(targetType: string, targetId: string): Promise<unknown>;
  bookRatings(): Promise<PageLoadContext extends { bookRatings(): Promise<infer R> } ? R : never>;
  insightsArticles: PageLoadContext['insightsArticles'];
  insightsArticle: PageLoadContext['insightsArticle'];
  academy: PageLoadContext['academy'];
  communityProfile(handle: string): Promise<unknown>;
  communityPosts(source: Parameters<PageLoadContext['communityPosts']>[0]): Promise<unknown>;
  communityStories(): Promise<unknown>;
  communityTribes(): Promise<unknown>;
  communityEvents(): Promise<unknown>;
  karmaLeaderboard(...args: Parameters<PageLoadContext['karmaLeaderboard']>): Promise<unknown>;
}

export interface SiteOptions {
  webDistDir: string;
  /** Render from the sources through Vite (npm run dev) instead of the build in webDistDir. */
  dev?: boolean;
  queryContent: QueryPublished;
  /** The same reads with drafts in place of published documents, for staff's previews; none when the content is hosted. */
  queryDrafts?: QueryPublished;
  services: PageServices;
  /** The site's public address; without it, the address the visitor asked for. */
  publicOrigin?: string;
  /** Whether the build's source maps are served (they hold the client's source); 404 otherwise. */
  serveSourceMaps?: boolean;
  /** The member a page request's session cookie names; without it every page is a visitor's. */
  readers?: PageReaders;
}

const articlesPage = z.omit(articlesAnswer, { success: true });
const academyFigures = z.omit(academyAnswer, { success: true });
const postsPage = z.omit(postsAnswer, { success: true });
const storyGroups = storiesAnswer.shape.members;
const tribeList = tribesAnswer.shape.tribes;
const eventList = eventsAnswer.shape.events;
const leaderboardRows = leaderboardAnswer.shape.members;

/** An answer shaped as the API sends it: dates as text, only the contract's fields. */
const asSent = <T>(schema: { parse(value: unknown): T }, value: unknown): T => schema.parse(JSON.parse(JSON.stringify(value)));

/** A read of one item, null when the API would answer 404. */
async function orNullWhenMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** Drafts are read only for a staff member who asked for the preview; anyone else asking gets the published page. */
function draftsFor(request: FastifyRequest, options: SiteOptions, reader: PageReader | null): QueryPublished | null {
  if (!options.queryDrafts || reader?.member.role !== 'staff') return null;
  return asksForDraftPreview(new URL(request.url, 'http://page').searchParams) ? options.queryDrafts : null;
}

function loadContextFor(request: FastifyRequest, reply: FastifyReply, options: SiteOptions, reader: PageReader | null): PageLoadContext {
  const { services } = options;
  const drafts = draftsFor(request, options, reader);
  return {
    origin: options.publicOrigin ?? `${request.protocol}://${request.host}`,
    nonce: scriptNonceOf(reply.raw),
    member: reader?.member ?? null,
    memberRead: async (endpoint, input) => (reader ? reader.read(endpoint, input) : null),
    preview: drafts !== null,
    queryContent: drafts ?? options.queryContent,
    episodesByCategory: async () => (await services.episodesByCategory()).map((category) => asSent(episodeCategoryAnswer, category)),
    episode: (id) => orNullWhenMissing(async () => asSent(episodeAnswer, await services.episode(id))),
    interactionSummary: (targetType, targetId) =>
      orNullWhenMissing(async () => asSent(interactionSummary, await services.interactionSummary(targetType, targetId))),
    bookRatings: () => services.bookRatings(),
    insightsArticles: async (query) => asSent(articlesPage, await services.insightsArticles(query)),
    insightsArticle: async (slug) => {
      const article = await services.insightsArticle(slug);
      return article && asSent(articleView, article);
    },
    academy: async () => asSent(academyFigures, await services.academy()),
    communityProfile: (handle) => orNullWhenMissing(async () => asSent(profileView, await services.communityProfile(handle))),
    communityPosts: async (source) => asSent(postsPage, await services.communityPosts(source)),
    communityStories: async () => asSent(storyGroups, await services.communityStories()),
    communityTribes: async () => asSent(tribeList, await services.communityTribes()),
    communityEvents: async () => asSent(eventList, await services.communityEvents()),
    karmaLeaderboard: async (period, limit) => asSent(leaderboardRows, await services.karmaLeaderboard(period, limit)),
  };
}

/** For the static files' `allowedPath`: a source map is answered 404, as if it were not there. */
export const isNotSourceMap = (pathName: string) => !pathName.endsWith('.map');

/** The request as the Fetch API's Request (pages answer GET and HEAD only: no body to carry). */
function fetchRequestOf(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), { method: request.method, headers, signal: controller.signal });
}

/**
 * The web app: the client build's files (hashed assets cached for a year), and every other GET
 * rendered by React Router's request handler as a route of this server, so compression, security
 * headers, request ids and logs apply to pages as to the API. Without a build, pages answer 503.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions) {
  const clientDir = path.join(options.webDistDir, 'client');
  const serverEntry = path.join(options.webDistDir, 'server', 'index.js');
  const hasBuild = !options.dev && fs.existsSync(serverEntry) && fs.existsSync(clientDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      ...(options.serveSourceMaps ? {} : { allowedPath: isNotSourceMap }),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  const handle = options.dev
    ? createRequestHandler(await registerWebDevServer(app), 'development')
    : hasBuild
      ? createRequestHandler((await import(pathToFileURL(serverEntry).href)) as ServerBuild, 'production')
      : undefined;

  const rewritePage = hasBuild ? pageHtmlRewriter(clientDir) : undefined;
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
      // An API address whose segment is over the router's limit reached this catch-all instead of its route.
      const tooLong = pathname.split('/').some((segment) => segment.length > (app.initialConfig.maxParamLength ?? 100));
      return tooLong ? reply.status(414).send(failure(REQUEST_MESSAGES.urlTooLong)) : reply.status(404).send(failure(REQUEST_MESSAGES.nothingHere));
    }
    if (!handle) return reply.status(503).type('text/plain').send('The web app is not built yet: run "npm run build" or "npm start".');
    const reader = (await options.readers?.readerOf(request, reply)) ?? null;
    const response = await handle(fetchRequestOf(request, reply), loadContextFor(request, reply, options, reader));
    reply.status(response.status);
    response.headers.forEach((value, name) => reply.header(name, value));
    // A member's page is theirs alone: no cache keeps it, whatever the route says for visitors.
    if (reader) reply.header('Cache-Control', 'private, no-store');
    else if (!response.headers.has('cache-control')) reply.header('Cache-Control', 'no-cache');
    // The same address is drawn differently for a member: a shared cache keeps a visitor's copy apart.
    reply.header('Vary', [response.headers.get('vary'), 'Cookie'].filter(Boolean).join(', '));
    if (rewritePage && response.body && response.headers.get('content-type')?.startsWith('text/html')) {
      // The page is sent whole (every part rendered first), so nothing streams past this.
      return reply.send(rewritePage(await response.text()));
    }
    return reply.send(response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null);
  };
  app.get('/*', page);

  // A page's form sent before its code ran (the password forms say method="post" so nothing typed
  // goes into the address): the page again, by GET.
  // Answered before the body is read: a form's body is of no use here, and its type has no parser.
  const formBeforeCode = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!pathname.startsWith('/api/') && isKnownPagePath(pathname)) return reply.redirect(request.url, 303);
    return reply.status(404).send(failure(REQUEST_MESSAGES.nothingHere));
  };
  app.post('/*', { onRequest: formBeforeCode }, formBeforeCode);
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(failure(REQUEST_MESSAGES.nothingHere)));
}
