import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { languages } from '@ridelane/domain'
import { oneOf } from './one-of'

/**
 * The transport companies we work with (docs/decisions/013-provider-registry.md). Rows are
 * deactivated, never deleted. Commission is in hundredths of a percent: 1250 is 12.5 %.
 */
export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    licenceNumber: text('licence_number').notNull(),
    /** Catalogue area ids; checked against service_areas when written. */
    serviceAreaIds: text('service_area_ids').array().notNull(),
    commissionHundredths: integer('commission_hundredths').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('providers_commission_check', sql`${table.commissionHundredths} between 0 and 10000`),
  ],
)

export const providerDrivers = pgTable(
  'provider_drivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    languages: text('languages').array().notNull(),
    licenceNumber: text('licence_number').notNull(),
    /** The language of the driver's job texts and page (issue 35). */
    jobLanguage: text('job_language', { enum: languages }).notNull().default('en'),
    active: boolean('active').notNull().default(true),
    /** Where the driver starts from, for auto-assign's nearest free driver (optional). */
    homeLat: doublePrecision('home_lat'),
    homeLng: doublePrecision('home_lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_drivers_provider_idx').on(table.providerId),
    check('provider_drivers_job_language_check', oneOf(table.jobLanguage, languages)),
  ],
)

export const providerVehicles = pgTable(
  'provider_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    vehicleClassId: text('vehicle_class_id').notNull(),
    makeModel: text('make_model').notNull(),
    colour: text('colour').notNull(),
    /** Upper-case with spaces folded (normalizePlate), so the unique index sees one plate once. */
    plate: text('plate').notNull(),
    seats: integer('seats').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_vehicles_plate_idx').on(table.providerId, table.plate),
    check('provider_vehicles_seats_check', sql`${table.seats} between 1 and 60`),
  ],
)
