import { COMMUNITY_ENDPOINTS } from '@contracts/endpointAddresses/community';
import { INSIGHTS_ENDPOINTS } from '@contracts/endpointAddresses/insights';
import { INTERACTION_ENDPOINTS } from '@contracts/endpointAddresses/interactions';
import type { ArticleCard, AuthorView } from '@contracts/insights';
import { callEndpoint } from '~/shared/api/client';
import type { ListState } from './listState';

/** Insights' calls to /api/v1: the list, authors to follow, and a card's save. */

export const fetchArticles = (state: ListState, page: number) =>
  callEndpoint(INSIGHTS_ENDPOINTS.articles, {
    query: { filter: state.filter, ...(state.q ? { q: state.q } : {}), ...(state.topic ? { topic: state.topic } : {}), page: String(page) },
  });

export const fetchAuthors = (page: number) => callEndpoint(INSIGHTS_ENDPOINTS.authors, { query: { page: String(page) } });

/** Follows or stops following: a trust author through Insights, a member through the community. */
export async function setFollowing(author: AuthorView, on: boolean) {
  const personId = author.id;
  const handle = author.handle ?? author.id;
  if (author.kind === 'trust') {
    if (on) await callEndpoint(INSIGHTS_ENDPOINTS.followAuthor, { params: { personId } });
    else await callEndpoint(INSIGHTS_ENDPOINTS.unfollowAuthor, { params: { personId } });
  } else if (on) await callEndpoint(COMMUNITY_ENDPOINTS.follow, { params: { handle } });
  else await callEndpoint(COMMUNITY_ENDPOINTS.unfollow, { params: { handle } });
}

export const toggleSave = async (card: Pick<ArticleCard, 'targetType' | 'targetId'>) =>
  (await callEndpoint(INTERACTION_ENDPOINTS.save, { params: { targetType: card.targetType, targetId: card.targetId } })).saved;

export const toggleLike = (card: Pick<ArticleCard, 'targetType' | 'targetId'>) =>
  callEndpoint(INTERACTION_ENDPOINTS.like, { params: { targetType: card.targetType, targetId: card.targetId } });
