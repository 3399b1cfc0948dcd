import type { LoaderFunctionArgs } from 'react-router-dom';
import { episodeListRequest, episodeRequest } from '../shared/api/episodes';
import { contentRequest } from '../shared/content/useContent';
import { startLoading, type DataRequest } from '../shared/data/pageData';
import type { RouteName } from '../../../contracts/routes';
import { aboutPageQuery, missionPageQuery } from '../features/about/queries';
import { episodesPageQuery } from '../features/episodes/queries';
import { donatePageQuery } from '../features/giving/queries';
import { membershipPageQuery } from '../features/giving/membershipQueries';
import { homePageQuery } from '../features/home/queries';
import { legalPageQuery } from '../features/legal/legalPageQuery';
import { bookDetailRequests, marketListRequests } from '../features/market/routeRequests';
import { researchPageQuery, researchProjectsPageQuery } from '../features/research/queries';
import { siteSettingsQuery } from './layout/siteSettingsQuery';

/**
 * What each page reads before it can show its content, by route. The router's loaders start these
 * with the page's code (in the browser) and the server waits for them before rendering the HTML.
 * Member-specific answers are read under the member's key in the browser; the server reads as a visitor.
 * A page about one item (`?article=`, `?book=`, `:id`) marks that request `notFoundWhenMissing`: the
 * server then answers 404 when the item does not exist (see shared/data/pageData.ts).
 */
type PageData = (params: LoaderFunctionArgs['params'], url: URL) => DataRequest[];

const PAGE_DATA: Partial<Record<RouteName, PageData>> = {
  home: () => [contentRequest(homePageQuery)],
  about: () => [contentRequest(aboutPageQuery)],
  mission: () => [contentRequest(missionPageQuery)],
  stream: () => [contentRequest(episodesPageQuery), episodeListRequest()],
  dialogue: () => [contentRequest(episodesPageQuery), episodeListRequest()],
  videoPlayer: ({ id }) => (id ? [episodeRequest(id)] : []),
  vedicResearch: () => [contentRequest(researchPageQuery)],
  researchProjects: () => [contentRequest(researchProjectsPageQuery)],
  marketPlace: (_, url) => marketListRequests(url.searchParams),
  bookDetail: (_, url) => bookDetailRequests(url.searchParams),
  donate: () => [contentRequest(donatePageQuery)],
  donateThankYou: () => [contentRequest(donatePageQuery)],
  membership: () => [contentRequest(membershipPageQuery)],
  terms: () => [contentRequest(legalPageQuery, { kind: 'terms' })],
  privacy: () => [contentRequest(legalPageQuery, { kind: 'privacy' })],
};

/** The layout's loader: the site settings every page's header and footer show. */
export const layoutLoader = ({ context }: LoaderFunctionArgs) => startLoading([contentRequest(siteSettingsQuery)], context);

/** A page's loader, or none for pages without content of their own. */
export function pageLoader(name: RouteName) {
  const requests = PAGE_DATA[name];
  if (!requests) return undefined;
  return ({ params, request, context }: LoaderFunctionArgs) => startLoading(requests(params, new URL(request.url)), context);
}
