import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * Ridelane's own staff in the operator console (docs/decisions/010-operator-accounts.md). No
 * password until the operator follows their set-password link; no TOTP secret until enrolment.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique regardless of case. */
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'dispatcher'] }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret; never sent to a client once enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last 30-second step a code was accepted for, so one code never works twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Mobile in E.164, where escalated rides are texted (docs/decisions/035-automatic-dispatch.md). */
    phone: text('phone'),
    /** Admins on duty are called in first when automatic dispatch gives up on a ride. */
    onDuty: boolean('on_duty').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('operators_email_idx').on(sql`lower(${table.email})`),
    check('operators_role_check', sql`${table.role} in ('admin', 'dispatcher')`),
    check('operators_status_check', sql`${table.status} in ('active', 'disabled')`),
  ],
)

const operatorRef = () =>
  uuid('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' })

/** Bearer tokens stored as SHA-256; alive while used within 12 hours and not revoked. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: operatorRef(),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
)

/** Between the password and the second factor: a short-lived, single-use ticket (hashed). */
export const operatorSignInTickets = pgTable(
  'operator_sign_in_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: operatorRef(),
    tokenHash: text('token_hash').notNull().unique(),
    failedCodes: integer('failed_codes').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('operator_sign_in_tickets_operator_idx').on(table.operatorId)],
)

/** Single-use codes for a lost authenticator; only their hashes are kept. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: operatorRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('operator_recovery_codes_operator_idx').on(table.operatorId)],
)

/** Links from an invitation or the create-admin command: hashed, single use, expiring. */
export const operatorPasswordLinks = pgTable(
  'operator_password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: operatorRef(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('operator_password_links_operator_idx').on(table.operatorId)],
)
