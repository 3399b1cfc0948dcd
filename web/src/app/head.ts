import { unstable_serialize } from 'swr';
import { episodePath } from '../shared/api/episodes';
import type { Episode } from '../../../contracts/episodes';
import { contentRequest } from '../shared/content/useContent';
import { legalPageQuery } from '../features/legal/legalPageQuery';
import { homePageQuery } from '../features/home/queries';
import { siteSettingsQuery } from './layout/siteSettingsQuery';

/**
 * The head tags of a page the server renders (title, description, canonical address, link
 * previews, structured data), made from the same answers the page is rendered from.
 */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  type: 'website' | 'video.other';
  jsonLd?: Record<string, unknown>;
}

type Answers = Record<string, unknown>;

const answer = <T>(answers: Answers, key: readonly unknown[]) => answers[unstable_serialize(key)] as T | undefined;
const content = <T>(answers: Answers, query: string, params?: Record<string, string>) =>
  answer<T>(answers, contentRequest(query, params).key);

interface SiteSettings {
  productName?: string | null;
  tagline?: string | null;
  socialLinks?: { url?: string | null }[] | null;
  contactEmail?: string | null;
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

export function headFor(url: URL, answers: Answers): PageHead {
  const settings = content<SiteSettings>(answers, siteSettingsQuery);
  const site = settings?.productName ?? 'Jnanam';
  const base: PageHead = {
    title: settings?.tagline ? `${site} — ${settings.tagline}` : site,
    description: plain(settings?.tagline),
    canonical: new URL(url.pathname, url.origin).href,
    type: 'website',
  };
  const episodeId = /^\/video-player\/([^/]+)$/.exec(url.pathname)?.[1];
  if (episodeId) {
    const episode = answer<Episode | null>(answers, [episodePath(decodeURIComponent(episodeId)), '']);
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
  const legal = content<{ title?: string | null; intro?: unknown }>(answers, legalPageQuery, {
    kind: url.pathname.includes('privacy') ? 'privacy' : 'terms',
  });
  if (legal?.title) return { ...base, title: `${legal.title} — ${site}`, description: plain(legal.intro) || base.description };
  const home = url.pathname === '/' ? content<{ hero?: { text?: string | null } | null }>(answers, homePageQuery) : undefined;
  if (home) {
    return {
      ...base,
      description: plain(home.hero?.text) || base.description,
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
  return base;
}
