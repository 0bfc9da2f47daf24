import { rideOfferStatuses } from '@ridelane/domain'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  doublePrecision,
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
import { oneOf } from './one-of'
import { operators } from './operators'
import { providerDrivers, providers } from './providers'
import { traceContextColumn } from './work-origin'

// The provider portal, ride offers and the drivers' job links (docs/decisions/029-providers-and-drivers.md).

/**
 * People of a transport provider who use the portal, invited by an operator. No password until
 * they follow their set-password link; TOTP is optional for them.
 */
export const providerUsers = pgTable(
  'provider_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    /** Stored lower-cased; unique regardless of case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_users_email_idx').on(sql`lower(${table.email})`),
    index('provider_users_provider_idx').on(table.providerId),
    check('provider_users_status_check', sql`${table.status} in ('active', 'disabled')`),
  ],
)

const providerUserRef = () =>
  uuid('provider_user_id')
    .notNull()
    .references(() => providerUsers.id, { onDelete: 'cascade' })

/** Bearer tokens stored as SHA-256, like partners' sessions: valid 30 days, ended by sign-out. */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerUserId: providerUserRef(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('provider_sessions_user_idx').on(table.providerUserId)],
)

/** Invitation and reset links and sign-in tickets for the second factor: hashed, single use. */
export const providerUserTokens = pgTable(
  'provider_user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerUserId: providerUserRef(),
    /** 'set_password' (invitation or reset) or 'sign_in_ticket' (between password and TOTP). */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    failedCodes: integer('failed_codes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('provider_user_tokens_user_idx').on(table.providerUserId),
    check(
      'provider_user_tokens_purpose',
      sql`${table.purpose} in ('set_password', 'sign_in_ticket')`,
    ),
  ],
)

/**
 * A ride offered to a provider. An operator sends it to one provider, or to every active provider
 * of the ride's area at once (one row each, one `batch_id`); the first to accept gets the ride,
 * the other rows are withdrawn. An open offer past `expires_at` counts as expired.
 */
export const rideOffers = pgTable(
  'ride_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    batchId: uuid('batch_id').notNull(),
    status: text('status', { enum: rideOfferStatuses }).notNull().default('open'),
    offeredBy: uuid('offered_by').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => providerUsers.id),
  },
  (table) => [
    index('ride_offers_booking_idx').on(table.bookingId),
    index('ride_offers_provider_idx').on(table.providerId, table.status),
    index('ride_offers_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
    check('ride_offers_status', oneOf(table.status, rideOfferStatuses)),
  ],
)

/**
 * Work due later, done by whichever API process claims it first (the mail outbox's lease
 * pattern): offer expiry, reminders, rating requests, message delivery. `dedupe_key` makes
 * scheduling the same work twice a no-op.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key').unique(),
    /** pending, done, failed (gave up), cancelled. */
    status: text('status').notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** While a process works on it, nobody else takes it before this moment. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The request (and its trace) that scheduled the job, and the booking it is about. */
    traceContext: traceContextColumn(),
  },
  (table) => [
    index('scheduled_jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      'scheduled_jobs_status',
      sql`${table.status} in ('pending', 'done', 'failed', 'cancelled')`,
    ),
  ],
)

/**
 * Text messages (SMS or WhatsApp) going out through the messaging port, written in the same
 * transaction as what causes them and sent once by the delivery job. `dedupe_key` keeps one
 * message per event (e.g. `driver-assigned:<booking>:<driver>`).
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sms or whatsapp. */
    channel: text('channel').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    /** Where the same text goes by mail when the messaging service cannot take it. */
    fallbackEmail: text('fallback_email'),
    bookingId: uuid('booking_id').references(() => bookings.id),
    dedupeKey: text('dedupe_key').unique(),
    /** pending, sent, failed, logged (no messaging service configured), emailed (fallback). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The messaging service's id for it (Twilio's message SID). */
    providerReference: text('provider_reference'),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The request (and its trace) that queued the message, and the booking it is about. */
    traceContext: traceContextColumn(),
  },
  (table) => [
    index('outbound_messages_due_idx')
      .on(table.availableAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbound_messages_booking_idx').on(table.bookingId),
    check('outbound_messages_channel', sql`${table.channel} in ('sms', 'whatsapp')`),
    check(
      'outbound_messages_status',
      sql`${table.status} in ('pending', 'sent', 'failed', 'logged', 'emailed')`,
    ),
  ],
)

/**
 * A driver's link to one job (`/driver/jobs/#<token>`): 256 random bits, only the hash kept;
 * dead once revoked (the job went to another driver) or 24 hours after the ride.
 */
export const driverJobLinks = pgTable(
  'driver_job_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => providerDrivers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('driver_job_links_booking_idx').on(table.bookingId)],
)

/** Where the driver was while on the way, shared with consent; deleted 7 days after the ride. */
export const driverLocations = pgTable(
  'driver_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracyMeters: doublePrecision('accuracy_meters'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('driver_locations_booking_idx').on(table.bookingId, table.recordedAt)],
)
