import { episodeRequest } from '../shared/api/episodes';
import type { DataRequest } from '../shared/data/pageData';
import type { Episode } from '../../../contracts/episodes';
import { isKnownPagePath, ROUTES } from '../../../contracts/routes';
import { contentRequest } from '../shared/content/useContent';
import { legalPageQuery } from '../features/legal/legalPageQuery';
import { homePageQuery } from '../features/home/queries';
import { siteSettingsQuery } from './layout/siteSettingsQuery';

/**
 * The head tags of every page (title, description, canonical address, link previews, structured
 * data), defined once from the same answers the page is rendered from. The server writes them into
 * the HTML (entry-server.tsx); in the browser DocumentHead rewrites them on every navigation.
 */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  type: 'website' | 'video.other';
  /** Not-found pages: kept out of search indexes. */
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
}

export interface SiteSettings {
  productName?: string | null;
  tagline?: string | null;
  socialLinks?: { url?: string | null }[] | null;
  contactEmail?: string | null;
}

/** The site settings (every page's head names the site). */
export const siteSettingsRequest = () => contentRequest(siteSettingsQuery);

const decoded = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

const episodeIdOf = (pathname: string) => {
  const id = /^\/video-player\/([^/]+)$/.exec(pathname)?.[1];
  return id === undefined ? undefined : decoded(id);
};

/**
 * The one answer a page's head is made from (beyond the site settings), or null: the same request
 * (SWR key and fetch) the page reads. `token` is the member's (their answers are keyed by it; the
 * server reads as a visitor).
 */
export function headDataRequest(pathname: string, token: string | null = null): DataRequest | null {
  const episodeId = episodeIdOf(pathname);
  if (episodeId !== undefined) return episodeRequest(episodeId, token);
  const path = decoded(pathname);
  if (path === ROUTES.terms) return contentRequest(legalPageQuery, { kind: 'terms' });
  if (path === ROUTES.privacy) return contentRequest(legalPageQuery, { kind: 'privacy' });
  if (path === ROUTES.home) return contentRequest(homePageQuery);
  return null;
}

/** Plain text of a string or of Portable Text blocks. */
const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') {
    const { text, children } = value as { text?: unknown; children?: unknown };
    return typeof text === 'string' ? text : textOf(children);
  }
  return '';
};

const plain = (text: unknown, max = 200) => {
  const value = textOf(text).replace(/\s+/g, ' ').trim();
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;
};

/** The head of the page at `url`, from the site settings and the answer under headDataKey (undefined while loading). */
export function headFor(url: URL, settings: SiteSettings | null | undefined, pageAnswer: unknown): PageHead {
  const site = settings?.productName ?? 'Jnanam';
  const base: PageHead = {
    title: settings?.tagline ? `${site} — ${settings.tagline}` : site,
    description: plain(settings?.tagline),
    canonical: new URL(url.pathname, url.origin).href,
    type: 'website',
  };
  if (!isKnownPagePath(url.pathname)) return { ...base, title: `Page not found — ${site}`, noindex: true };
  if (episodeIdOf(url.pathname) !== undefined) {
    if (pageAnswer === null) return { ...base, title: `No episode found — ${site}`, noindex: true };
    const episode = pageAnswer as Episode | undefined;
    if (!episode) return base;
    const image = episode.thumbnail ? new URL(episode.thumbnail, url.origin).href : undefined;
    return {
      ...base,
      title: `${episode.name} — ${site}`,
      description: plain(episode.description) || base.description,
      image,
      type: 'video.other',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: episode.name,
        description: plain(episode.description, 500) || episode.name,
        ...(image ? { thumbnailUrl: image } : {}),
        ...(episode.video ? { contentUrl: new URL(episode.video, url.origin).href } : {}),
      },
    };
  }
  if (url.pathname === ROUTES.home) {
    const home = pageAnswer as { hero?: { text?: string | null } | null } | null | undefined;
    return {
      ...base,
      description: plain(home?.hero?.text) || base.description,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: site,
        url: url.origin,
        ...(settings?.tagline ? { slogan: settings.tagline } : {}),
        ...(settings?.contactEmail ? { email: settings.contactEmail } : {}),
        sameAs: (settings?.socialLinks ?? []).map((link) => link.url).filter(Boolean),
      },
    };
  }
  const legal = pageAnswer as { title?: string | null; intro?: unknown } | null | undefined;
  if (legal?.title) return { ...base, title: `${legal.title} — ${site}`, description: plain(legal.intro) || base.description };
  return base;
}

/** One element of the head besides <title>: its tag and attributes (a script's JSON in `json`). */
export interface HeadElement {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  json?: string;
}

/** Marks the head elements a page owns, so that the browser can replace them on navigation. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/** The elements of a page's head, the same list for the server's HTML and the browser's DOM. */
export function headElements(head: PageHead): HeadElement[] {
  const elements: HeadElement[] = [];
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) => {
    if (value) elements.push({ tag: 'meta', attributes: { [attribute]: key, content: value } });
  };
  if (head.noindex) meta('name', 'robots', 'noindex');
  meta('name', 'description', head.description);
  elements.push({ tag: 'link', attributes: { rel: 'canonical', href: head.canonical } });
  meta('property', 'og:type', head.type);
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:url', head.canonical);
  meta('property', 'og:image', head.image);
  meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', head.title);
  meta('name', 'twitter:description', head.description);
  meta('name', 'twitter:image', head.image);
  if (head.jsonLd) elements.push({ tag: 'script', attributes: { type: 'application/ld+json' }, json: JSON.stringify(head.jsonLd) });
  return elements;
}
