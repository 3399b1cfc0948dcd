import useSWR from 'swr';
import { LEARNING_ENDPOINTS } from '@contracts/endpointAddresses/learning';
import { type PlayableType, publicMediaUrl } from '@contracts/learningRules';
import { isApiError } from '~/shared/api/ApiError';
import { callEndpoint } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';

export type Clip =
  | { state: 'ready'; url: string }
  /** A premium clip and a visitor: log in (and upgrade). */
  | { state: 'login' }
  /** A premium clip and a member without a premium membership. */
  | { state: 'upgrade' }
  | { state: 'loading' }
  | { state: 'failed'; message: string };

/**
 * Where an item's clip plays from: a free clip's public address at once (in the server's HTML
 * too); a premium clip's signed address, asked of the API under the member's session.
 */
export function useClip(targetType: PlayableType, targetId: string, file: string | null | undefined, premium: boolean): Clip {
  const { token, isLoggedIn } = useSession();
  const asked = useSWR(premium && token ? ['clip', targetType, targetId, token] : null, () => callEndpoint(LEARNING_ENDPOINTS.playback, { params: { targetType, targetId } }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (!premium) return file ? { state: 'ready', url: publicMediaUrl(file) } : { state: 'failed', message: 'This video has no clip yet.' };
  if (!isLoggedIn) return { state: 'login' };
  if (asked.error) {
    if (isApiError(asked.error) && asked.error.status === 403) return { state: 'upgrade' };
    return { state: 'failed', message: isApiError(asked.error) ? asked.error.message : 'The video could not be loaded.' };
  }
  return asked.data ? { state: 'ready', url: asked.data.url } : { state: 'loading' };
}
