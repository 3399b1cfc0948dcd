/**
 * Server rendering: the Fastify server (api/src/site/render.ts) loads this module from the SSR
 * build and asks it for each page's HTML. The route table, the loaders and the components are the
 * browser's own; loaders hand their requests to a per-request data loader that reads through a
 * short-lived cache, and the answers are embedded in the HTML for hydration.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { App } from './app/App';
import { areaModuleFor, routes } from './app/router';
import { pointApiClientAt } from './shared/api/client';
import { pointContentClientAt } from './shared/content/client';
import { serializeForHtml, type EmbeddedPageData } from './shared/content/embeddedData';
import type { DataRequest, ServerDataLoader } from './shared/data/pageData';
import { headFor, type PageHead } from './app/head';

export { EMBEDDED_DATA_ELEMENT_ID } from './shared/content/embeddedData';

export interface RendererOptions {
  /** This server's own address, for the content endpoint and /api/v1 (e.g. http://127.0.0.1:3000). */
  origin: string;
  /** How long a fetched answer is reused; published content reaches pages within this time. */
  cacheMs: number;
}

export interface RenderedPage {
  /** A redirect the route answered with, instead of a page. */
  redirect?: { status: number; location: string };
  /** 404 when the item the page is about does not exist (the page still explains it); 200 otherwise. */
  status?: number;
  /** The app's markup for #root. */
  html: string;
  /** The embedded data (safe to place in a <script type="application/json">). */
  data: string;
  /** The area module of the page (its chunk and CSS are added to the HTML by the server). */
  areaModule?: string;
  head: PageHead;
}

interface CacheEntry {
  expires: number;
  value: Promise<unknown>;
}

const handler = createStaticHandler(routes);
const cache = new Map<string, CacheEntry>();
let options: RendererOptions = { origin: 'http://127.0.0.1', cacheMs: 30_000 };

export function configureRenderer(next: RendererOptions) {
  options = next;
  pointContentClientAt(next.origin);
  pointApiClientAt(next.origin);
  cache.clear();
}

/** Answers are shared between requests for cacheMs; a failed fetch is not kept. */
function cached(key: string, fetch: () => Promise<unknown>): Promise<unknown> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = fetch();
  cache.set(key, { expires: now + options.cacheMs, value });
  value.catch(() => cache.delete(key));
  if (cache.size > 500) for (const [k, entry] of cache) if (entry.expires <= now) cache.delete(k);
  return value;
}

function createDataLoader(fallback: Record<string, unknown>, outcome: { notFound: boolean }): ServerDataLoader {
  return {
    async load(request: DataRequest) {
      const key = unstable_serialize(request.key);
      try {
        fallback[key] = await cached(key, request.fetch);
        if (request.requiredForPage && fallback[key] === null) outcome.notFound = true;
      } catch {
        // The page renders its loading state for this part; the browser fetches it again.
      }
    },
  };
}

export async function renderPage(url: URL): Promise<RenderedPage> {
  const fallback: Record<string, unknown> = {};
  const outcome = { notFound: false };
  const request = new Request(url, { method: 'GET' });
  const context = await handler.query(request, { requestContext: createDataLoader(fallback, outcome) });
  if (context instanceof Response) {
    return {
      redirect: { status: context.status, location: context.headers.get('Location') ?? '/' },
      html: '',
      data: '',
      head: headFor(url, fallback),
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <App fallback={fallback}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  const embedded: EmbeddedPageData = { fallback, router: { loaderData: context.loaderData, actionData: null, errors: null } };
  return {
    ...(outcome.notFound ? { status: 404 } : {}),
    html,
    data: serializeForHtml(embedded),
    areaModule: areaModuleFor(url.pathname),
    head: headFor(url, fallback),
  };
}
