import type { MetaArgs, MetaDescriptor } from 'react-router';
import { unstable_serialize } from 'swr';
import type { RouteName } from '@contracts/routes';
import type { DataRequest, PageAnswers } from '../data/pageData';
import type { SiteSettingsQueryResult } from '@schemas/sanity.types';

/** What the root's loader gives every page's head: the site settings' answers and the public address. */
export interface RootData extends PageAnswers {
  origin: string;
  settingsKey: string;
  nonce: string;
  /** When the server drew the page: relative dates count from it while the page hydrates. */
  renderedAt: number;
  /** The page shows drafts: a staff member's preview. */
  preview: boolean;
}

/** What a page says about itself beyond its content's title and description (an item page: the item). */
export interface PageHeadFields {
  title?: string | null;
  description?: unknown;
  /** A picture for link previews (absolute, or a path on this site). */
  image?: string | null;
  /** A clip anyone may play (a path on this site), for link previews that play video. */
  video?: string | null;
  type?: 'website' | 'video.other' | 'book' | 'article' | 'profile';
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
  /** Query parameters that name the page's item (`book`, `article`): kept in the canonical address. */
  keep?: string[];
}

/** Plain text of a string or of Portable Text blocks. */
export const textOf = (value: unknown): string => {
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

/** The answer a route's loader brought for a request (undefined when it was not read). */
export const answerOf = <T>(data: unknown, request: DataRequest): T | undefined =>
  (data as PageAnswers | undefined)?.answers?.[unstable_serialize(request.key)] as T | undefined;

/**
 * The head of a page: title, description, canonical address, Open Graph and Twitter cards and
 * JSON-LD. Each page's title and description are content (site settings, per page); a page about
 * one item passes the item's own.
 */
export function pageHead(name: RouteName | null, { matches, location }: Pick<MetaArgs, 'matches' | 'location'>, fields: PageHeadFields = {}): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  const settings = root?.answers[root.settingsKey] as SiteSettingsQueryResult | undefined;
  const site = settings?.productName ?? 'Jnanam';
  const origin = root?.origin ?? 'http://localhost';
  const own = settings?.pageHeads?.find((head) => head.route === name);
  const pageTitle = fields.title ?? own?.title ?? (name === null ? 'Page not found' : site);
  // The home page's title is the site's own; every other page names the site after itself.
  const title = name === 'home' ? pageTitle : `${pageTitle} — ${site}`;
  const description = plain(fields.description) || plain(own?.description) || plain(settings?.tagline);
  const search = new URLSearchParams();
  const params = new URLSearchParams(location.search);
  for (const key of fields.keep ?? []) {
    const value = params.get(key);
    if (value) search.set(key, value);
  }
  const canonical = `${origin}${location.pathname}${search.size ? `?${search}` : ''}`;
  const image = fields.image ? new URL(fields.image, origin).href : undefined;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: fields.type ?? 'website' },
    { property: 'og:site_name', content: site },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (image) meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  if (fields.video) meta.push({ property: 'og:video', content: new URL(fields.video, origin).href });
  if (fields.noindex || name === null) meta.push({ name: 'robots', content: 'noindex' });
  const jsonLd =
    fields.jsonLd ??
    (name === 'home'
      ? {
          '@context': 'https://schema.org',
          '@type': 'NGO',
          name: site,
          url: origin,
          ...(settings?.tagline ? { slogan: settings.tagline } : {}),
          ...(settings?.contactEmail ? { email: settings.contactEmail } : {}),
          sameAs: (settings?.socialLinks ?? []).map((link) => link.url).filter(Boolean),
        }
      : undefined);
  if (jsonLd) meta.push({ 'script:ld+json': jsonLd });
  return meta;
}

/** The meta export of a page whose head is its content's (site settings) title and description. */
export const contentHead = (name: RouteName) => (args: MetaArgs) => pageHead(name, args);
