import { createClient } from '@sanity/client';

export const CONTENT_API_VERSION = '2025-02-19';

const projectId = import.meta.env.SANITY_PROJECT_ID as string | undefined;
const dataset = (import.meta.env.SANITY_DATASET as string | undefined) ?? 'production';

/** True when the build reads Sanity's hosted Content Lake instead of the embedded endpoint. */
export const usesHostedContent = Boolean(projectId);

// In the browser: the server that served the page. On the server (rendering pages), its own
// address, set by pointContentClientAt before the first render.
const origin = typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin;

/**
 * The one content client. Without SANITY_PROJECT_ID it talks to the server that served the page,
 * which answers Sanity's query API from the seed dataset (same URLs, same answers).
 */
export const contentClient = createClient(
  usesHostedContent
    ? { projectId, dataset, apiVersion: CONTENT_API_VERSION, useCdn: true, perspective: 'published' }
    : { projectId: 'local', dataset, apiVersion: CONTENT_API_VERSION, useCdn: false, apiHost: origin, useProjectHostname: false },
);

/** The server renders pages with the same client, pointed at the content endpoint of its own process. */
export function pointContentClientAt(serverOrigin: string) {
  if (!usesHostedContent) contentClient.config({ apiHost: serverOrigin });
}

/**
 * Where image URLs point: Sanity's CDN, or this site's copy of its URL shape (made root-relative by
 * image.ts, so that the server renders the same markup the browser hydrates).
 */
export const imageBaseUrl = usesHostedContent ? 'https://cdn.sanity.io' : 'http://local.invalid';
