import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { serviceAreas } from './catalogue'
import { operators } from './operators'
import { providers } from './providers'

/**
 * A service area's automatic dispatch (docs/decisions/035-automatic-dispatch.md), edited in the
 * catalogue. An area without a row dispatches by hand, as before.
 */
export const dispatchRules = pgTable(
  'dispatch_rules',
  {
    areaId: text('area_id')
      .primaryKey()
      .references(() => serviceAreas.id),
    enabled: boolean('enabled').notNull(),
    /** Null: offered at confirmation. */
    offerHoursBeforePickup: integer('offer_hours_before_pickup'),
    preferredProviderIds: uuid('preferred_provider_ids').array().notNull(),
    offerMinutes: integer('offer_minutes').notNull(),
    oneByOneOffers: integer('one_by_one_offers').notNull(),
    broadcast: boolean('broadcast').notNull(),
    escalateMinutesBeforePickup: integer('escalate_minutes_before_pickup').notNull(),
    leadMarginMinutes: integer('lead_margin_minutes').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => operators.id),
  },
  (table) => [
    check('dispatch_rules_offer_minutes_check', sql`${table.offerMinutes} between 1 and 240`),
    check(
      'dispatch_rules_margins_check',
      sql`${table.leadMarginMinutes} between 0 and 240 and ${table.bufferMinutes} between 0 and 240`,
    ),
  ],
)

/**
 * A provider's own dispatch options in one of its areas (docs/decisions/035-automatic-dispatch.md):
 * auto-accept takes an offered ride at once when the provider has an active vehicle of its class
 * and its pickup falls within `accept_from`–`accept_to` (the area's wall clock; equal is all
 * day); auto-assign gives an accepted ride to its nearest free driver with a matching vehicle.
 */
export const providerAreaOptions = pgTable(
  'provider_area_options',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    areaId: text('area_id')
      .notNull()
      .references(() => serviceAreas.id),
    autoAccept: boolean('auto_accept').notNull().default(false),
    /** HH:mm */
    acceptFrom: text('accept_from').notNull().default('00:00'),
    /** HH:mm */
    acceptTo: text('accept_to').notNull().default('00:00'),
    autoAssign: boolean('auto_assign').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.areaId] }),
    check(
      'provider_area_options_time_check',
      sql`${table.acceptFrom} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.acceptTo} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
)

/**
 * An operator's saved board views ("tonight, unassigned"): a name and the board's query as its
 * address carries it. Each operator sees only their own.
 */
export const operatorBoardViews = pgTable(
  'operator_board_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    name: text('name').notNull(),
    /** The board's search string without the leading '?', e.g. 'unassigned=true&from=…'. */
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('operator_board_views_name_idx').on(table.operatorId, table.name)],
)
