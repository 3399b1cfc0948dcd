import { unstable_serialize } from 'swr';

/**
 * The data the server rendered the first page with, embedded in its HTML as JSON (see
 * entry-server.tsx). It seeds SWR's fallback so hydration renders exactly what the server did,
 * and spares the browser fetching the same answers again right away.
 */
export const EMBEDDED_DATA_ELEMENT_ID = 'jnanam-data';

/** Answers younger than this (since the page loaded) are used as they are when a page mounts. */
const FRESH_FOR_MS = 30_000;

export interface EmbeddedPageData {
  /** SWR fallback: serialized key → answer. */
  fallback: Record<string, unknown>;
  /** React Router's hydration state (loader data of the matched routes). */
  router: { loaderData: Record<string, unknown>; actionData: null; errors: null };
}

let embedded: EmbeddedPageData | null = null;
let loadedAt = 0;

/** Reads the page's embedded data once, in the browser; null when the page was not rendered on the server. */
export function readEmbeddedData(): EmbeddedPageData | null {
  if (embedded || typeof document === 'undefined') return embedded;
  const element = document.getElementById(EMBEDDED_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    embedded = JSON.parse(element.textContent) as EmbeddedPageData;
    loadedAt = Date.now();
  } catch {
    embedded = null;
  }
  return embedded;
}

/** True when the server embedded this key's answer in the page a short while ago. */
export function isFreshFromServer(key: readonly unknown[]): boolean {
  if (!embedded || Date.now() - loadedAt > FRESH_FOR_MS) return false;
  return unstable_serialize(key) in embedded.fallback;
}

/**
 * JSON that is safe inside a <script> element: `<` is escaped (no `</script>` or `<!--` can end
 * or change it), and U+2028/U+2029 are escaped for old JavaScript parsers.
 */
export function serializeForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
