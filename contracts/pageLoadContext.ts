import type { Episode, EpisodeCategory } from './episodes';
import type { EventView, PostsAnswer, ProfileView, StoriesAnswer, TribeView } from './community';
import type { ArticlesAnswer, ArticlesQuery, ArticleView } from './insights';
import type { InteractionSummary } from './interactions';
import type { LeaderboardRow } from './karma';
import type { KarmaPeriod } from './karmaRules';
import type { AcademyAnswer } from './learning';
import type { BookRating } from './reviews';
import type { Endpoint } from './endpoint';
import type { Answer, EndpointAddress, PathInput } from './endpointAddress';
import type { MemberRole } from './roles';

/** The member a page is drawn for, read on the server from the session's page cookie. */
export interface PageMember {
  id: number;
  /** Their community handle (null only in the moment between sign-up and its profile). */
  handle: string | null;
  firstName: string;
  lastName: string;
  /** As the header shows it. */
  name: string;
  role: MemberRole;
  /** The account type (`userType`, 'User' by default). */
  type: string;
  avatarUrl: string | null;
}

/**
 * What the server hands the web app's route loaders when it renders a page: the content store and
 * the API's services, called in-process (a page never asks its own server over HTTP). Loaders
 * read as a visitor; a member's own state loads in the browser after hydration.
 */
/** Which posts a social page lists: the feed, one member's, or one hashtag's. */
export type CommunityPostsSource = { kind: 'feed' } | { kind: 'member'; handle: string } | { kind: 'hashtag'; hashtag: string };

// A type, not an interface: React Router's load context has an index signature that only a type satisfies.
export type PageLoadContext = {
  /** This site's public address (canonical and preview links are absolute). */
  origin: string;
  /** A per-response value that the page's inline scripts carry, so the CSP allows them. */
  nonce: string;
  /** The member reading the page (from the session cookie); null for a visitor. */
  member: PageMember | null;
  /**
   * A GET endpoint of /api/v1 answered for the page's member, through the same route in-process;
   * null for a visitor, and when the API refuses (the page then draws that part as before).
   */
  memberRead<E extends Endpoint>(endpoint: EndpointAddress<E>, input?: PathInput): Promise<Answer<E> | null>;
  /** Whether drafts are shown in place of published documents (a staff member's preview of the page). */
  preview: boolean;
  /** Evaluates a GROQ query over the published content, as the content endpoint answers it (drafts in a preview). */
  queryContent(query: string, params: Record<string, unknown>): Promise<unknown>;
  /** The episodes grouped by category, as GET /user/getAllEpisodesGroupedByCategory answers a visitor. */
  episodesByCategory(): Promise<EpisodeCategory[]>;
  /** One episode as GET /user/getepisode/:id answers a visitor, or null when there is none. */
  episode(id: string): Promise<Episode | null>;
  /** An item's counts as GET /interactions/:targetType/:targetId answers a visitor, or null when there is none. */
  interactionSummary(targetType: string, targetId: string): Promise<InteractionSummary | null>;
  /** Every rated book's average stars, as GET /books/ratings answers. */
  bookRatings(): Promise<BookRating[]>;
  /** A page of the Insights list as GET /insights/articles answers a visitor (without `success`). */
  insightsArticles(query: ArticlesQuery): Promise<Omit<ArticlesAnswer, 'success'>>;
  /** One published article as GET /insights/articles/:slug answers a visitor, or null when there is none. */
  insightsArticle(slug: string): Promise<ArticleView | null>;
  /** The Academy's figures as GET /learning/academy answers a visitor (without `success`). */
  academy(): Promise<Omit<AcademyAnswer, 'success'>>;
  /** A member's profile as GET /community/profiles/:handle answers a visitor, or null when there is none. */
  communityProfile(handle: string): Promise<ProfileView | null>;
  /** The first page of posts as the feed, a member's or a hashtag's endpoint answers a visitor (without `success`). */
  communityPosts(source: CommunityPostsSource): Promise<Omit<PostsAnswer, 'success'>>;
  /** Stories of the last day, by member, as GET /community/stories answers a visitor (its members). */
  communityStories(): Promise<StoriesAnswer['members']>;
  /** Every tribe, as GET /community/tribes answers a visitor (its tribes). */
  communityTribes(): Promise<TribeView[]>;
  /** The trust's upcoming events, as GET /community/events answers a visitor (its events). */
  communityEvents(): Promise<EventView[]>;
  /** The top `limit` members of a period, as GET /karma/leaderboard answers (its members). */
  karmaLeaderboard(period: KarmaPeriod, limit: number): Promise<LeaderboardRow[]>;
};
