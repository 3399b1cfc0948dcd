import useSWR from 'swr';
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
