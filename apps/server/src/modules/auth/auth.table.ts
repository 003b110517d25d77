import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { players } from '../player/player.table';

/** A login: the access token names it (`sid`), and closing it ends the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** How the player logged in: password, phone, registration, social, autologin, telegram. */
    method: varchar('method', { length: 16 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    fingerprint: varchar('fingerprint', { length: 128 }),
    platform: varchar('platform', { length: 8 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this a refresh is refused and the player logs in again. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: varchar('close_reason', { length: 32 }),
  },
  (table) => [index('sessions_player_index').on(table.playerId, table.createdAt)],
);

/** Security events (login, failed login, logout, password change, session closed, social link). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    event: varchar('event', { length: 48 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('security_events_player_index').on(table.playerId, table.createdAt),
    index('security_events_event_index').on(table.event, table.createdAt),
  ],
);

/** One-time codes sent by SMS or e-mail; only a hash is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    /** The phone number or e-mail address the code went to. */
    target: text('target').notNull(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_target_index').on(table.purpose, table.target, table.createdAt),
    // Serves the scheduled pruning of expired codes (maintenance/pruning.ts).
    index('one_time_codes_expires_index').on(table.expiresAt),
  ],
);

/** Single-use, short-lived auto-login tokens minted by operators; only a hash is kept. */
export const autologinTokens = pgTable(
  'autologin_tokens',
  {
    tokenHash: varchar('token_hash', { length: 128 }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Expired tokens are swept by expiry; the player index serves the cascade on player deletion.
  (table) => [
    index('autologin_tokens_expires_index').on(table.expiresAt),
    index('autologin_tokens_player_index').on(table.playerId),
  ],
);

/** A player's link to an identity at a social provider (OpenID Connect) or the messenger. */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    displayName: text('display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_connections_identity_unique').on(table.provider, table.subject),
    uniqueIndex('social_connections_player_provider_unique').on(table.playerId, table.provider),
  ],
);

/** An OpenID Connect login in flight: state and PKCE verifier stay on the server. */
export const socialLoginStates = pgTable(
  'social_login_states',
  {
    state: varchar('state', { length: 128 }).primaryKey(),
    provider: varchar('provider', { length: 32 }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /** Set when a logged-in player links an account rather than logging in. */
    linkPlayerId: uuid('link_player_id').references(() => players.id, { onDelete: 'cascade' }),
    /**
     * SHA-256 of the browser-binding cookie set when a login started: the callback must come from
     * the same browser (login CSRF). Null for a link, which is bound to the logged-in player instead.
     */
    bindingHash: varchar('binding_hash', { length: 64 }),
    fingerprint: varchar('fingerprint', { length: 128 }),
    locale: varchar('locale', { length: 8 }),
    affiliateTag: varchar('affiliate_tag', { length: 128 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('social_login_states_expires_index').on(table.expiresAt)],
);

/** Secrets the server makes for itself on first start (the token signing key without JWT_SECRET). */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
