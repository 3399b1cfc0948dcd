import { createBrowserRouter, data, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteName } from '../../../contracts/routes';
import { RootLayout } from './layout/RootLayout';
import { InitialLoading } from './InitialLoading';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { layoutLoader, pageLoader } from './routeData';

type Module = Record<string, unknown>;

/** One lazily loaded chunk per product area: each area's index exports its pages. */
const areas = {
  home: () => import('../features/home'),
  about: () => import('../features/about'),
  auth: () => import('../features/auth'),
  market: () => import('../features/market'),
  insights: () => import('../features/insights'),
  episodes: () => import('../features/episodes'),
  sparks: () => import('../features/sparks'),
  academy: () => import('../features/academy'),
  research: () => import('../features/research'),
  giving: () => import('../features/giving'),
  legal: () => import('../features/legal'),
  social: () => import('../features/social'),
} satisfies Record<string, () => Promise<Module>>;

type Area = keyof typeof areas;

const PAGES: Record<RouteName, [Area, string]> = {
  home: ['home', 'HomePage'],
  about: ['about', 'AboutPage'],
  mission: ['about', 'MissionPage'],
  signUp: ['auth', 'SignUpPage'],
  login: ['auth', 'LoginPage'],
  resetPassword: ['auth', 'ResetPasswordPage'],
  confirmEmail: ['auth', 'ConfirmEmailPage'],
  settings: ['auth', 'SettingsPage'],
  marketPlace: ['market', 'MarketPlacePage'],
  bookDetail: ['market', 'BookDetailPage'],
  cart: ['market', 'CartPage'],
  myOrders: ['market', 'MyOrdersPage'],
  insights: ['insights', 'InsightsPage'],
  readingBlog: ['insights', 'ReadingBlogPage'],
  stream: ['episodes', 'StreamPage'],
  dialogue: ['episodes', 'DialoguePage'],
  videoPlayer: ['episodes', 'VideoPlayerPage'],
  sparks: ['sparks', 'SparksPage'],
  academy: ['academy', 'AcademyPage'],
  vedicResearch: ['research', 'VedicResearchPage'],
  researchProjects: ['research', 'ResearchProjectsPage'],
  donate: ['giving', 'DonatePage'],
  donateThankYou: ['giving', 'DonationThankYouPage'],
  membership: ['giving', 'MembershipPage'],
  terms: ['legal', 'TermsPage'],
  privacy: ['legal', 'PrivacyPage'],
  social: ['social', 'SocialPage'],
  message: ['social', 'MessagePage'],
  personalProfile: ['social', 'PersonalProfilePage'],
  videoPreview: ['social', 'VideoPreviewPage'],
};

function pageRoute(name: RouteName): RouteObject {
  const [area, exportName] = PAGES[name];
  const path = ROUTES[name];
  const loader = pageLoader(name);
  return {
    ...(path === ROUTES.home ? { index: true } : { path }),
    // The loader lives outside the lazy part, so the page's data starts together with its code.
    ...(loader ? { loader } : {}),
    lazy: async () => {
      const module: Module = await areas[area]();
      return { Component: module[exportName] as React.ComponentType };
    },
  };
}

/** Any other address: the server answers it with status 404 (and the "not found" page). */
const notFoundLoader = () => data(null, { status: 404 });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    loader: layoutLoader,
    // Shown while the first page's chunk loads, before the layout can render.
    HydrateFallback: InitialLoading,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [...(Object.keys(PAGES) as RouteName[]).map(pageRoute), { path: '*', Component: NotFoundPage, loader: notFoundLoader }],
      },
    ],
  },
];

/** The source module of the area that renders a path (the server adds its chunk and CSS to the HTML). */
export function areaModuleFor(pathname: string): string | undefined {
  const page = matchRoutes(routes, pathname)?.at(-1)?.route;
  const name = (Object.keys(PAGES) as RouteName[]).find((key) => ROUTES[key] === page?.path || (page?.index && key === 'home'));
  return name ? `src/features/${PAGES[name][0]}/index.ts` : undefined;
}

/**
 * Loads the code of the pages that `pathname` shows before hydrating: the server rendered them,
 * so the first client render must not show a loading fallback in their place.
 */
export async function loadRoutesFor(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

export const createRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, { hydrationData });
