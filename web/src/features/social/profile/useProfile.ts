import useSWR from 'swr';
import type { OwnProfile, ProfileView } from '@contracts/community';
import { useSession } from '~/shared/session/useSession';
import { fetchMyProfile, fetchProfile } from '../data/api';

/**
 * The profile a page shows: `?member=<handle>`'s, or without one the signed-in member's own. On
 * their own profile the member also gets their e-mail address and its privacy, for the edit
 * dialog. Read after hydration under the viewer's token.
 */
export function useProfile(handle: string | null) {
  const { token, isLoggedIn } = useSession();
  const other = useSWR(handle ? ['profile', handle, token ?? ''] : null, () => fetchProfile(handle!), { revalidateOnFocus: false });
  const wantOwn = isLoggedIn && (!handle || Boolean(other.data?.viewer?.isSelf));
  const own = useSWR(wantOwn ? ['my-profile', token] : null, fetchMyProfile, { revalidateOnFocus: false });
  const active = handle ? other : own;
  return {
    profile: active.data as ProfileView | undefined,
    own: own.data as OwnProfile | undefined,
    error: active.error as Error | undefined,
    refresh: async () => {
      await Promise.all([handle ? other.mutate() : null, wantOwn ? own.mutate() : null]);
    },
  };
}
