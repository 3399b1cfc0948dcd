import type { ProfileBody } from '@contracts/community';
import { COMMUNITY_ENDPOINTS as C } from '@contracts/endpointAddresses/community';
import { INTERACTION_ENDPOINTS as I } from '@contracts/endpointAddresses/interactions';
import { callEndpoint } from '~/shared/api/client';

/**
 * The social pages' first calls to /api/v1: profiles and follows, lists of posts and the marks on a
 * post. Writing posts and comments is in discussionApi.ts; stories, tribes, events and search in
 * gatheringsApi.ts: a page's first load carries only these.
 */

export const fetchMyProfile = async () => (await callEndpoint(C.myProfile)).profile;
export const fetchProfile = async (handle: string) => (await callEndpoint(C.profile, { params: { handle } })).profile;
export const saveMyProfile = async (body: ProfileBody) => (await callEndpoint(C.saveMyProfile, { body })).profile;
export const fetchPeople = (handle: string, list: 'friends' | 'followers' | 'following') => callEndpoint(C.people, { params: { handle }, query: { list } });
export const setFollowing = (handle: string, on: boolean) => (on ? callEndpoint(C.follow, { params: { handle } }) : callEndpoint(C.unfollow, { params: { handle } }));

export const fetchFeed = (page: number) => callEndpoint(C.feed, { query: { page: String(page) } });
export const fetchMemberPosts = (handle: string, page: number) => callEndpoint(C.memberPosts, { params: { handle }, query: { page: String(page) } });
export const fetchHashtag = (hashtag: string, page: number) => callEndpoint(C.hashtag, { params: { hashtag }, query: { page: String(page) } });
export const fetchPost = async (postId: string) => (await callEndpoint(C.post, { params: { postId } })).post;
export const likePost = (postId: string) => callEndpoint(I.like, { params: { targetType: 'post', targetId: postId } });
export const savePost = (postId: string) => callEndpoint(I.save, { params: { targetType: 'post', targetId: postId } });
export const sharePost = (postId: string) => callEndpoint(I.share, { params: { targetType: 'post', targetId: postId } });

export { uploadPicture } from '~/shared/api/uploads';
