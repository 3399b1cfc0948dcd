import type { PostBody, ProfileBody, TribeBody } from '@contracts/community';
import { COMMUNITY_ENDPOINTS as C } from '@contracts/endpointAddresses/community';
import { INTERACTION_ENDPOINTS as I } from '@contracts/endpointAddresses/interactions';
import type { Stance } from '@contracts/interactions';
import { API_BASE, callEndpoint } from '~/shared/api/client';

/** The social pages' calls to /api/v1: the community endpoints, and the interactions on posts. */

export const fetchMyProfile = async () => (await callEndpoint(C.myProfile)).profile;
export const fetchProfile = async (handle: string) => (await callEndpoint(C.profile, { params: { handle } })).profile;
export const saveMyProfile = async (body: ProfileBody) => (await callEndpoint(C.saveMyProfile, { body })).profile;
export const fetchPeople = (handle: string, list: 'friends' | 'followers' | 'following') => callEndpoint(C.people, { params: { handle }, query: { list } });
export const setFollowing = (handle: string, on: boolean) => (on ? callEndpoint(C.follow, { params: { handle } }) : callEndpoint(C.unfollow, { params: { handle } }));

export const fetchFeed = (page: number) => callEndpoint(C.feed, { query: { page: String(page) } });
export const fetchMemberPosts = (handle: string, page: number) => callEndpoint(C.memberPosts, { params: { handle }, query: { page: String(page) } });
export const fetchHashtag = (hashtag: string, page: number) => callEndpoint(C.hashtag, { params: { hashtag }, query: { page: String(page) } });
export const fetchPost = async (postId: string) => (await callEndpoint(C.post, { params: { postId } })).post;
export const createPost = async (body: PostBody) => (await callEndpoint(C.createPost, { body })).post;
export const editPost = async (postId: string, body: PostBody) => (await callEndpoint(C.editPost, { params: { postId }, body })).post;
export const deletePost = (postId: string) => callEndpoint(C.deletePost, { params: { postId } });

export const fetchPostComments = (postId: string, sort: 'relevant' | 'newest') => callEndpoint(C.postComments, { params: { postId }, query: { sort } });
export const commentOnPost = (postId: string, text: string, stance: Stance | null, parentId?: string) =>
  callEndpoint(I.comment, { params: { targetType: 'post', targetId: postId }, body: { text, stance, parentId } });
export const editComment = (commentId: string, text: string) => callEndpoint(C.editComment, { params: { commentId }, body: { text } });
export const deleteComment = (commentId: string) => callEndpoint(C.deleteComment, { params: { commentId } });
export const likePost = (postId: string) => callEndpoint(I.like, { params: { targetType: 'post', targetId: postId } });
export const savePost = (postId: string) => callEndpoint(I.save, { params: { targetType: 'post', targetId: postId } });
export const sharePost = (postId: string) => callEndpoint(I.share, { params: { targetType: 'post', targetId: postId } });
export const likeComment = (commentId: string) => callEndpoint(I.like, { params: { targetType: 'comment', targetId: commentId } });

export const fetchStories = async () => (await callEndpoint(C.stories)).members;
export const addStory = async (imageUrl: string, caption: string) => (await callEndpoint(C.addStory, { body: { imageUrl, caption } })).story;
export const deleteStory = (storyId: string) => callEndpoint(C.deleteStory, { params: { storyId } });
export const fetchTribes = async () => (await callEndpoint(C.tribes)).tribes;
export const createTribe = async (body: TribeBody) => (await callEndpoint(C.createTribe, { body })).tribe;
export const setTribeMembership = async (slug: string, join: boolean) =>
  (join ? await callEndpoint(C.joinTribe, { params: { slug } }) : await callEndpoint(C.leaveTribe, { params: { slug } })).tribe;
export const fetchEvents = async () => (await callEndpoint(C.events)).events;
export const setAttending = async (eventId: string, going: boolean) =>
  (going ? await callEndpoint(C.attend, { params: { eventId } }) : await callEndpoint(C.unattend, { params: { eventId } })).event;
export const eventCalendarUrl = (eventId: string) => `${API_BASE}${C.eventCalendar.path.replace(':eventId', encodeURIComponent(eventId))}`;
export const searchCommunity = (q: string) => callEndpoint(C.search, { query: { q } });
export const fetchSaved = async () => (await callEndpoint(C.saved)).items;

export { uploadPicture } from '~/shared/api/uploads';
