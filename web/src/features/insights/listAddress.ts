import type { ArticleFilter } from '@contracts/articleBasics';

/** The list's state lives in the address (`?filter=saved&topic=yoga&q=gita`), so it can be shared and survives a reload. */
export interface ListState {
  filter: ArticleFilter;
  q: string;
  topic: string;
}

export function listSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.filter !== 'all') params.set('filter', state.filter);
  if (state.topic) params.set('topic', state.topic);
  if (state.q) params.set('q', state.q);
  return params.size ? `?${params}` : '';
}
