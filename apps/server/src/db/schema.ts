import type { Generated } from 'kysely';

/** Tables owned by the app. better-auth's tables are managed by better-auth itself. */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

/** Mails kept by the outbox adapter (see providers/mail/outbox.ts). */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON array of the links in the mail. */
  links: string;
  created_at: string;
}

/** Rewritten overviews (see services/overview-service.ts). */
export interface AiOverviewCacheTable {
  cache_key: string;
  rewritten: string;
  created_at: string;
}

/** The assistant's conversations (see services/chat-service.ts). */
export interface ChatSessionsTable {
  id: string;
  user_id: string | null;
  /** JSON of the assistant's state. */
  state: string;
  updated_at: string;
}

/** The personal library (see db/repositories/library/*). Timestamps are ISO text. */
export interface WatchlistTable {
  id: string;
  user_id: string;
  media_type: 'movie' | 'tv';
  title_id: number;
  title: string;
  image_url: string | null;
  language: string;
  rating: string;
  created_at: string;
}

export interface RatingsTable {
  id: string;
  user_id: string;
  media_type: 'movie' | 'tv';
  title_id: number;
  rating: number;
  title: string;
  image_url: string | null;
  public_rating: string;
  language: string;
  created_at: string;
  updated_at: string;
}

/** The watched history (see db/repositories/library/watched-repository.ts). */
export interface WatchedTable {
  id: string;
  user_id: string;
  media_type: 'movie' | 'tv';
  title_id: number;
  title: string;
  image_url: string | null;
  language: string;
  public_rating: string;
  watched_on: string;
  rating: number | null;
  rewatch: number;
  created_at: string;
}

export interface CommentsTable {
  id: string;
  user_id: string;
  media_type: 'movie' | 'tv';
  title_id: number;
  author: string;
  comment: string;
  created_at: string;
}

export interface SearchesTable {
  id: string;
  user_id: string;
  term: string;
  created_at: string;
}

/** Uncle's Pick (see db/repositories/picks-repository.ts). genre_ids is a JSON array. */
export interface PicksTable {
  id: string;
  media_type: 'movie' | 'tv';
  title_id: number;
  title: string;
  rating: number;
  year: string;
  poster: string | null;
  genre_ids: string;
  tmdb_rating: number;
  imdb_rating: number | null;
  rt_rating: number | null;
  language: string;
  created_at: string;
}

/** Watch together (see db/repositories/households-repository.ts). */
export interface HouseholdsTable {
  id: string;
  name: string;
  owner_id: string;
  invite_code: string;
  created_at: string;
  /** When the invite code was made (migration 019); it lasts a week. */
  invite_code_at: string | null;
}

export interface HouseholdMembersTable {
  household_id: string;
  user_id: string;
  name: string;
  joined_at: string;
}

export interface HouseholdEveningsTable {
  id: string;
  household_id: string;
  media_type: 'movie' | 'tv';
  title_id: number;
  watched_on: string;
  /** JSON array of member ids. */
  member_ids: string;
  created_at: string;
}

export interface RatingPromptsTable {
  user_id: string;
  media_type: 'movie' | 'tv';
  title_id: number;
  title: string;
  image_url: string | null;
  household_name: string;
  watched_on: string;
  created_at: string;
}

/** Episode tracking (see db/repositories/episodes-repository.ts). */
export interface EpisodeViewsTable {
  id: string;
  user_id: string;
  show_id: number;
  season: number;
  episode: number;
  watched_at: string;
  rewatch: number;
  created_at: string;
  /** 1: marked with its date unknown, `watched_at` the air date (decision 082). */
  date_unknown: Generated<number>;
}

export interface EpisodeRatingsTable {
  id: string;
  user_id: string;
  show_id: number;
  season: number;
  episode: number;
  rating: number;
  updated_at: string;
}

export interface FollowedShowsTable {
  id: string;
  user_id: string;
  show_id: number;
  name: string;
  status: 'watching' | 'paused' | 'dropped';
  updated_at: string;
  /** When the user last set the show to watching by hand (migration 029). */
  resumed_at?: string | null;
}

/** Per-user TV settings (migration 017). */
export interface TvSettingsTable {
  user_id: string;
  count_specials: number;
  updated_at: string;
  /** Months without a viewing before a show is "stale" in Up next; null: 6 (migration 029). */
  stale_after_months?: number | null;
}

export interface CalendarFeedsTable {
  user_id: string;
  token: string;
  created_at: string;
}

export interface Database {
  app_meta: AppMetaTable;
  mail_outbox: MailOutboxTable;
  ai_overview_cache: AiOverviewCacheTable;
  chat_sessions: ChatSessionsTable;
  watchlist: WatchlistTable;
  ratings: RatingsTable;
  watched: WatchedTable;
  comments: CommentsTable;
  searches: SearchesTable;
  picks: PicksTable;
  households: HouseholdsTable;
  household_members: HouseholdMembersTable;
  household_evenings: HouseholdEveningsTable;
  rating_prompts: RatingPromptsTable;
  episode_views: EpisodeViewsTable;
  episode_ratings: EpisodeRatingsTable;
  followed_shows: FollowedShowsTable;
  calendar_feeds: CalendarFeedsTable;
  tv_settings: TvSettingsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  user_services: UserServicesTable;
  alert_settings: AlertSettingsTable;
  alert_channels: AlertChannelsTable;
  alert_ledger: AlertLedgerTable;
  alert_messages: AlertMessagesTable;
  alert_deliveries: AlertDeliveriesTable;
  alert_seen_availability: AlertSeenAvailabilityTable;
  rating_limits: RatingLimitsTable;
  household_profiles: HouseholdProfilesTable;
  profile_sessions: ProfileSessionsTable;
  scrobble_webhooks: ScrobbleWebhooksTable;
  scrobble_events: ScrobbleEventsTable;
  scrobble_progress: ScrobbleProgressTable;
  scrobble_plays: ScrobblePlaysTable;
  scrobble_unmatched: ScrobbleUnmatchedTable;
  scrobble_show_maps: ScrobbleShowMapsTable;
  import_reports: ImportReportsTable;
  import_report_entries: ImportReportEntriesTable;
}

/** Newsletter addresses (migration 015): pending until confirmed; the link's token hashed. */
export interface NewsletterSubscribersTable {
  email: string;
  token_hash: string;
  confirmed_at: string | null;
  /** When the last confirmation mail went out (one an hour at most per address). */
  mailed_at: string;
  created_at: string;
}

/** A user's watch region and streaming services (migration 016); one row per user. */
export interface UserServicesTable {
  user_id: string;
  /** ISO 3166-1 alpha-2, e.g. "US". */
  region: string;
  /** JSON array of TMDB watch-provider ids, in the order the user saved them. */
  services: string;
  updated_at: string;
}

/** Alerts (migration 027, issue #44). */
export interface AlertSettingsTable {
  user_id: string;
  new_episode: number;
  on_my_services: number;
  digest: 'off' | 'daily';
  digest_hour: number | null;
  time_zone: string;
  new_episode_since: string | null;
  updated_at: string;
}

export interface AlertChannelsTable {
  id: string;
  user_id: string;
  position: number;
  type: 'ntfy' | 'gotify' | 'webhook' | 'email' | 'apprise';
  url: string | null;
  token: string | null;
  topic: string | null;
  secret: string | null;
  failing_since: string | null;
  paused_at: string | null;
  created_at: string;
}

export interface AlertLedgerTable {
  user_id: string;
  event: string;
  title_type: string;
  title_id: number;
  item_key: string;
  message_id: string;
  created_at: string;
}

export interface AlertMessagesTable {
  id: string;
  user_id: string;
  event: string;
  title: string;
  body: string;
  link: string | null;
  state: 'held' | 'ready' | 'digested';
  created_at: string;
}

export interface AlertDeliveriesTable {
  id: string;
  message_id: string;
  user_id: string;
  channel_id: string;
  channel_type: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface AlertSeenAvailabilityTable {
  user_id: string;
  title_type: string;
  title_id: number;
  region: string;
  provider_ids: string;
  seen_at: string;
}

/** Rating limits of an account or a child's profile (migration 020, issue 41). */
export interface RatingLimitsTable {
  user_id: string;
  /** Highest US movie rating allowed (G … NC-17); null: movies not limited. */
  max_movie: string | null;
  /** Highest US TV rating allowed (TV-Y … TV-MA); null: shows not limited. */
  max_tv: string | null;
  unrated: string;
  /** scrypt `salt:hash` of the PIN that guards changes; null when none is set. */
  pin_hash: string | null;
  /** 'self' or 'owner' (the household's owner set them). */
  set_by: string;
  updated_at: string;
}

/** A child's profile in a household (migration 021): a user row with no e-mail or password. */
export interface HouseholdProfilesTable {
  user_id: string;
  household_id: string;
  created_by: string;
  created_at: string;
}

/** A signed-in session switched to a profile ("Who's watching?", migration 021). */
export interface ProfileSessionsTable {
  session_id: string;
  profile_id: string;
  adult_id: string;
  created_at: string;
}

/** Scrobbling (migration 025, issue #43). */
export interface ScrobbleWebhooksTable {
  user_id: string;
  token: string;
  /** JSON array of media-server user names; empty: everyone's plays. */
  usernames: string;
  threshold: number;
  created_at: string;
}

export interface ScrobbleEventsTable {
  id: string;
  user_id: string;
  at: string;
  server: string;
  event: string;
  title: string;
  outcome: string;
  detail: string;
  /** JSON ScrobbleTarget or null. */
  target: string | null;
}

/** A title (`movie:603`, `tv:1396:1:1`) being watched: how far, and when it was started. */
export interface ScrobbleProgressTable {
  user_id: string;
  item_key: string;
  percent: number;
  started_at: string | null;
  updated_at: string;
}

/** Each viewing a scrobble logged: the ledger that keeps a play to one viewing. */
export interface ScrobblePlaysTable {
  user_id: string;
  item_key: string;
  logged_at: string;
}

export interface ScrobbleUnmatchedTable {
  id: string;
  user_id: string;
  at: string;
  /** The show as the server named it (`tvdb:…`, `name:…`); null for a film. */
  show_key: string | null;
  /** JSON of the parsed play. */
  item: string;
}

export interface ScrobbleShowMapsTable {
  user_id: string;
  show_key: string;
  show_id: number;
}

/** A user's latest import report of TV shows (migration 023, decision 073). */
export interface ImportReportsTable {
  user_id: string;
  /** The client's id of the import: its batches share it. */
  report_id: string;
  created_at: string;
}

/** One show of the file in the report: where its rows went, and the rows to re-place them. */
export interface ImportReportEntriesTable {
  id: string;
  user_id: string;
  position: number;
  title: string;
  tvdb_id: number | null;
  show_id: number | null;
  show_title: string | null;
  show_year: number | null;
  imported_show_id: number | null;
  episode_rows: number;
  placed: number;
  /** JSON [{ reason, rows }]. */
  not_placed: string;
  /** JSON [{ how, rows }]. */
  renumbered: string;
  /** JSON [[season, episode, watchedAt, rewatch]]; null when the report was full. */
  file_rows: string | null;
  updated_at: string;
}
