import {
  DEFAULT_BOOKING_FIELDS,
  partnerStatuses,
  ratePlanKinds,
  type BookingFields,
  type NetRate,
} from '@ridelane/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { oneOf } from './one-of'

/** A business partner account and its profile (docs/product.md#partner-accounts). */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique regardless of case. */
    email: text('email').notNull(),
    contactNumber: text('contact_number'),
    passwordHash: text('password_hash').notNull(),
    /** Off new quotes and bookings, only while `status` is 'active' (0 to 50). */
    discountPercent: integer('discount_percent').notNull().default(0),
    /**
     * 'discount': the public price less `discount_percent`. 'net': the partner pays the public
     * price less `net_percent` (or its area and class's own in `net_rates`) and the traveller sees
     * that plus `markup_percent`, or no price with `hide_prices`
     * (docs/decisions/043-partner-rate-plans.md). Only while `status` is 'active'.
     */
    ratePlan: text('rate_plan', { enum: ratePlanKinds }).notNull().default('discount'),
    netPercent: integer('net_percent').notNull().default(0),
    markupPercent: integer('markup_percent').notNull().default(0),
    hidePrices: boolean('hide_prices').notNull().default(false),
    /** Net rates of single areas and classes, as the domain's ratePlanSchema checked them. */
    netRates: jsonb('net_rates').$type<NetRate[]>().notNull().default([]),
    /**
     * email_unconfirmed -> pending_approval -> active <-> suspended
     * (docs/decisions/019-partner-approval.md). Accounts from before approval existed are active.
     */
    status: text('status', { enum: partnerStatuses }).notNull().default('active'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /**
     * When an operator approved the partner for monthly invoicing: its bookings are confirmed
     * without a card and go on its statement (docs/decisions/024-payments.md). Null: pays by card.
     */
    onAccountSince: timestamp('on_account_since', { withTimezone: true }),
    /**
     * The most an on-account partner may owe, in USD cents; null: no limit. A live booking or
     * change that would take its balance past it is refused (packages/domain partner/credit-limit.ts).
     */
    creditLimitCents: integer('credit_limit_cents'),
    /**
     * The last statement month ('YYYY-MM') an operator recorded as paid: the balance counts only
     * later months. Null: nothing paid yet.
     */
    paidThrough: text('paid_through'),
    businessName: text('business_name'),
    adminEmail: text('admin_email'),
    adminContact: text('admin_contact'),
    address: text('address'),
    country: text('country'),
    city: text('city'),
    taxId: text('tax_id'),
    website: text('website'),
    /**
     * The code of its affiliate widget and referral links (`data-partner="…"`), set when an
     * operator gives it a commission; null: no widget (docs/decisions/030-partner-business-tools.md).
     */
    referralCode: text('referral_code').unique(),
    /** Percent of a referred booking's fare the partner earns (0 to 50), set by an operator. */
    affiliateCommissionPercent: integer('affiliate_commission_percent').notNull().default(0),
    /**
     * Its cost centres and booking reference, and whether bookings must carry them, as the
     * domain's bookingFieldsSchema checked them (docs/decisions/045-corporate-booking-fields.md).
     */
    bookingFields: jsonb('booking_fields')
      .$type<BookingFields>()
      .notNull()
      .default(DEFAULT_BOOKING_FIELDS),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partners_email_idx').on(sql`lower(${table.email})`),
    check('partners_status_check', oneOf(table.status, partnerStatuses)),
    check('partners_credit_limit_check', sql`${table.creditLimitCents} >= 0`),
    check('partners_rate_plan_check', oneOf(table.ratePlan, ratePlanKinds)),
    check('partners_net_percent_check', sql`${table.netPercent} between 0 and 100`),
    check('partners_markup_percent_check', sql`${table.markupPercent} >= 0`),
    check('partners_paid_through_check', sql`${table.paidThrough} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
)

/** Opaque bearer tokens, stored as SHA-256 hashes; revoked by logout and password reset. */
export const partnerSessions = pgTable(
  'partner_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The team member signed in (partner_members); null: the account's own login. */
    memberId: uuid('member_id'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('partner_sessions_partner_idx').on(table.partnerId),
    index('partner_sessions_member_idx').on(table.memberId),
  ],
)

/** Single-use reset links, valid for one hour; only the hash of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** A team member's reset (partner_members); null: the account's own login. */
    memberId: uuid('member_id'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_partner_idx').on(table.partnerId)],
)

/** Single-use links that confirm a new partner's email, valid 72 hours; only the hash is kept. */
export const partnerEmailConfirmations = pgTable(
  'partner_email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('partner_email_confirmations_partner_idx').on(table.partnerId)],
)
