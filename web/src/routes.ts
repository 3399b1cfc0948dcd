import { index, route, type RouteConfig } from '@react-router/dev/routes';
// Relative: React Router loads this file on its own, without Vite's resolution of tsconfig's paths.
import { ROUTES, type RouteName } from '../../contracts/routes';

/**
 * The route module of every page (its loader, head, component and error boundary), by the page's
 * name in contracts/routes.ts, which holds the paths: no path is written here.
 */
const PAGE_MODULES: Record<RouteName, string> = {
  home: 'features/home/pages/HomePage.tsx',
  about: 'features/about/pages/AboutPage.tsx',
  mission: 'features/about/pages/MissionPage.tsx',
  signUp: 'features/auth/pages/SignUpPage.tsx',
  login: 'features/auth/pages/LoginPage.tsx',
  resetPassword: 'features/auth/pages/ResetPasswordPage.tsx',
  confirmEmail: 'features/auth/pages/ConfirmEmailPage.tsx',
  settings: 'features/auth/pages/SettingsPage.tsx',
  unsubscribe: 'features/auth/pages/UnsubscribePage.tsx',
  moderation: 'features/moderation/pages/ModerationPage.tsx',
  marketPlace: 'features/market/pages/MarketPlacePage.tsx',
  bookDetail: 'features/market/pages/BookDetailPage.tsx',
  cart: 'features/market/pages/CartPage.tsx',
  myOrders: 'features/market/pages/MyOrdersPage.tsx',
  insights: 'features/insights/pages/InsightsPage.tsx',
  readingBlog: 'features/insights/pages/ReadingBlogPage.tsx',
  stream: 'features/episodes/pages/StreamPage.tsx',
  dialogue: 'features/episodes/pages/DialoguePage.tsx',
  videoPlayer: 'features/episodes/pages/VideoPlayerPage.tsx',
  sparks: 'features/sparks/pages/SparksPage.tsx',
  academy: 'features/academy/pages/AcademyPage.tsx',
  vedicResearch: 'features/research/pages/VedicResearchPage.tsx',
  researchProjects: 'features/research/pages/ResearchProjectsPage.tsx',
  donate: 'features/giving/pages/DonatePage.tsx',
  donateThankYou: 'features/giving/pages/DonationThankYouPage.tsx',
  membership: 'features/giving/pages/MembershipPage.tsx',
  terms: 'features/legal/pages/TermsPage.tsx',
  privacy: 'features/legal/pages/PrivacyPage.tsx',
  social: 'features/social/pages/SocialPage.tsx',
  message: 'features/messaging/pages/MessagePage.tsx',
  personalProfile: 'features/social/pages/PersonalProfilePage.tsx',
  leaderboard: 'features/karma/pages/LeaderboardPage.tsx',
  videoPreview: 'features/video/pages/VideoPreviewPage.tsx',
  guide: 'features/guide/pages/GuidePage.tsx',
};

export default [
  ...(Object.entries(PAGE_MODULES) as [RouteName, string][]).map(([name, file]) =>
    name === 'home' ? index(file, { id: name }) : route(ROUTES[name], file, { id: name }),
  ),
  route('*', 'app/NotFoundPage.tsx', { id: 'notFound' }),
] satisfies RouteConfig;
