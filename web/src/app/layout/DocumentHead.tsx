import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { useSession } from '../../shared/session/useSession';
import type { DataRequest } from '../../shared/data/pageData';
import { headDataRequest, headElements, headFor, PAGE_HEAD_ATTRIBUTE, siteSettingsRequest, type PageHead, type SiteSettings } from '../head';

/** Puts a page's head into the document, replacing the previous page's (the server wrote the first). */
function applyHead(head: PageHead) {
  if (document.title !== head.title) document.title = head.title;
  const next = headElements(head).map(({ tag, attributes, json }) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    if (json) element.textContent = json;
    return element;
  });
  const current = [...document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)];
  const same = current.length === next.length && current.every((element, index) => element.isEqualNode(next[index]!));
  if (same) return;
  current.forEach((element) => element.remove());
  document.head.append(...next);
}

/**
 * Keeps the head tags (title, description, canonical, link previews, JSON-LD) in step with client
 * navigation, from the same definition (app/head.ts) and the same cached answers the server used.
 * It reads the answers from SWR's cache without fetching them on mount (the page's own hooks and
 * loaders do), but with their real fetch: SWR revalidates a key through the hook that subscribed
 * first, which may be this one, so a page's `mutate()` must work through it too.
 */
const CACHE_ONLY = { revalidateOnMount: false, revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false };

function useCachedAnswer<T>(request: DataRequest | null) {
  return useSWR<T>(request?.key ?? null, request ? () => request.fetch() as Promise<T> : null, CACHE_ONLY).data;
}

export function DocumentHead() {
  const { pathname } = useLocation();
  const { token } = useSession();
  const settings = useCachedAnswer<SiteSettings | null>(siteSettingsRequest());
  const pageAnswer = useCachedAnswer<unknown>(headDataRequest(pathname, token));

  useEffect(() => {
    applyHead(headFor(new URL(pathname, window.location.origin), settings, pageAnswer));
  }, [pathname, settings, pageAnswer]);

  return null;
}
