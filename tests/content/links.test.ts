/**
 * Every internal link in the seed dataset leads to a page of the route table (contracts/routes.ts):
 * a link an editor or a seed module typed by hand that no page answers is caught here, not by a
 * visitor. Links that name an article, a book or a research area must name one that exists.
 */
import { describe, expect, it } from 'vitest';
import { isKnownPagePath, ROUTES } from '../../contracts/routes';
import { documents } from './seed';

/** Fields that hold an address: href, url, to, link, path, and names ending in one (`buttonHref`). */
const LINK_FIELD = /^(href|url|to|link|path)$|(Href|Url|Link|Path)$/;

interface FoundLink {
  documentId: string;
  field: string;
  value: string;
}

function linksIn(value: unknown, documentId: string, field = ''): FoundLink[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => linksIn(item, documentId, `${field}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => {
      const here = field ? `${field}.${key}` : key;
      if (typeof child === 'string' && LINK_FIELD.test(key) && child.startsWith('/')) return [{ documentId, field: here, value: child }];
      return linksIn(child, documentId, here);
    });
  }
  return [];
}

const links = documents.filter((doc) => !doc._type.startsWith('sanity.')).flatMap((doc) => linksIn(doc, doc._id));
const slugsOf = (type: string) =>
  new Set(documents.filter((doc) => doc._type === type).map((doc) => (doc as { slug?: { current?: string } }).slug?.current));
const idsOf = (type: string) => new Set(documents.filter((doc) => doc._type === type).map((doc) => doc._id));

/** What a link's query or fragment must name, per page. */
const TARGETS: Partial<Record<string, (url: URL) => string | null>> = {
  [ROUTES.readingBlog]: (url) => (slugsOf('article').has(url.searchParams.get('article') ?? '') ? null : 'no such article'),
  [ROUTES.bookDetail]: (url) => (slugsOf('book').has(url.searchParams.get('book') ?? '') ? null : 'no such book'),
  [ROUTES.vedicResearch]: (url) =>
    !url.hash || idsOf('researchArea').has(decodeURIComponent(url.hash.slice(1))) ? null : 'no such research area',
};

describe('internal links in the seed dataset', () => {
  it('finds the links (the walk works)', () => {
    expect(links.length).toBeGreaterThan(10);
    expect(links.map((link) => link.value)).toContain(ROUTES.privacy);
  });

  it('every internal link is a page of the route table, and names what exists', () => {
    const broken = links.flatMap((link) => {
      if (link.value.startsWith('//')) return [`${link.documentId} ${link.field}: ${link.value} (another site, written as a path)`];
      const url = new URL(link.value, 'http://site.invalid');
      if (!isKnownPagePath(url.pathname)) return [`${link.documentId} ${link.field}: ${link.value} (no such page)`];
      const problem = TARGETS[url.pathname]?.(url);
      return problem && (url.search || url.hash) ? [`${link.documentId} ${link.field}: ${link.value} (${problem})`] : [];
    });
    expect(broken).toEqual([]);
  });
});
