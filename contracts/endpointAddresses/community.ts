// Generated from contracts/community.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { COMMUNITY_ENDPOINTS as declared } from '../community';

export const COMMUNITY_ENDPOINTS: EndpointAddresses<typeof declared> = {
  myProfile: { method: 'GET', path: '/community/me' },
  saveMyProfile: { method: 'PUT', path: '/community/me' },
  profile: { method: 'GET', path: '/community/profiles/:handle' },
  people: { method: 'GET', path: '/community/profiles/:handle/people' },
  memberPosts: { method: 'GET', path: '/community/profiles/:handle/posts' },
  follow: { method: 'PUT', path: '/community/profiles/:handle/follow' },
  unfollow: { method: 'DELETE', path: '/community/profiles/:handle/follow' },
  feed: { method: 'GET', path: '/community/feed' },
  hashtag: { method: 'GET', path: '/community/hashtags/:hashtag' },
  createPost: { method: 'POST', path: '/community/posts' },
  post: { method: 'GET', path: '/community/posts/:postId' },
  editPost: { method: 'PUT', path: '/community/posts/:postId' },
  deletePost: { method: 'DELETE', path: '/community/posts/:postId' },
  postComments: { method: 'GET', path: '/community/posts/:postId/comments' },
  editComment: { method: 'PUT', path: '/community/comments/:commentId' },
  deleteComment: { method: 'DELETE', path: '/community/comments/:commentId' },
  stories: { method: 'GET', path: '/community/stories' },
  addStory: { method: 'POST', path: '/community/stories' },
  tribes: { method: 'GET', path: '/community/tribes' },
  joinTribe: { method: 'PUT', path: '/community/tribes/:slug/membership' },
  leaveTribe: { method: 'DELETE', path: '/community/tribes/:slug/membership' },
  events: { method: 'GET', path: '/community/events' },
  attend: { method: 'PUT', path: '/community/events/:eventId/attendance' },
  unattend: { method: 'DELETE', path: '/community/events/:eventId/attendance' },
  eventCalendar: { method: 'GET', path: '/community/events/:eventId/calendar.ics' },
  search: { method: 'GET', path: '/community/search' },
  saved: { method: 'GET', path: '/community/me/saved' },
};
