import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { providerDrivers } from './providers'

/**
 * A driver's week (docs/decisions/034-driver-availability.md): one row per shift, in the
 * wall-clock time of the ride's area. `ends` at or before `starts` runs past midnight (equal is
 * a whole day). A driver without rows keeps no hours: any time will do.
 */
export const driverShifts = pgTable(
  'driver_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => providerDrivers.id),
    /** 1 is Monday, 7 Sunday (ISO 8601). */
    weekday: integer('weekday').notNull(),
    /** HH:mm */
    starts: text('starts').notNull(),
    /** HH:mm */
    ends: text('ends').notNull(),
  },
  (table) => [
    index('driver_shifts_driver_idx').on(table.driverId),
    check('driver_shifts_weekday_check', sql`${table.weekday} between 1 and 7`),
    check(
      'driver_shifts_time_check',
      sql`${table.starts} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.ends} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
)

/** A span a driver is off (holiday, sick, a day at the garage); removed, never edited. */
export const driverTimeOff = pgTable(
  'driver_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => providerDrivers.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('driver_time_off_driver_idx').on(table.driverId, table.endsAt),
    check('driver_time_off_span_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
)
