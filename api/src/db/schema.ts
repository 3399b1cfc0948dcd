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
  completions: CompletionsTable;
  playback_sessions: PlaybackSessionsTable;
  session_families: SessionFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  login_failures: LoginFailuresTable;
  enquiries: EnquiriesTable;
  uploads: UploadsTable;
  picture_files: PictureFilesTable;
  member_profiles: MemberProfilesTable;
  follows: FollowsTable;
  posts: PostsTable;
  post_hashtags: PostHashtagsTable;
  stories: StoriesTable;
  tribes: TribesTable;
  tribe_memberships: TribeMembershipsTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  messages: MessagesTable;
  message_reactions: MessageReactionsTable;
  message_hidden: MessageHiddenTable;
  live_events: LiveEventsTable;
  live_signals: LiveSignalsTable;
  book_reviews: BookReviewsTable;
  event_attendances: EventAttendancesTable;
  seed_runs: SeedRunsTable;
  member_articles: MemberArticlesTable;
  person_follows: PersonFollowsTable;
  member_article_topics: MemberArticleTopicsTable;
  guide_questions: GuideQuestionsTable;
  guide_threads: GuideThreadsTable;
  guide_turns: GuideTurnsTable;
  rate_limits: RateLimitsTable;
  account_links: AccountLinksTable;
  cart_items: CartItemsTable;
  book_orders: BookOrdersTable;
  book_order_lines: BookOrderLinesTable;
  payment_refunds: PaymentRefundsTable;
  enquiry_answers: EnquiryAnswersTable;
  desk_actions: DeskActionsTable;
  payment_orders: PaymentOrdersTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  donations: DonationsTable;
  receipt_counters: ReceiptCountersTable;
  donation_certificates: DonationCertificatesTable;
  membership_orders: MembershipOrdersTable;
  memberships: MembershipsTable;
  reports: ReportsTable;
  moderation_decisions: ModerationDecisionsTable;
  hidden_items: HiddenItemsTable;
  blocks: BlocksTable;
  mutes: MutesTable;
  notifications: NotificationsTable;
  email_deliveries: EmailDeliveriesTable;
  karma_entries: KarmaEntriesTable;
  content_revisions: ContentRevisionsTable;
  content_documents: ContentDocumentsTable;
  content_seed_base: ContentDocumentsTable;
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
  /** `staff` may edit content in the Studio, `moderator` acts on reports (given only by `npm run member -- role`); 0011, 0017. */
  role: Generated<UserRole>;
  /** Until when the member may not log in (0017); null when not suspended. */
  suspended_until: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  /** Raised to end every session at once (migration 0010); tokens carry the version they were issued under. */
  session_version: Generated<number>;
  /** Which e-mails the member wants: 1 yes, 0 no. */
  email_replies: Generated<number>;
  email_messages: Generated<number>;
  email_receipts: Generated<number>;
  email_follows: Generated<number>;
  email_digest: Generated<number>;
  /** When a link sent to `email` was opened (migration 0012); null: the address is not proven. */
  email_confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type UserRole = 'member' | 'staff' | 'moderator';

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
  /** A visitor's share: the SHA-256 of their browser's random id, unique per item (0014_visitor_shares). */
  visitor_hash: ColumnType<string | null, string | null | undefined, never>;
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
  /** null once its author deleted the account and the comment stayed for others' replies ("a former member"). */
  member_id: number | null;
  text: string;
  stance: string | null;
  created_at: CreatedAt;
  /** When its author last changed the text (0015_social). */
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
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

/** One row per viewer (a member, or a visitor's browser by its hashed id), target and UTC day (migration 0018); viewed_at is the day's latest view. */
export interface ViewsTable {
  target_type: string;
  target_id: string;
  member_id: number | null;
  visitor_hash: string | null;
  /** YYYY-MM-DD (UTC). */
  day: string;
  created_at: CreatedAt;
  viewed_at: string;
}

/** A member completed an item, once (api/src/learning). */
export interface CompletionsTable {
  member_id: number;
  target_type: string;
  target_id: string;
  completed_at: string;
}

/** One playback of an item by a member; `watched` is its merged watched segments as JSON ([[from, to], …] in seconds). */
export interface PlaybackSessionsTable {
  id: string;
  member_id: number;
  target_type: string;
  target_id: string;
  started_at: string;
  watched: string;
  updated_at: string;
}

/** One login's chain of refresh tokens (migration 0016; api/src/auth/sessionFamilies.ts). */
export interface SessionFamiliesTable {
  /** A random UUID; access tokens carry it (claim `fam`). */
  id: string;
  user_id: number;
  /** 1 when "Remember me" was ticked. */
  remember: number;
  created_at: string;
  /** The hard end (12 hours after login unless remembered, always for staff); null: 30 days after last use. */
  ends_at: string | null;
  last_used_at: string;
  revoked_at: string | null;
  /** `logout`, `everywhere`, `replay`, `password`. */
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  family_id: string;
  /** The token this one replaced; null for the family's first. */
  parent_hash: string | null;
  created_at: string;
  expires_at: string;
  /** When it was exchanged for its successor; a second use is a replay. */
  used_at: string | null;
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
  /** Why they wrote: 'general', 'patron' (institutional patron), 'group' (group membership), 'help' (the social feed's Help Desk). */
  intent: Generated<string>;
  created_at: CreatedAt;
  /** The message (0034); null for enquiries sent before the forms had a message box. */
  message: string | null;
  /** The page whose form sent it: about, mission, research, projects, donate, membership, help. */
  page: string | null;
  /** 'new', 'answered' or 'closed', as the desk moves it. */
  status: Generated<string>;
  /** The staff member it is assigned to (no foreign key; cleared when that account goes). */
  assignee_id: number | null;
}

/** An answer staff e-mailed to an enquiry's sender from the desk (0034). */
export interface EnquiryAnswersTable {
  id: Generated<number>;
  enquiry_id: number;
  staff_id: number | null;
  staff_name: string;
  text: string;
  sent_at: string;
}

/** Every change made at the desk (0034): who, what, when, and the item's fields before and after (JSON). */
export interface DeskActionsTable {
  id: Generated<number>;
  staff_id: number | null;
  staff_name: string;
  item_type: string;
  item_id: string;
  action: string;
  before: string;
  after: string;
  at: string;
}

/** At most one refund per paid order (0034): 'requested' while the provider is asked, then its answer. */
export interface PaymentRefundsTable {
  id: string;
  payment_order_id: string;
  request_key: string;
  amount_paise: number;
  status: string;
  provider_refund_id: string | null;
  reason: string;
  created_at: string;
  updated_at: string;
}

/** Members' uploaded pictures (api/src/uploads); the files are in DATA_DIR/uploads. */
export interface UploadsTable {
  /** Random, 32 hex digits; also the start of the file name. */
  id: string;
  user_id: number;
  /** `{id}-{width}x{height}.{ext}`: the shape the image route reads dimensions and format from. */
  file_name: string;
  content_type: string;
  width: number;
  height: number;
  /** The stored (re-encoded) file's size, counted by the daily quota. */
  bytes: number;
  /** What the picture is for: a public upload, or a picture sent in a message (kept privately). Both count towards the quota. */
  kind: ColumnType<PictureKind, PictureKind | undefined, never>;
  created_at: CreatedAt;
}

export type PictureKind = 'upload' | 'message';

/** Members' pictures' bytes, with PostgreSQL, so every instance can serve them (uploads/pictureFiles.ts). */
export interface PictureFilesTable {
  /** `{folder}/{file name}`: `uploads/…` or `private/messages/…`. */
  name: string;
  user_id: number;
  content_type: string;
  data: Buffer;
  created_at: string;
}

// ---------------------------------------------------------------- community (0004_community)

/**
 * What a member shows about themselves. Names and e-mail stay in `users`;
 * `email_private` is 1 unless the member chose to show the address. Picture columns hold an
 * address the site can show (the image route's `/images/local/production/<hash>-<w>x<h>.webp`).
 */
export interface MemberProfilesTable {
  user_id: number;
  bio: string | null;
  quote: string | null;
  email_private: ColumnType<number, number | undefined, number>;
  profession: string | null;
  institution: string | null;
  avatar_url: string | null;
  cover_url: string | null;
  last_active_at: string | null;
  updated_at: string;
  /** Unique; from the name at sign-up, changeable once a month (0015_social). */
  handle: ColumnType<string | null, string | null | undefined, string | null>;
  handle_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** A JSON array of web addresses. */
  social_links: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One row per (follower, followee); follower counts and friends (mutual follows) are derived. */
export interface FollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: CreatedAt;
}

/** A feed post. Likes, comments and forwards are the interaction model's, over target kind "post". */
export interface PostsTable {
  id: Generated<number>;
  author_id: number;
  title: string | null;
  body: string;
  image_url: string | null;
  image_alt: string | null;
  /** The `_id` of the published video sample the post links to, if any. */
  video_sample_id: string | null;
  created_at: CreatedAt;
  updated_at: string | null;
  /** 'everyone', 'followers' or 'tribe' (0015_social). */
  audience: ColumnType<string, string | undefined, string>;
  /** The tribe whose members see it, when the audience is 'tribe'. */
  tribe_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PostHashtagsTable {
  post_id: number;
  /** As the author wrote it, without the leading #. */
  hashtag: string;
  position: number;
}

export interface StoriesTable {
  id: Generated<number>;
  author_id: number;
  image_url: string;
  image_alt: string;
  created_at: CreatedAt;
  caption: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A members' group; its member count is derived from tribe_memberships. */
export interface TribesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string | null;
  image_url: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  last_active_at: string;
}

export interface TribeMembershipsTable {
  tribe_id: number;
  user_id: number;
  role: ColumnType<'member' | 'admin', 'member' | 'admin' | undefined, 'member' | 'admin'>;
  joined_at: string;
}

/** A conversation between its participants; `tribe_id` when it is a tribe's group chat. */
export interface ConversationsTable {
  id: Generated<number>;
  tribe_id: number | null;
  created_at: CreatedAt;
  last_message_at: string | null;
  /** A direct conversation's two members, lower id first ("12:34"); unique. Null for a tribe's. */
  pair_key: string | null;
}

/** Unread messages are the others' messages sent after `last_read_at`. */
export interface ConversationParticipantsTable {
  conversation_id: number;
  user_id: number;
  joined_at: string;
  last_read_at: string | null;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  text: string | null;
  image_url: string | null;
  image_alt: string | null;
  sent_at: string;
  /** Deleted for everyone: text and picture are cleared, the bubble says so. */
  deleted_at: string | null;
  /** An episode, article or book the message links to, shown as a card. */
  link_type: string | null;
  link_id: string | null;
}

/** A message its member deleted for themselves only. */
export interface MessageHiddenTable {
  message_id: number;
  user_id: number;
  created_at: string;
}

/**
 * One live event for one recipient; its id is the stream's event id (Last-Event-ID resumes
 * after it). References only: what is sent is read when it is sent.
 */
export interface LiveEventsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  conversation_id: number | null;
  message_id: number | null;
  actor_id: number | null;
  /** Small JSON the event's kind needs besides the references. */
  data: string | null;
  created_at: string;
}

/** "This member's sessions ended", from a command beside a server on SQLite (db/migrations/0037_live_signals.ts). */
export interface LiveSignalsTable {
  id: Generated<number>;
  member_id: number;
  created_at: string;
}

export type MessageReaction = 'like' | 'love' | 'pranam' | 'laugh' | 'wow';

export interface MessageReactionsTable {
  message_id: number;
  user_id: number;
  reaction: MessageReaction;
  created_at: CreatedAt;
}

/** One review per member and book (the book is published content, named by its slug). */
export interface BookReviewsTable {
  id: Generated<number>;
  user_id: number;
  book_slug: string;
  stars: number;
  title: string;
  text: string;
  created_at: CreatedAt;
  updated_at: string | null;
}

/** Who joins a published event (`event_id` is the event document's `_id`). */
export interface EventAttendancesTable {
  event_id: string;
  user_id: number;
  created_at: CreatedAt;
}

/** One-time seeds that have run (e.g. the sample members), so a restart does not repeat them. */
/** A member's Insights article (0020): Portable Text as JSON text, a draft or published. */
/** A question a member asked the AI guide (migration 0021). */
export interface GuideQuestionsTable {
  id: Generated<number>;
  member_id: number;
  question: string;
  asked_at: string;
}

export interface GuideThreadsTable {
  /** Opaque and random: holding it is what lets a visitor continue the conversation. */
  id: string;
  member_id: number | null;
  created_at: string;
  expires_at: string;
}

export interface GuideTurnsTable {
  id: Generated<number>;
  thread_id: string;
  question: string;
  answer: string;
  asked_at: string;
}

export interface MemberArticlesTable {
  id: Generated<number>;
  author_id: number;
  title: string;
  body: string;
  status: 'draft' | 'published';
  created_at: CreatedAt;
  updated_at: string;
  published_at: string | null;
  /** Derived from the body on every save: the card's text, read time and first picture. */
  excerpt: string;
  read_minutes: number;
  image_url: string | null;
  image_alt: string | null;
}

/** A member following one of the trust's people (a content `person` `_id`), who may have no account (0020). */
/** A topic (a content topic's slug) a member chose for an article. */
export interface MemberArticleTopicsTable {
  article_id: number;
  topic: string;
}

export interface PersonFollowsTable {
  member_id: number;
  person_id: string;
  created_at: CreatedAt;
}

/**
 * One Karmic Points ledger entry (0022): a credit (`seq` >= 1) or the reversal of one
 * (`reverses_id` set, `seq` negative, points negated). Append-only.
 */
export interface KarmaEntriesTable {
  id: Generated<number>;
  member_id: number;
  event_kind: string;
  target_type: string;
  target_id: string;
  /** Who caused it; null for the trust's own grants. */
  actor_id: number | null;
  seq: number;
  points: number;
  /** The rules document's `_rev` that gave the points. */
  rule_version: string;
  reverses_id: number | null;
  /** The calendar day in India (YYYY-MM-DD) whose daily cap the entry counts against. */
  cap_day: string;
  created_at: string;
}

export interface SeedRunsTable {
  name: string;
  applied_at: string;
}

/** Per-key request counters of the rate limiter (auth/rateLimit.ts), shared by every instance. */
export interface RateLimitsTable {
  /** What is counted, e.g. `login:203.0.113.7`. */
  key: string;
  hits: number;
  window_ends_at: string;
}

export type AccountLinkPurpose = 'password-reset' | 'email-change';

/** Single-use links sent by e-mail (api/src/accounts/links.ts); only the secret's SHA-256 is stored. */
export interface AccountLinksTable {
  token_hash: string;
  user_id: number;
  purpose: AccountLinkPurpose;
  /** The address an e-mail change confirms. */
  new_email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One checkout of any kind (api/src/payments): amounts in paise, status created → paid | failed | expired. */
export interface PaymentOrdersTable {
  /** `ord_` and 24 random hex digits: unguessable, so its status page needs no login. */
  id: string;
  kind: string;
  status: string;
  amount_paise: number;
  currency: string;
  description: string;
  member_id: number | null;
  /** The browser's key for one attempt: a second click with it finds the first order. */
  idempotency_key: string;
  provider: string;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  payment_method: string | null;
  payer_name: string | null;
  payer_email: string | null;
  payer_phone: string | null;
  /** Where the provider's checkout sends the payer back to (set by the server, never by the browser). */
  return_path: string;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  updated_at: string;
}

/** Razorpay webhook events already handled, by their X-Razorpay-Event-Id. */
export interface PaymentWebhookEventsTable {
  event_id: string;
  event: string;
  received_at: string;
}

/** A donation and, once its order is paid, its receipt (api/src/donations). */
export interface DonationsTable {
  id: Generated<number>;
  order_id: string;
  member_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  phone: string;
  amount_paise: number;
  pan: string | null;
  address: string | null;
  /** 1 when the donor chose to be named among the top donors. */
  show_name: Generated<number>;
  cause_id: string;
  cause_title: string;
  receipt_number: string | null;
  /** The Indian financial year of the receipt, e.g. `2026-27`. */
  financial_year: string | null;
  receipt_issued_at: string | null;
  receipt_emailed_at: string | null;
  created_at: string;
}

/** The last receipt number issued in each financial year. */
export interface ReceiptCountersTable {
  financial_year: string;
  last_number: number;
}

/** A donor's Form 10BE for a financial year, by PAN (migration 0041). */
export interface DonationCertificatesTable {
  id: Generated<number>;
  financial_year: string;
  pan: string;
  /** JN/10BE/2025-26/000007, set in the transaction that makes the row. */
  number: string | null;
  issued_at: string;
  emailed_at: string | null;
  emailed_to: string | null;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type EpisodeRow = Selectable<EpisodesTable>;

/** What a membership order buys (api/src/memberships), priced when the order was made; amounts in paise. */
export interface MembershipOrdersTable {
  order_id: string;
  member_id: number;
  plan_id: string;
  plan_name: string;
  period: string;
  months: number;
  list_total: number;
  discount: number;
  subtotal: number;
  gst_basis_points: number;
  gst: number;
  total: number;
  created_at: CreatedAt;
}

/** Paid memberships: one row per paid membership order (unique), so a replayed payment records nothing. */
export interface MembershipsTable {
  id: Generated<number>;
  member_id: number;
  order_id: string;
  starts_at: string;
  ends_at: string;
  created_at: CreatedAt;
}

/** A member's cart (0009): one line per book (`book_id` is the book document's `_id`), quantity 1–10. */
export interface CartItemsTable {
  user_id: number;
  book_id: string;
  quantity: number;
  added_at: string;
  updated_at: string;
}

/** A book order: amounts in paise at the prices of the day it was placed; status as the payment's. */
export interface BookOrdersTable {
  id: Generated<number>;
  user_id: number;
  request_key: string;
  status: string;
  items_total: number;
  delivery_fee: number;
  total: number;
  delivery_name: string;
  delivery_phone: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  pin: string;
  payment_order_id: string | null;
  created_at: CreatedAt;
  paid_at: string | null;
  /** On its way to the member (0034): 'to-ship', 'packed', 'shipped', 'delivered' or 'cancelled'. */
  stage: Generated<string>;
  carrier: string | null;
  tracking_number: string | null;
  packed_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
}

export interface BookOrderLinesTable {
  order_id: number;
  book_id: string;
  title: string;
  unit_price: number;
  quantity: number;
}

/** A member's report of something another member made (0017); one open report per member and item. */
export interface ReportsTable {
  id: Generated<number>;
  /** Null once the reporter's account is deleted (a decided report stays in the moderation record). */
  reporter_id: number | null;
  item_type: string;
  item_id: string;
  /** Who made the item, when it was reported. */
  owner_id: number | null;
  reason: string;
  details: string | null;
  status: Generated<'open' | 'upheld' | 'dismissed'>;
  created_at: string;
  decided_at: string | null;
  decision_id: number | null;
}

/** Every moderator's decision (0017): who, when, why; `reversed_by` is the decision that undid it. */
export interface ModerationDecisionsTable {
  id: Generated<number>;
  moderator_id: number | null;
  action: 'hide' | 'unhide' | 'dismiss' | 'reopen' | 'suspend' | 'unsuspend';
  item_type: string;
  item_id: string;
  /** The member the decision concerns: the item's author, or the suspended member. */
  member_id: number | null;
  reason: string;
  suspended_until: string | null;
  created_at: string;
  reversed_by: number | null;
}

/** What a moderator hid (0017): gone for everyone but its author, who is shown the reason. */
export interface HiddenItemsTable {
  item_type: string;
  item_id: string;
  owner_id: number | null;
  reason: string;
  decision_id: number;
  hidden_at: string;
}

export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

export interface MutesTable {
  muter_id: number;
  muted_id: number;
  created_at: string;
}

/** One event for one member (0017); `event_key` names the event, so it is recorded once. */
export interface NotificationsTable {
  id: Generated<number>;
  recipient_id: number;
  kind: string;
  actor_id: number | null;
  item_type: string | null;
  item_id: string | null;
  /** JSON: what the list shows beside the actor (an excerpt, a decision). */
  detail: string | null;
  event_key: string;
  created_at: string;
  read_at: string | null;
}

/** Every notification e-mail and digest sent, by its key (0017), so none goes out twice. */
export interface EmailDeliveriesTable {
  key: string;
  recipient_id: number | null;
  sent_at: string;
}

/** One document's change in one content transaction (0025): JSON text before and after, null when absent. */
export interface ContentRevisionsTable {
  id: Generated<number>;
  transaction_id: string;
  document_id: string;
  author_id: number | null;
  created_at: string;
  doc_before: string | null;
  doc_after: string | null;
}

/** The shared working dataset on PostgreSQL (0026): JSONB there, read back as an object. */
export interface ContentDocumentsTable {
  id: string;
  doc: ColumnType<Record<string, unknown>, string, string>;
}
