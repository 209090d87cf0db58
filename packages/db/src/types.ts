import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string | T, string | T>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  first_name: string | null;
  last_name: string | null;
  /** scrypt hash; null for accounts that only sign in through Google or an external issuer. */
  password_hash: string | null;
  /**
   * True once a verified sign-in (Google, the external issuer) proved the email is the owner's;
   * a password sign-up leaves it false, and the first verified sign-in clears that password.
   */
  email_verified: Generated<boolean>;
  is_admin: Generated<boolean>;
  is_active: Generated<boolean>;
  last_login_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  replaced_by: string | null;
  created_at: CreatedAt;
  user_agent: string | null;
  ip: string | null;
}

/** A link that confirms a password sign-up's email; only the token's SHA-256 is stored. */
export interface EmailVerificationTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  /** The password of the sign-up that asked for this link; it becomes the account's when opened. */
  password_hash: string | null;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface HotelsTable {
  id: string;
  name: string | null;
  brand_name: string | null;
  homepage_url: string | null;
  status: Generated<'pending' | 'processing' | 'completed' | 'error'>;
  status_reason: string | null;
  /** Maintained by statement-level triggers on snippets, so lists never count rows. */
  snippets_count: Generated<number>;
  has_profile: Generated<boolean>;
  last_run_id: string | null;
  last_scraped_at: Date | null;
  /** Re-check interval in days: null follows RECHECK_DAYS, 0 never re-checks. */
  recheck_days: number | null;
  /** When the scheduler last started a re-check of this hotel. */
  last_checked_at: Date | null;
  /** Lower-cased id, name and brand, written by Postgres (migration 0014) for the search walk. */
  search_lower: GeneratedAlways<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface HotelSourcesTable {
  id: Generated<string>;
  hotel_id: string;
  url: string;
  status: Generated<'pending' | 'processing' | 'completed' | 'error'>;
  error: string | null;
  http_status: number | null;
  final_url: string | null;
  title: string | null;
  /** How the page was fetched; null when unknown (rows stored before it was kept). */
  fetched_via: 'http' | 'browser' | 'scrapingbee' | null;
  /** Validators the site sent with the page, sent back on a re-check (If-None-Match / If-Modified-Since). */
  etag: string | null;
  last_modified: string | null;
  /** SHA-256 of the page's normalized content: a re-check compares it when the site ignores validators. */
  content_hash: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SnippetsTable {
  id: Generated<string>;
  hotel_id: string;
  source_id: string | null;
  type: string;
  content: string;
  source_url: string;
  page_url: string;
  method: string;
  section: string | null;
  content_hash: string;
  created_at: CreatedAt;
}

export interface ProfilesTable {
  id: Generated<string>;
  hotel_id: string;
  version: number;
  name: string | null;
  brand_name: string | null;
  address: string | null;
  situated: string | null;
  description: string | null;
  amenities: Json<string[]>;
  transport_links: Json<string[]>;
  nearby_attractions: Json<string[]>;
  provenance: Json<Record<string, string[]>>;
  model: string;
  prompt_version: number | null;
  input_tokens: Generated<number>;
  output_tokens: Generated<number>;
  cost_usd: ColumnType<string, string | number | undefined, string | number>;
  duration_ms: Generated<number>;
  run_id: string | null;
  /** Makes a retried job write one version, not two. */
  job_key: string | null;
  created_by: string | null;
  generated_at: CreatedAt;
  /** Field changes against the previous version (FieldChange[]); null for a first version or one stored before diffs were kept. */
  changes: ColumnType<unknown, string | null | undefined, string | null>;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reviewed_by: string | null;
  /** Set on a version a person restored: the earlier version whose fields it copies. */
  restored_from: number | null;
}

export interface PromptsTable {
  type: 'scrapingbee_query' | 'classifier' | 'profile_generator';
  prompt: string;
  version: Generated<number>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface ScrapeRunsTable {
  id: Generated<string>;
  /** 'scrape': started by a person (console, import CLI); 'recheck': by the re-check scheduler. */
  kind: Generated<'scrape' | 'recheck'>;
  model: string;
  status: Generated<'running' | 'completed' | 'cancelled'>;
  total: number;
  completed: Generated<number>;
  failed: Generated<number>;
  input_tokens: Generated<number>;
  output_tokens: Generated<number>;
  cost_usd: ColumnType<string, string | number | undefined, string | number>;
  created_by: string | null;
  created_at: CreatedAt;
  finished_at: Date | null;
}

export interface ScrapeRunItemsTable {
  run_id: string;
  hotel_id: string;
  url: string;
  status: Generated<'pending' | 'processing' | 'completed' | 'error'>;
  error: string | null;
  snippets_count: Generated<number>;
  pages_fetched: Generated<number>;
  /** Pages a re-check found unchanged / changed; null for a scrape. */
  pages_unchanged: number | null;
  pages_changed: number | null;
  attempts: Generated<number>;
  started_at: Date | null;
  finished_at: Date | null;
}

/** Admin settings by key (re-checks paused); the value is JSON. */
export interface AppSettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface AuditLogsTable {
  id: Generated<string>;
  created_at: CreatedAt;
  user_id: string | null;
  entity_type: 'hotel' | 'snippet' | 'profile' | 'prompt' | 'user' | 'setting' | 'webhook' | 'queue';
  entity_id: string;
  action: 'created' | 'updated' | 'deleted' | 'scraped';
  details: Json<Record<string, unknown>> | null;
}

export interface WebhookEndpointsTable {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  /** AES-256-GCM under WEBHOOK_SECRET_KEY (decision 230); never answered after creation. */
  secret_sealed: string;
  enabled: Generated<boolean>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpoint_id: string;
  event_id: string;
  event_type: 'run.completed' | 'profile.changed' | 'hotel.failed' | 'ping';
  /** The body sent on every attempt, so retries carry the same bytes. */
  payload: Json<Record<string, unknown>>;
  status: Generated<'pending' | 'retrying' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  response_status: number | null;
  last_error: string | null;
  duration_ms: number | null;
  created_at: CreatedAt;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
  hotels: HotelsTable;
  hotel_sources: HotelSourcesTable;
  snippets: SnippetsTable;
  profiles: ProfilesTable;
  prompts: PromptsTable;
  scrape_runs: ScrapeRunsTable;
  scrape_run_items: ScrapeRunItemsTable;
  audit_logs: AuditLogsTable;
  app_settings: AppSettingsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type HotelRow = Selectable<HotelsTable>;
export type NewHotel = Insertable<HotelsTable>;
export type HotelSourceRow = Selectable<HotelSourcesTable>;
export type SnippetRow = Selectable<SnippetsTable>;
export type NewSnippet = Insertable<SnippetsTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type PromptRow = Selectable<PromptsTable>;
export type ScrapeRunRow = Selectable<ScrapeRunsTable>;
export type ScrapeRunItemRow = Selectable<ScrapeRunItemsTable>;
export type AuditLogRow = Selectable<AuditLogsTable>;
export type NewAuditLog = Insertable<AuditLogsTable>;
