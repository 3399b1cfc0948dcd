import useSWR from 'swr';
import { useSession } from '../session/useSession';
import { apiRequest } from './client';
import type {
  CommentCreatedAnswer,
  Episode,
  EpisodeCategory,
  LikeAnswer,
  ReplyCreatedAnswer,
  SaveAnswer,
  ShareAnswer,
} from '../../../../contracts/episodes';

const EPISODES_PATH = '/user/getAllEpisodesGroupedByCategory';
const episodePath = (id: string) => `/user/getepisode/${encodeURIComponent(id)}`;

/**
 * SWR keys carry the token: the answers hold the current member's likes and saves, so a
 * login or logout must fetch them again rather than show another member's state.
 */
const keyFor = (path: string, token: string | null) => [path, token ?? ''] as const;

async function fetchEpisodeList([path]: readonly [string, string]): Promise<EpisodeCategory[]> {
  const answer = await apiRequest<{ success?: boolean; data?: EpisodeCategory[] }>(path);
  return Array.isArray(answer.data) ? answer.data : [];
}

async function fetchEpisode([path]: readonly [string, string]): Promise<Episode | null> {
  const answer = await apiRequest<{ success?: boolean; stream?: Episode | null }>(path);
  return answer.stream ?? null;
}

export function useEpisodes() {
  const { token } = useSession();
  return useSWR(keyFor(EPISODES_PATH, token), fetchEpisodeList, { shouldRetryOnError: false, revalidateOnFocus: false });
}

export function useEpisode(id: string | undefined) {
  const { token } = useSession();
  return useSWR(id ? keyFor(episodePath(id), token) : null, fetchEpisode, { shouldRetryOnError: false });
}

const post = <T>(path: string, body: object) => apiRequest<T>(path, { method: 'POST', body });

export const toggleEpisodeLike = (streamId: string) =>
  post<LikeAnswer>('/user/like-unlike-stream', { streamId });

export const toggleEpisodeSave = (streamId: string) => post<SaveAnswer>('/user/save-unsave-stream', { streamId });

export const countEpisodeShare = (streamId: string) => post<ShareAnswer>('/user/share-stream', { streamId });

export const addEpisodeComment = (streamId: string, text: string) =>
  post<CommentCreatedAnswer>('/user/add-comment-to-stream', { streamId, text });

export const addCommentReply = (commentId: string, text: string) =>
  post<ReplyCreatedAnswer>('/user/add-reply-to-stream-comment', { commentId, text });

export const toggleCommentLike = (commentId: string) =>
  post<LikeAnswer>('/user/like-unlike-stream-comment', { commentId });
