import type { DataRequest } from '~/shared/data/pageData';
import { KARMA_PERIODS, leaderboardRequest } from '~/shared/karma/useLeaderboard';
import { fetchEvents, fetchStories, fetchTribes } from '../data/gatheringsApi';

/** The leaders the feed's right-hand column shows; See all opens the whole leaderboard. */
export const LEADERS_SHOWN = 5;

/** The stories under the viewer's token; a visitor's are read by the page's loader, so the first HTML shows them. */
export function storiesRequest(token = ''): DataRequest {
  return { key: ['stories', token], fetch: fetchStories, load: (context) => context.communityStories() };
}

/** The tribes under the viewer's token (a member's show which they joined). */
export function tribesRequest(token = ''): DataRequest {
  return { key: ['my-tribes', token], fetch: fetchTribes, load: (context) => context.communityTribes() };
}

/** The trust's upcoming events under the viewer's token (a member's show whether they are going). */
export function eventsRequest(token = ''): DataRequest {
  return { key: ['events', token], fetch: fetchEvents, load: (context) => context.communityEvents() };
}

/** What the right-hand column lists as a visitor sees it, read by the page's loader so the first HTML has it (its code loads later). */
export const feedSideRequests = () => [leaderboardRequest(KARMA_PERIODS[0], LEADERS_SHOWN), tribesRequest(), eventsRequest()];
