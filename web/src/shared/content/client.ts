import type { SanityClient } from '@sanity/client';

export const CONTENT_API_VERSION = '2025-02-19';

const projectId = import.meta.env.SANITY_PROJECT_ID as string | undefined;
const dataset = (import.meta.env.SANITY_DATASET as string | undefined) ?? 'production';

/** True when the build reads Sanity's hosted Content Lake instead of the embedded endpoint. */
export const usesHostedContent = Boolean(projectId);

/** The project and dataset image URLs are built for (no client needed for that). */
export const imageProject = { projectId: projectId ?? 'local', dataset };

// In the browser: the server that served the page. On the server (rendering pages), its own
// address, set by pointContentClientAt before the first render.
let apiHost = typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin;
let client: Promise<SanityClient> | undefined;

/**
 * The one content client, loaded on first use. The first paint never needs it (its content is in
 * the HTML), so @sanity/client and its observable half stay out of the first download; it loads when a
 * query is actually sent (a client-side navigation, a revalidation, a search). Without
 * SANITY_PROJECT_ID it talks to the server that served the page, which answers Sanity's query API
 * from the seed dataset (same URLs, same answers).
 */
export function loadContentClient(): Promise<SanityClient> {
  client ??= import('@sanity/client').then(({ createClient }) =>
    createClient(
      usesHostedContent
        ? { projectId, dataset, apiVersion: CONTENT_API_VERSION, useCdn: true, perspective: 'published' }
        : { projectId: 'local', dataset, apiVersion: CONTENT_API_VERSION, useCdn: false, apiHost, useProjectHostname: false },
    ),
  );
  return client;
}

/** The server renders pages with the same client, pointed at the content endpoint of its own process. */
export function pointContentClientAt(serverOrigin: string) {
  if (usesHostedContent) return;
  apiHost = serverOrigin;
  client = undefined;
}

/**
 * Where image URLs point: Sanity's CDN, or this site's copy of its URL shape (made root-relative by
 * image.ts, so that the server renders the same markup the browser hydrates).
 */
export const imageBaseUrl = usesHostedContent ? 'https://cdn.sanity.io' : 'http://local.invalid';
