import type { AcademyAnswer } from '@contracts/learning';
import { ROUTES } from '@contracts/routes';
import type { AcademyItem } from './queries';

export { academyItemPath } from '@contracts/routes';

export const ACADEMY_TABS = ['all', 'latest', 'following', 'saved'] as const;
export type AcademyTab = (typeof ACADEMY_TABS)[number];

/** What the address says the list shows: `?tab=&q=&topic=`, and `?item=<slug>` for an item's page. */
export interface AcademyState {
  tab: AcademyTab;
  q: string;
  topic: string;
  item: string;
}

export function parseAcademyState(search: URLSearchParams): AcademyState {
  const tab = search.get('tab') as AcademyTab | null;
  return {
    tab: tab && ACADEMY_TABS.includes(tab) ? tab : 'all',
    q: (search.get('q') ?? '').trim().slice(0, 100),
    topic: search.get('topic') ?? '',
    item: (search.get('item') ?? '').trim(),
  };
}

/** The list's address for a state (the item is left out: the list is shown). */
export function academyListPath({ tab, q, topic }: Omit<AcademyState, 'item'>) {
  const search = new URLSearchParams();
  if (tab !== 'all') search.set('tab', tab);
  if (q) search.set('q', q);
  if (topic) search.set('topic', topic);
  return `${ROUTES.academy}${search.size ? `?${search}` : ''}`;
}

/** The tabs that show a member's own choices. */
export const needsMember = (tab: AcademyTab) => tab === 'following' || tab === 'saved';

type Figures = Omit<AcademyAnswer, 'success'> | undefined;

/** The items a topic and a search allow. */
export function matching(items: AcademyItem[], { q, topic }: Pick<AcademyState, 'q' | 'topic'>) {
  const words = q.toLowerCase();
  return items.filter(
    (item) =>
      (!topic || (item.topicIds ?? []).includes(topic)) &&
      (!words || [item.title, item.description, item.author?.name].some((text) => (text ?? '').toLowerCase().includes(words))),
  );
}

/**
 * The PUBLISHED list of a tab: All by members' ratings, Latest newest first, Following the items
 * of the people the member follows, Saved what the member saved.
 */
export function publishedList(items: AcademyItem[], figures: Figures, state: AcademyState) {
  const stats = new Map((figures?.items ?? []).map((s) => [s.id, s]));
  const chosen = matching(items, state);
  switch (state.tab) {
    case 'latest':
      return [...chosen].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
    case 'following':
      return chosen.filter((item) => item.author?._id && figures?.followedAuthors.includes(item.author._id));
    case 'saved':
      return chosen.filter((item) => stats.get(item._id)?.saved);
    default:
      return [...chosen].sort((a, b) => (stats.get(b._id)?.ratingAverage ?? 0) - (stats.get(a._id)?.ratingAverage ?? 0));
  }
}

/** Items in the order of the given ids, within those a topic and search allow. */
export const inOrder = (ids: string[], allowed: AcademyItem[]) => ids.map((id) => allowed.find((item) => item._id === id)).filter((item): item is AcademyItem => item !== undefined);
