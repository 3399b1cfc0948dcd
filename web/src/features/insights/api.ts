import { INSIGHTS_ENDPOINTS } from '@contracts/endpointAddresses/insights';
import { INTERACTION_ENDPOINTS } from '@contracts/endpointAddresses/interactions';
import type { ArticleCard } from '@contracts/insights';
import { callEndpoint } from '~/shared/api/client';
import type { ListState } from './listState';

/** Insights' calls to /api/v1: the list, authors to follow, and a card's save. */

export const fetchArticles = (state: ListState, page: number) =>
  callEndpoint(INSIGHTS_ENDPOINTS.articles, {
    query: { filter: state.filter, ...(state.q ? { q: state.q } : {}), ...(state.topic ? { topic: state.topic } : {}), page: String(page) },
  });

export { fetchAuthors, setFollowing } from '~/shared/people/follow';

export const toggleSave = async (card: Pick<ArticleCard, 'targetType' | 'targetId'>) =>
  (await callEndpoint(INTERACTION_ENDPOINTS.save, { params: { targetType: card.targetType, targetId: card.targetId } })).saved;

export const toggleLike = (card: Pick<ArticleCard, 'targetType' | 'targetId'>) =>
  callEndpoint(INTERACTION_ENDPOINTS.like, { params: { targetType: card.targetType, targetId: card.targetId } });
