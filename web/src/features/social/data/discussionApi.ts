import type { PostBody } from '@contracts/community';
import { COMMUNITY_ENDPOINTS as C } from '@contracts/endpointAddresses/community';
import { INTERACTION_ENDPOINTS as I } from '@contracts/endpointAddresses/interactions';
import type { Stance } from '@contracts/interactions';
import { callEndpoint } from '~/shared/api/client';

/** Writing posts, and a post's comments: read, written, changed and liked (loaded with the dialogs and threads that use them). */

export const createPost = async (body: PostBody) => (await callEndpoint(C.createPost, { body })).post;
export const editPost = async (postId: string, body: PostBody) => (await callEndpoint(C.editPost, { params: { postId }, body })).post;
export const deletePost = (postId: string) => callEndpoint(C.deletePost, { params: { postId } });

export const fetchPostComments = (postId: string, sort: 'relevant' | 'newest') => callEndpoint(C.postComments, { params: { postId }, query: { sort } });
export const commentOnPost = (postId: string, text: string, stance: Stance | null, parentId?: string) =>
  callEndpoint(I.comment, { params: { targetType: 'post', targetId: postId }, body: { text, stance, parentId } });
export const editComment = (commentId: string, text: string) => callEndpoint(C.editComment, { params: { commentId }, body: { text } });
export const deleteComment = (commentId: string) => callEndpoint(C.deleteComment, { params: { commentId } });
export const likeComment = (commentId: string) => callEndpoint(I.like, { params: { targetType: 'comment', targetId: commentId } });
