import useSWR from 'swr';
import { INTERACTION_ENDPOINTS as I } from '@contracts/endpointAddresses/interactions';
import { callEndpoint } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';

/** A content item's counts and the member's own marks, and its comments, from the interaction tables (a video sample, an academy item). */
export function useItemInteractions(targetType: string, id: string) {
  const { token } = useSession();
  const target = { targetType, targetId: id };
  const summary = useSWR(['item-summary', targetType, id, token ?? ''], () => callEndpoint(I.summary, { params: target }).then((a) => a.interactions));
  const comments = useSWR(['item-comments', targetType, id, token ?? ''], () => callEndpoint(I.comments, { params: target }));
  return {
    summary,
    comments,
    like: () => callEndpoint(I.like, { params: target }),
    save: () => callEndpoint(I.save, { params: target }),
    rate: (stars: number) => callEndpoint(I.rate, { params: target, body: { stars } }),
    comment: (text: string, parentId?: string) => callEndpoint(I.comment, { params: target, body: { text, parentId } }),
    likeComment: (commentId: string) => callEndpoint(I.like, { params: { targetType: 'comment', targetId: commentId } }),
    deleteComment: (commentId: string) => callEndpoint(I.deleteComment, { params: { commentId } }),
  };
}

export type ItemInteractions = ReturnType<typeof useItemInteractions>;
