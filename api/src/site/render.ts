import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineStylesheets, scriptsAfterFirstPaint } from './pageAssets';

/**
 * Renders pages on the server with the SSR bundle of the web build (`server/entry-server.mjs`, made
 * by `vite build` beside the client build). The built index.html is the template: the page's
 * markup goes into #root, its data into a JSON script the browser hydrates from, its CSS inline
 * and its code (the entry and the area's chunk) behind a loader that starts after the first paint
 * (pageAssets.ts says why).
 */

interface RenderedPage {
  status: number;
  redirect?: { status: number; location: string };
  html: string;
  data: string;
  areaModule?: string;
  /** The page's head tags as HTML. */
  head: string;
}

/** The shape of web/src/entry-server.tsx (api/ does not import web/: this is its contract). */
interface ServerBundle {
  EMBEDDED_DATA_ELEMENT_ID: string;
  configureRenderer(options: { origin: string; cacheMs: number }): void;
  renderPage(url: URL): Promise<RenderedPage>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface PageRenderer {
  render(url: URL): Promise<{ status?: number; location?: string; html: string }>;
}

let instances = 0;

/** The chunk of an area and the chunks it imports statically, with their CSS. */
function assetsOf(manifest: Record<string, ManifestChunk>, moduleId: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || id === 'index.html' || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(moduleId);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Loads the renderer of a web build, or undefined when the build has no SSR bundle (the server then
 * answers the plain index.html and the browser renders).
 */
export async function loadPageRenderer(webDistDir: string, origin: () => string, cacheMs: number): Promise<PageRenderer | undefined> {
  const bundlePath = path.join(webDistDir, 'server', 'entry-server.mjs');
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(bundlePath) || !fs.existsSync(manifestPath)) return undefined;
  // Each server gets its own copy of the bundle (its own origin and content cache).
  instances += 1;
  const bundle = (await import(`${pathToFileURL(bundlePath).href}?instance=${instances}`)) as ServerBundle;
  const stylesheets = inlineStylesheets(webDistDir);
  const { html: template, loaderFor } = scriptsAfterFirstPaint(stylesheets.template(fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8')));
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  let configuredFor: string | undefined;
  // What a page adds for its area (inlined CSS, the loader with its modules) is the same for every
  // page of that area: made once per area, not per request.
  const areaParts = new Map<string, { styles: string; loader: string }>();
  const partsFor = (areaModule: string | undefined) => {
    const key = areaModule ?? '';
    let parts = areaParts.get(key);
    if (!parts) {
      const { scripts, styles } = areaModule ? assetsOf(manifest, areaModule) : { scripts: [], styles: [] };
      parts = { styles: stylesheets.area(styles).join('\n    '), loader: loaderFor(scripts) };
      areaParts.set(key, parts);
    }
    return parts;
  };

  return {
    async render(url) {
      const serverOrigin = origin();
      if (configuredFor !== serverOrigin) {
        bundle.configureRenderer({ origin: serverOrigin, cacheMs });
        configuredFor = serverOrigin;
      }
      const page = await bundle.renderPage(url);
      if (page.redirect) return { status: page.redirect.status, location: page.redirect.location, html: '' };
      const area = partsFor(page.areaModule);
      const html = template
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/<meta name="description"[^>]*>/, '')
        .replace('</head>', () => `  ${page.head}\n    ${area.styles}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root">${page.html}</div><script type="application/json" id="${bundle.EMBEDDED_DATA_ELEMENT_ID}">${page.data}</script>${area.loader}`,
        );
      return { status: page.status, html };
    },
  };
}
