import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The tables of the /api/v1 database, as Kysely sees them. Timestamps are ISO-8601 strings in
 * UTC: they sort correctly as text and read back identically from SQLite and PostgreSQL.
 */
export interface Database {
  users: UsersTable;
  episodes: EpisodesTable;
  /** Read-only views over `reactions` (migration 0003); nothing writes through them. */
  episode_likes: EpisodeMarkView;
  episode_saves: EpisodeMarkView;
  reactions: ReactionsTable;
  shares: SharesTable;
  comments: CommentsTable;
  ratings: RatingsTable;
  views: ViewsTable;
  revoked_tokens: RevokedTokensTable;
  login_failures: LoginFailuresTable;
  enquiries: EnquiriesTable;
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
  created_at: CreatedAt;
}

/** The likes and saves of episodes as they were stored before 0003: views over `reactions`. */
export interface EpisodeMarkView {
  episode_id: string;
  user_id: number;
  created_at: string;
}

/*
 * Members' interactions with anything they can act on (api/src/interactions). A target is named by
 * (target_type, target_id): the type as registered in interactions/targets.ts, the id as text
 * (episode slugs, content document ids and numeric row ids alike). Counts are always derived from
 * the rows, never stored.
 */

/** Toggles (kind 'like' or 'save'): one row per member, target and kind, so toggles are race-free. */
export interface ReactionsTable {
  target_type: string;
  target_id: string;
  kind: string;
  member_id: number;
  created_at: CreatedAt;
}

/** Every press of Share is a row. member_id is null for shares carried over from the old counter. */
export interface SharesTable {
  id: Generated<number>;
  target_type: string;
  target_id: string;
  member_id: number | null;
  created_at: CreatedAt;
}

/**
 * Comments and replies: a reply is a comment with a parent (one level deep) and carries its
 * parent's target, so one indexed query finds a whole discussion. Only top-level comments take a stance.
 */
export interface CommentsTable {
  id: Generated<number>;
  target_type: string;
  target_id: string;
  parent_id: number | null;
  member_id: number;
  text: string;
  stance: string | null;
  created_at: CreatedAt;
}

/** One rating per member and target; rating again replaces the stars. */
export interface RatingsTable {
  target_type: string;
  target_id: string;
  member_id: number;
  stars: number;
  created_at: CreatedAt;
  updated_at: string;
}

/** One row per member and target (views count distinct viewers); viewed_at is the latest view. */
export interface ViewsTable {
  target_type: string;
  target_id: string;
  member_id: number;
  created_at: CreatedAt;
  viewed_at: string;
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

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type EpisodeRow = Selectable<EpisodesTable>;
