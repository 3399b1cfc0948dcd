import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The tables of the /api/v1 database, as Kysely sees them. Timestamps are ISO-8601 strings in
 * UTC: they sort correctly as text and read back identically from SQLite and PostgreSQL.
 */
export interface Database {
  users: UsersTable;
  episodes: EpisodesTable;
  episode_likes: EpisodeMarkTable;
  episode_saves: EpisodeMarkTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  replies: RepliesTable;
  revoked_tokens: RevokedTokensTable;
  login_failures: LoginFailuresTable;
  enquiries: EnquiriesTable;
  rate_limits: RateLimitsTable;
}

type CreatedAt = ColumnType<string, string | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  /** Stored lower-cased; unique. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string;
  country: string | null;
  user_type: Generated<string>;
  created_at: CreatedAt;
}

export interface EpisodesTable {
  /** A stable slug from the seed file, used in addresses (/video-player/{id}). */
  id: string;
  name: string;
  description: string;
  video: string;
  thumbnail: string;
  category: string;
  /** Order within the category. */
  position: number;
  share_count: Generated<number>;
  created_at: CreatedAt;
}

/** One row per (episode, user): the primary key makes like/save toggles race-free. */
export interface EpisodeMarkTable {
  episode_id: string;
  user_id: number;
  created_at: CreatedAt;
}

export interface CommentsTable {
  id: Generated<number>;
  episode_id: string;
  user_id: number;
  text: string;
  created_at: CreatedAt;
}

export interface CommentLikesTable {
  comment_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface RepliesTable {
  id: Generated<number>;
  comment_id: number;
  user_id: number;
  text: string;
  created_at: CreatedAt;
}

/** Token ids ended by logout; kept until the token would have expired anyway. */
export interface RevokedTokensTable {
  jti: string;
  user_id: number;
  expires_at: string;
}

/** Failed logins, counted per account and client address (see auth/loginThrottle.ts). */
export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created_at: CreatedAt;
}

/** Contact-form enquiries (api/src/enquiries). */
export interface EnquiriesTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  country: string | null;
  language: string | null;
  created_at: CreatedAt;
}

/** Per-key request counters of the rate limiter (auth/rateLimit.ts), shared by every instance. */
export interface RateLimitsTable {
  /** What is counted, e.g. `login:203.0.113.7`. */
  key: string;
  hits: number;
  window_ends_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type EpisodeRow = Selectable<EpisodesTable>;
