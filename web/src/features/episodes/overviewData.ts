import { data, type LoaderFunctionArgs } from 'react-router';
import useSWR, { unstable_serialize } from 'swr';
import type { EpisodeCategory } from '@contracts/episodes';
import { INTERACTION_ENDPOINTS } from '@contracts/endpointAddresses/interactions';
import type { InteractionSummary } from '@contracts/interactions';
import type { PageLoadContext } from '@contracts/pageLoadContext';
import { callEndpoint } from '~/shared/api/client';
import { episodeListRequest, episodeRequest } from '~/shared/api/episodes';
import { contentRequest } from '~/shared/content/useContent';
import { loadAnswers, usePageAnswer, type DataRequest, type PageAnswers } from '~/shared/data/pageData';
import { episodesPageQuery } from './queries';
import { featuredEpisode, type ShowcaseConfig } from './sections';

/** An episode's counts and rating as anyone sees them (the overview shows no member's own marks). */
export function episodeSummaryRequest(id: string): DataRequest {
  return {
    key: ['interactions', 'episode', id],
    fetch: async () => (await callEndpoint(INTERACTION_ENDPOINTS.summary, { params: { targetType: 'episode', targetId: id } })).interactions,
    load: (context) => context.interactionSummary('episode', id),
  };
}

export function useEpisodeSummary(id: string) {
  const request = episodeSummaryRequest(id);
  const fromLoader = usePageAnswer(request.key);
  return useSWR(request.key, () => request.fetch() as Promise<InteractionSummary | null>, {
    revalidateOnMount: fromLoader === undefined,
    revalidateOnFocus: false,
  });
}

/**
 * The stream and dialogue pages' loader: the page's words and the episodes, then the featured
 * episode's comments, counts and rating, so its overview opens with them (no request on the click).
 */
export function showcaseLoader(config: ShowcaseConfig) {
  return async ({ context }: LoaderFunctionArgs) => {
    const ctx = context as PageLoadContext;
    const list = episodeListRequest();
    const first = await loadAnswers([contentRequest(episodesPageQuery), list], ctx);
    const categories = first.answers[unstable_serialize(list.key)] as EpisodeCategory[] | undefined;
    const featured = categories && featuredEpisode(config, categories);
    const more = featured ? await loadAnswers([episodeRequest(featured._id), episodeSummaryRequest(featured._id)], ctx) : { answers: {} };
    return data<PageAnswers>({ answers: { ...first.answers, ...more.answers } });
  };
}
