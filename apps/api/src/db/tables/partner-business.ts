import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { partners } from './partners'

// A partner's business tools: its team, API keys and webhooks
// (docs/decisions/030-partner-business-tools.md).

/**
 * Colleagues a partner's admin invited. The account's own sign-up email (partners.email) is
 * its first admin and has no row here. No password until the invitation link is followed;
 * a removed member keeps the row (bookings name who booked) but can no longer sign in.
 */
export const partnerMembers = pgTable(
  'partner_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. Unique among members not removed, and never a partner's own email. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: ['admin', 'booker'] }).notNull(),
    passwordHash: text('password_hash'),
    /** SHA-256 of the single-use invitation token; cleared when the member sets a password. */
    inviteTokenHash: text('invite_token_hash').unique(),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    /** The member (null: the account's own login) who sent the invitation. */
    invitedByMemberId: uuid('invited_by_member_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partner_members_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.removedAt} is null`),
    index('partner_members_partner_idx').on(table.partnerId),
  ],
)

/**
 * Keys for the partner's own systems: `Authorization: Bearer rl_live_…` (or `rl_test_…`, which
 * books against the sandbox gateway only). Shown once; only the SHA-256 hash is kept, with the
 * first characters (`prefix`) to tell keys apart.
 */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['live', 'test'] }).notNull(),
    /** The key's first characters, e.g. `rl_live_8fK2`: shown in lists, never enough to use. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** Of apiKeyScopes in @ridelane/domain. */
    scopes: text('scopes').array().notNull(),
    /** Requests a minute this key may make (429 past it). */
    requestsPerMinute: integer('requests_per_minute').notNull().default(60),
    createdByMemberId: uuid('created_by_member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('partner_api_keys_partner_idx').on(table.partnerId)],
)

/** Where a partner wants booking events posted, signed with the endpoint's secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /**
     * The signing secret (`whsec_…`), sealed with the server's key: it must be read back to
     * sign, so a hash cannot do; the partner sees it once, at creation.
     */
    secretSealed: text('secret_sealed').notNull(),
    /** Of webhookEventTypes in @ridelane/domain. */
    events: text('events').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [index('webhook_endpoints_partner_idx').on(table.partnerId)],
)

/** One thing that happened to a partner's booking, with the stable id every delivery repeats. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** `evt_` and 24 random characters. */
    id: text('id').primaryKey(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id),
    type: text('type').notNull(),
    /** The JSON body sent, exactly as first built. */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_events_partner_created_idx').on(table.partnerId, table.createdAt)],
)

/** Every attempt to post an event to an endpoint: the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** 'delivered' (2xx), 'failed' (will retry), 'given_up' (24 hours of retries passed). */
    outcome: text('outcome', { enum: ['delivered', 'failed', 'given_up'] }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    /** True for an attempt a partner asked for by hand (redelivery). */
    manual: boolean('manual').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_event_idx').on(table.eventId, table.createdAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
)
