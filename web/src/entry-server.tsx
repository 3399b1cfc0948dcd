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
import { headDataRequest, headElements, headFor, PAGE_HEAD_ATTRIBUTE, siteSettingsRequest, type PageHead, type SiteSettings } from './app/head';

export { EMBEDDED_DATA_ELEMENT_ID } from './shared/content/embeddedData';

export interface RendererOptions {
  /** This server's own address, for the content endpoint and /api/v1 (e.g. http://127.0.0.1:3000). */
  origin: string;
  /** How long a fetched answer is reused; published content reaches pages within this time. */
  cacheMs: number;
}

export interface RenderedPage {
  /** The page's HTTP status: 404 when a loader found no item for the address (see pageData.ts). */
  status: number;
  /** A redirect the route answered with, instead of a page. */
  redirect?: { status: number; location: string };
  /** The app's markup for #root. */
  html: string;
  /** The embedded data (safe to place in a <script type="application/json">). */
  data: string;
  /** The area module of the page (its chunk and CSS are added to the HTML by the server). */
  areaModule?: string;
  /** The page's head tags as HTML (title, description, canonical, link previews, JSON-LD). */
  head: string;
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

/** Content answers are shared between requests for cacheMs; a failed fetch is not kept. */
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

function createDataLoader(fallback: Record<string, unknown>): ServerDataLoader {
  // Within one page, each answer is fetched once (two loaders may ask for the same one).
  const fetched = new Map<string, Promise<unknown>>();
  const fetchOnce = (key: string, request: DataRequest) => {
    let answer = fetched.get(key);
    if (!answer) {
      answer = request.memberMade ? request.fetch() : cached(key, request.fetch);
      fetched.set(key, answer);
    }
    return answer;
  };
  return {
    async load(request: DataRequest) {
      const key = unstable_serialize(request.key);
      try {
        const answer = await fetchOnce(key, request);
        fallback[key] = answer;
        return answer;
      } catch {
        // The page renders its loading state for this part; the browser fetches it again.
        return undefined;
      }
    },
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function headHtml(url: URL, answers: Record<string, unknown>): string {
  const answerFor = (request: DataRequest | null) => (request ? answers[unstable_serialize(request.key)] : undefined);
  const head: PageHead = headFor(url, answerFor(siteSettingsRequest()) as SiteSettings | undefined, answerFor(headDataRequest(url.pathname)));
  const elements = headElements(head).map(({ tag, attributes, json }) => {
    const attributeList = Object.entries({ ...attributes, [PAGE_HEAD_ATTRIBUTE]: '' })
      .map(([name, value]) => (value ? `${name}="${escapeHtml(value)}"` : name))
      .join(' ');
    // JSON in a script: `<` escaped, so that no `</script>` can end it.
    return tag === 'script' ? `<script ${attributeList}>${(json ?? '').replace(/</g, '\\u003c')}</script>` : `<${tag} ${attributeList} />`;
  });
  return [`<title>${escapeHtml(head.title)}</title>`, ...elements].join('\n    ');
}

export async function renderPage(url: URL): Promise<RenderedPage> {
  const fallback: Record<string, unknown> = {};
  const request = new Request(url, { method: 'GET' });
  const context = await handler.query(request, { requestContext: createDataLoader(fallback) });
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: { status: context.status, location: context.headers.get('Location') ?? '/' },
      html: '',
      data: '',
      head: headHtml(url, fallback),
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
  return { status: context.statusCode, html, data: serializeForHtml(embedded), areaModule: areaModuleFor(url.pathname), head: headHtml(url, fallback) };
}
