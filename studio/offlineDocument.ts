/**
 * The Studio as this site serves it, with no request to another host (the server's policy allows
 * none, and the machines it runs on may have no internet). `sanity build` writes into index.html
 * a script for Sanity's hosted dashboard (which this Studio is never embedded in), the Inter font
 * from Sanity's CDN (self-hosted instead: ./fonts.ts) and icon links at /static/ that ignore the
 * Studio's base path; and the pinned Studio's code asks Sanity's CDN for the latest version and
 * Sanity's API whether its feedback form is available. This Vite plugin rewrites the page after
 * Sanity's own build step has written it, points the version check at this server (which answers
 * with the pinned version) and leaves the feedback form off, as Sanity's dashboard does. Each
 * rewrite must apply exactly once, or the build fails: a `sanity` upgrade is checked here first.
 */
const BRIDGE_SCRIPT = /<script\b[^>]*\bdata-sanity-core\b[^>]*><\/script>\s*/g;
const CDN_FONT_FACE = /@font-face\s*{[^}]*studio-static\.sanity\.io[^}]*}\s*/g;
const ROOT_STATIC_LINK = /(<link\b[^>]*\bhref=")\/static\//g;

/** Where the server answers the Studio's version check (api/src/studio/backend.ts). */
export const MODULES_PATH = '/studio-api/modules';

const CODE_REWRITES: [string, string][] = [
  ['MODULES_HOST = isStaging ? "https://sanity-cdn.work" : "https://sanity-cdn.com"', `MODULES_HOST = ${JSON.stringify(MODULES_PATH)}`],
  ['skip: isInDashboard', 'skip: true'],
];

export function offlineIndexHtml(html: string, basePath: string): string {
  return html.replace(BRIDGE_SCRIPT, '').replace(CDN_FONT_FACE, '').replace(ROOT_STATIC_LINK, `$1${basePath}/static/`);
}

interface OutputAsset {
  type: string;
  source: string | Uint8Array;
}

export function offlineDocument(basePath: string) {
  const applied = new Set<string>();
  return {
    name: 'jnanam-offline-studio',
    enforce: 'post' as const,
    apply: 'build' as const,
    transform(code: string, id: string) {
      if (!id.includes('/node_modules/sanity/lib/')) return null;
      let rewritten = code;
      for (const [from, to] of CODE_REWRITES) {
        if (!rewritten.includes(from)) continue;
        rewritten = rewritten.replace(from, to);
        applied.add(from);
      }
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    generateBundle(_options: unknown, bundle: Record<string, OutputAsset>) {
      const missing = CODE_REWRITES.filter(([from]) => !applied.has(from));
      if (missing.length) throw new Error(`The Studio's code has changed: no "${missing.map(([from]) => from).join('", "')}" to rewrite (studio/offlineDocument.ts)`);
      const page = bundle['index.html'];
      if (page?.type === 'asset') page.source = offlineIndexHtml(String(page.source), basePath);
    },
  };
}
