import useSWR from 'swr';
import { INTERACTION_ENDPOINTS as I } from '@contracts/endpointAddresses/interactions';
import { callEndpoint } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';

const target = (id: string) => ({ targetType: 'video-sample', targetId: id });

/** A video sample's counts and the member's own marks, and its comments, from the interaction tables. */
export function useVideoInteractions(id: string) {
  const { token } = useSession();
  const summary = useSWR(['video-summary', id, token ?? ''], () => callEndpoint(I.summary, { params: target(id) }).then((a) => a.interactions));
  const comments = useSWR(['video-comments', id, token ?? ''], () => callEndpoint(I.comments, { params: target(id) }));
  return {
    summary,
    comments,
    like: () => callEndpoint(I.like, { params: target(id) }),
    rate: (stars: number) => callEndpoint(I.rate, { params: target(id), body: { stars } }),
    comment: (text: string, parentId?: string) => callEndpoint(I.comment, { params: target(id), body: { text, parentId } }),
    likeComment: (commentId: string) => callEndpoint(I.like, { params: { targetType: 'comment', targetId: commentId } }),
    deleteComment: (commentId: string) => callEndpoint(I.deleteComment, { params: { commentId } }),
  };
}

export type VideoInteractions = ReturnType<typeof useVideoInteractions>;
