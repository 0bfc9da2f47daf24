import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { serviceAreas } from './catalogue'
import { operators } from './operators'

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
