import useSWR from 'swr';
import { usePageAnswer, type DataRequest } from '../data/pageData';
import { readStoredSession } from '../session/storage';
import { useSession } from '../session/useSession';
import { ApiError } from './ApiError';
import { callEndpoint, endpointPath } from './client';
import type { Episode, EpisodeCategory } from '@contracts/episodes';
import { EPISODE_ENDPOINTS } from '@contracts/endpointAddresses/episodes';

const EPISODES_PATH = endpointPath(EPISODE_ENDPOINTS.list);
const episodePath = (id: string) => endpointPath(EPISODE_ENDPOINTS.detail, { params: { id } });

/**
 * SWR keys carry the token: the answers hold the current member's likes and saves, so a
 * login or logout must fetch them again rather than show another member's state.
 */
const keyFor = (path: string, token: string | null) => [path, token ?? ''] as const;

async function fetchEpisodeList(): Promise<EpisodeCategory[]> {
  const answer = await callEndpoint(EPISODE_ENDPOINTS.list);
  return Array.isArray(answer.data) ? answer.data : [];
}

/** The episode, or null when there is none with this id (the API's 404). */
async function fetchEpisode(id: string): Promise<Episode | null> {
  try {
    const answer = await callEndpoint(EPISODE_ENDPOINTS.detail, { params: { id } });
    return answer.stream ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The episode list as a route loader starts it, under the key useEpisodes reads (the stored session's). */
export function episodeListRequest(): DataRequest {
  const key = keyFor(EPISODES_PATH, readStoredSession().token);
  return { key, fetch: fetchEpisodeList, load: (context) => context.episodesByCategory() };
}

/** One episode as a route loader starts it; `token` is the member's (the stored session's unless given). */
export function episodeRequest(id: string, token: string | null = readStoredSession().token): DataRequest {
  const key = keyFor(episodePath(id), token);
  return { key, fetch: () => fetchEpisode(id), load: (context) => context.episode(id), notFoundWhenMissing: true };
}

// keepPreviousData: the page rendered for a visitor (on the server) stays in place while a
// member's own answer (their likes and saves) loads after hydration: no flash of "Loading".
export function useEpisodes() {
  const { token } = useSession();
  const key = keyFor(EPISODES_PATH, token);
  return useSWR(key, fetchEpisodeList, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    keepPreviousData: true,
    // The loader's answer (a visitor's) is in SWR's fallback: not fetched again on mount.
    revalidateOnMount: usePageAnswer(key) === undefined,
  });
}

export function useEpisode(id: string | undefined) {
  const { token } = useSession();
  const key = id ? keyFor(episodePath(id), token) : null;
  const fromLoader = usePageAnswer(key);
  return useSWR(key, id ? () => fetchEpisode(id) : null, { shouldRetryOnError: false, keepPreviousData: true, revalidateOnMount: fromLoader === undefined });
}

export const toggleEpisodeLike = (streamId: string) => callEndpoint(EPISODE_ENDPOINTS.like, { body: { streamId } });

export const toggleEpisodeSave = (streamId: string) => callEndpoint(EPISODE_ENDPOINTS.save, { body: { streamId } });

export const countEpisodeShare = (streamId: string) => callEndpoint(EPISODE_ENDPOINTS.share, { body: { streamId } });

export const addEpisodeComment = (streamId: string, text: string) => callEndpoint(EPISODE_ENDPOINTS.comment, { body: { streamId, text } });

export const addCommentReply = (commentId: string, text: string) => callEndpoint(EPISODE_ENDPOINTS.reply, { body: { commentId, text } });

export const toggleCommentLike = (commentId: string) => callEndpoint(EPISODE_ENDPOINTS.likeComment, { body: { commentId } });
