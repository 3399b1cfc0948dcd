import useSWR from 'swr';
import type { OwnProfile, ProfileView } from '@contracts/community';
import { ApiError } from '~/shared/api/ApiError';
import { type DataRequest, usePageAnswer } from '~/shared/data/pageData';
import { useSession } from '~/shared/session/useSession';
import { fetchMyProfile, fetchProfile } from '../data/api';

const keyOf = (handle: string, token: string) => ['profile', handle, token] as const;

/** null when no member has this handle (the page answers 404). */
async function profileOrNull(handle: string): Promise<ProfileView | null> {
  try {
    return await fetchProfile(handle);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `?member=<handle>` of the address, lower-cased; null on one's own profile. */
export const memberHandleOf = (search: URLSearchParams) => search.get('member')?.trim().toLowerCase() || null;

/** The profile as a visitor sees it, read by the route's loader so the first HTML has it. */
export function profileRequest(handle: string): DataRequest {
  return { key: keyOf(handle, ''), fetch: () => profileOrNull(handle), load: (context) => context.communityProfile(handle), notFoundWhenMissing: true };
}

/**
 * The profile a page shows: `?member=<handle>`'s (the loader's visitor view first, then again under
 * a member's token for their relation), or without one the signed-in member's own. On their own
 * profile the member also gets their e-mail address and its privacy, for the edit dialog.
 */
export function useProfile(handle: string | null) {
  const { token, isLoggedIn } = useSession();
  const fromLoader = usePageAnswer(handle ? keyOf(handle, '') : null) as ProfileView | null | undefined;
  const other = useSWR(handle ? keyOf(handle, token ?? '') : null, () => profileOrNull(handle!), {
    revalidateOnFocus: false,
    revalidateOnMount: !(fromLoader !== undefined && !token),
    fallbackData: fromLoader,
  });
  const wantOwn = isLoggedIn && (!handle || Boolean(other.data?.viewer?.isSelf));
  const own = useSWR(wantOwn ? ['my-profile', token] : null, fetchMyProfile, { revalidateOnFocus: false });
  const active = handle ? other : own;
  return {
    /** undefined while loading; null when there is no such member (or they blocked the viewer). */
    profile: active.data as ProfileView | null | undefined,
    own: own.data as OwnProfile | undefined,
    error: active.error as Error | undefined,
    refresh: async () => {
      await Promise.all([handle ? other.mutate() : null, wantOwn ? own.mutate() : null]);
    },
  };
}
