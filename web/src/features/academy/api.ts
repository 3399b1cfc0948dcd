import useSWR from 'swr';
import { INSIGHTS_ENDPOINTS } from '@contracts/endpointAddresses/insights';
import { LEARNING_ENDPOINTS } from '@contracts/endpointAddresses/learning';
import type { AcademyAnswer } from '@contracts/learning';
import { usePageAnswer, type DataRequest } from '~/shared/data/pageData';
import { callEndpoint } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';

type Figures = Omit<AcademyAnswer, 'success'>;

const figuresKey = (token: string) => ['academy-figures', token] as const;

/** The visitor's figures, read by the route's loader in-process. */
export const academyFiguresRequest: DataRequest = {
  key: figuresKey(''),
  fetch: () => callEndpoint(LEARNING_ENDPOINTS.academy, {}),
  load: (context) => context.academy(),
};

/**
 * The items' ratings, counts, trending and recommendations: a visitor's from the loader; a
 * member's read again under their token (their marks, progress and recommendations), while the
 * visitor's stay on screen.
 */
export function useAcademyFigures() {
  const { token } = useSession();
  const fromLoader = usePageAnswer(figuresKey('')) as Figures | undefined;
  const swr = useSWR<Figures>(figuresKey(token ?? ''), () => callEndpoint(LEARNING_ENDPOINTS.academy, {}), {
    revalidateOnFocus: false,
    revalidateOnMount: Boolean(token) || !fromLoader,
    fallbackData: fromLoader,
    keepPreviousData: true,
  });
  return swr;
}

/** The member's own Insights articles (their drafts make the DRAFT section). */
export function useMyDrafts(enabled: boolean) {
  const { token } = useSession();
  return useSWR(enabled && token ? ['academy-my-articles', token] : null, () => callEndpoint(INSIGHTS_ENDPOINTS.myArticles, {}), { revalidateOnFocus: false });
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

export const startPlayback = (targetId: string) => callEndpoint(LEARNING_ENDPOINTS.startPlayback, { params: { targetType: 'academy-item', targetId } });
export const reportProgress = (playbackId: string, watched: [number, number][]) => callEndpoint(LEARNING_ENDPOINTS.reportProgress, { params: { playbackId }, body: { watched } });
export const completeItem = (targetId: string, playbackId: string) =>
  callEndpoint(LEARNING_ENDPOINTS.complete, { params: { targetType: 'academy-item', targetId }, body: { playbackId } });
