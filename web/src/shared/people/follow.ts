import { COMMUNITY_ENDPOINTS } from '@contracts/endpointAddresses/community';
import { INSIGHTS_ENDPOINTS } from '@contracts/endpointAddresses/insights';
import type { AuthorView } from '@contracts/insights';
import { callEndpoint } from '~/shared/api/client';

/** "You Can Follow": the trust's people, then members who publish, a page at a time. */
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
