import { getTableConfig, jsonb, PgTable, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as schema from '../../db/schema'
import {
  bookingTablesWithoutPersonalData,
  notPersonal,
  otherPeoplesData,
  shortLivedData,
  travellerData,
} from './personal-columns'

// Every column of the schema that may hold personal data is classified in personal-columns.ts:
// anonymised with the booking, someone else's, or not personal for a stated reason. A column
// whose name sounds personal, and every JSON column (it can hold anything), must be listed.

/** Words of a column's name (split on `_`) that suggest it holds something about a person. */
const personalWords = new Set([
  'name',
  'email',
  'phone',
  'number',
  'whatsapp',
  'contact',
  'address',
  'location',
  'place',
  'lat',
  'lng',
  'home',
  'origin',
  'city',
  'country',
  'comment',
  'note',
  'notes',
  'instructions',
  'message',
  'body',
  'text',
  'subject',
  'description',
  'to',
  'recipient',
  'ip',
  'agent',
  'flight',
  'payload',
  'details',
  'detail',
  'request',
  'values',
  'before',
  'after',
  'reason',
  'query',
  'error',
  'website',
  'url',
  'tax',
  'licence',
  'plate',
  'card',
  'booked',
  'traveller',
  'guest',
  'passenger',
  'passengers',
  'fingerprint',
])

type Column = {
  table: string
  column: string
  sqlType: string
  notNull: boolean
  generated: boolean
}

function columnsOf(tables: readonly PgTable[]): Column[] {
  return tables.flatMap((table) => {
    const config = getTableConfig(table)
    return config.columns.map((column) => ({
      table: config.name,
      column: column.name,
      sqlType: column.getSQLType(),
      notNull: column.notNull,
      generated: column.generated !== undefined,
    }))
  })
}

const schemaTables = Object.values(schema).filter((value) => value instanceof PgTable)
const schemaColumns = columnsOf(schemaTables)

/** Types that can hold a name, an address, a number or a position; times and counts cannot. */
const mayHoldPersonalData = (sqlType: string) =>
  sqlType.startsWith('text') || sqlType.startsWith('varchar') || sqlType === 'double precision'

const looksPersonal = (column: Column) =>
  column.sqlType.startsWith('json') ||
  (mayHoldPersonalData(column.sqlType) &&
    column.column.split('_').some((word) => personalWords.has(word)))

/** Where a column is classified: the names of the lists that have it. */
function listsOf(table: string, column: string): string[] {
  const lists: string[] = []
  const traveller = travellerData.filter((entry) => entry.table === table)
  if (traveller.some((entry) => column in entry.columns)) lists.push('travellerData')
  if (otherPeoplesData[table]?.[column] !== undefined) lists.push('otherPeoplesData')
  if (notPersonal[table]?.[column] !== undefined) lists.push('notPersonal')
  if (shortLivedData[table]?.[column] !== undefined) lists.push('shortLivedData')
  return lists
}

/** Personal-looking columns of these tables that no list classifies, as `table.column`. */
function unclassified(tables: readonly PgTable[]): string[] {
  return columnsOf(tables)
    .filter((column) => looksPersonal(column) && listsOf(column.table, column.column).length === 0)
    .map((column) => `${column.table}.${column.column}`)
}

const columnIn = (table: string, name: string) =>
  schemaColumns.find((column) => column.table === table && column.column === name)

describe('the personal columns', () => {
  it('classify every column of the schema that looks personal, and every JSON column', () => {
    expect(unclassified(schemaTables)).toEqual([])
  })

  it('catch a new personal-looking column, in a new table or an existing one', () => {
    const guests = pgTable('booking_guests', {
      id: uuid('id').primaryKey(),
      booking_id: uuid('booking_id'),
      guest_email: text('guest_email'),
      preferences: jsonb('preferences'),
      seat: text('seat'),
    })
    const widerBookings = pgTable('bookings', {
      id: uuid('id').primaryKey(),
      name: text('name'),
      emergency_contact: text('emergency_contact'),
    })
    expect(unclassified([...schemaTables, guests, widerBookings])).toEqual([
      'booking_guests.guest_email',
      'booking_guests.preferences',
      'bookings.emergency_contact',
    ])
  })

  it('name only tables and columns that exist, each column in one list', () => {
    const named = [
      ...travellerData.flatMap((entry) =>
        Object.keys(entry.columns).map((column) => [entry.table, column] as const),
      ),
      ...Object.entries(otherPeoplesData).flatMap(([table, columns]) =>
        Object.keys(columns).map((column) => [table, column] as const),
      ),
      ...Object.entries(notPersonal).flatMap(([table, columns]) =>
        Object.keys(columns).map((column) => [table, column] as const),
      ),
      ...Object.entries(shortLivedData).flatMap(([table, columns]) =>
        Object.keys(columns).map((column) => [table, column] as const),
      ),
    ]
    const missing = named.filter(([table, column]) => !columnIn(table, column))
    expect(missing.map(([table, column]) => `${table}.${column}`)).toEqual([])
    const twice = named.filter(([table, column]) => listsOf(table, column).length > 1)
    expect(twice.map(([table, column]) => `${table}.${column}`)).toEqual([])
    // Only what the check would stop at is listed as not personal.
    const needless = Object.entries(notPersonal).flatMap(([table, columns]) =>
      Object.keys(columns).filter((name) => {
        const column = columnIn(table, name)
        return column !== undefined && !looksPersonal(column)
      }),
    )
    expect(needless).toEqual([])
    const tables = new Set(schemaColumns.map((column) => column.table))
    const travellerTables = travellerData.map((entry) => entry.table)
    expect(new Set(travellerTables).size).toBe(travellerTables.length)
    expect(Object.keys(bookingTablesWithoutPersonalData).filter((t) => !tables.has(t))).toEqual([])
  })

  it('anonymise each column in a way its type takes', () => {
    const misfits: string[] = []
    for (const entry of travellerData) {
      for (const [name, { anonymise }] of Object.entries(entry.columns)) {
        const column = columnIn(entry.table, name)!
        const fits = {
          replaced: column.sqlType === 'text',
          null: !column.notNull,
          zero: column.sqlType === 'double precision',
          'json-keep': column.sqlType === 'jsonb',
          'json-paths': column.sqlType === 'jsonb',
          'json-empty': column.sqlType === 'jsonb',
          generated: column.generated,
          'row-deleted': entry.deleteRows === true,
        }[anonymise.kind]
        if (!fits) misfits.push(`${entry.table}.${name}: ${anonymise.kind}`)
        // A generated column cannot be written: it follows its sources.
        if (column.generated && anonymise.kind !== 'generated')
          misfits.push(`${entry.table}.${name}`)
      }
      if (entry.deleteRows) {
        const kept = Object.entries(entry.columns).filter(
          ([, c]) => c.anonymise.kind !== 'row-deleted',
        )
        misfits.push(...kept.map(([name]) => `${entry.table}.${name}: kept in a deleted row`))
      }
      for (const rows of entry.rows) {
        const columns =
          rows.by === 'column' ? [rows.column] : rows.by === 'mentions-code' ? rows.columns : []
        for (const name of columns) {
          if (!columnIn(entry.table, name)) misfits.push(`${entry.table}: no column ${name}`)
        }
      }
    }
    expect(misfits).toEqual([])
  })

  it('say of every table that holds a booking id whether it holds traveller data', () => {
    const withBookingId = [
      ...new Set(
        schemaColumns.filter((column) => column.column === 'booking_id').map((c) => c.table),
      ),
    ]
    const classified = (table: string) =>
      travellerData.some(
        (entry) =>
          entry.table === table &&
          entry.rows.some((rows) => rows.by === 'column' && rows.column === 'booking_id'),
      ) || bookingTablesWithoutPersonalData[table] !== undefined
    expect(withBookingId.filter((table) => !classified(table))).toEqual([])
  })
})
