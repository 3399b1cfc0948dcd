import useSWR from 'swr';
import { INSIGHTS_ENDPOINTS } from '@contracts/endpointAddresses/insights';
import { callEndpoint } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';

/** The member's own Insights articles (their drafts make the DRAFT section). */
export function useMyDrafts() {
  const { token } = useSession();
  return useSWR(token ? ['academy-my-articles', token] : null, () => callEndpoint(INSIGHTS_ENDPOINTS.myArticles, {}), { revalidateOnFocus: false });
}

/** Publishes each draft in turn; the ones refused come back with the server's reason. */
export async function publishAll(drafts: { id: string; title: string }[]) {
  const refused: { title: string; reason: string }[] = [];
  for (const draft of drafts) {
    try {
      await callEndpoint(INSIGHTS_ENDPOINTS.publishArticle, { params: { articleId: draft.id } });
    } catch (error) {
      refused.push({ title: draft.title, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { published: drafts.length - refused.length, refused };
}
