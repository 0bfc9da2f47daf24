import { ANONYMISED_TEXT, bookingStatuses, isFinalStatus } from '@ridelane/domain'
import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookingEvents, bookings, driverLocations } from '../../db/schema'
import {
  travellerData,
  type Anonymisation,
  type BookingRows,
  type TravellerTable,
} from './personal-columns'

// Anonymisation's reads and writes (data-rights-repository.ts holds the data requests' own).
// anonymiseBookings writes what personal-columns.ts declares, table by table, so the declaration
// and the work cannot part; the export reads the same rows through belongsToBookings.

export type AnonymisedCounts = {
  /** Bookings anonymised by this call (not those anonymised before). */
  bookings: number
  /** Rows changed or deleted, by table; tables with none are left out. */
  rows: Record<string, number>
}

type Scope = { ids: string[]; codes: string[] }

const finalStatuses = bookingStatuses.filter(isFinalStatus)
const erasedText = sql`${ANONYMISED_TEXT}::text`
const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )
const column = (name: string) => sql.identifier(name)

/**
 * Anonymises the traveller's data of these bookings and of every row that belongs to them
 * (personal-columns.ts), in one transaction, and marks the bookings anonymised. Amounts,
 * currencies, dates, statuses, booking codes, payment references and invoice numbers stay.
 * Running it again changes nothing: a row is written only where a value still differs from its
 * anonymised form, and `anonymised_at` keeps its first time. Ids of no booking are ignored.
 */
export async function anonymiseBookings(
  db: Database,
  bookingIds: readonly string[],
  now: Date = new Date(),
): Promise<AnonymisedCounts> {
  if (bookingIds.length === 0) return { bookings: 0, rows: {} }
  return db.transaction(async (tx) => {
    // Locked in one order, so two anonymisations of overlapping bookings never deadlock.
    const locked = await tx
      .select({ id: bookings.id, code: bookings.bookingCode, anonymisedAt: bookings.anonymisedAt })
      .from(bookings)
      .where(inArray(bookings.id, [...bookingIds]))
      .orderBy(asc(bookings.id))
      .for('update')
    if (locked.length === 0) return { bookings: 0, rows: {} }
    const scope = { ids: locked.map((row) => row.id), codes: locked.map((row) => row.code) }
    const rows: Record<string, number> = {}
    for (const table of travellerData) {
      const changed = await anonymiseTable(tx, table, scope)
      if (changed > 0) rows[table.table] = changed
    }
    const fresh = locked.filter((row) => row.anonymisedAt === null).map((row) => row.id)
    if (fresh.length > 0) {
      await tx
        .update(bookings)
        .set({ anonymisedAt: now, updatedAt: now, version: sql`${bookings.version} + 1` })
        .where(inArray(bookings.id, fresh))
    }
    return { bookings: fresh.length, rows }
  })
}

async function anonymiseTable(tx: Database, table: TravellerTable, scope: Scope): Promise<number> {
  const belongs = belongsToBookings(table.rows, scope)
  if (table.deleteRows) {
    return countOf(
      await tx.execute(sql`delete from ${column(table.table)} where ${belongs} returning 1`),
    )
  }
  const written = Object.entries(table.columns).filter(
    ([, { anonymise }]) => anonymise.kind !== 'generated',
  )
  const value = (name: string, anonymise: Anonymisation) =>
    anonymised(sql`${column(table.table)}.${column(name)}`, anonymise)
  const sets = written.map(
    ([name, { anonymise }]) => sql`${column(name)} = ${value(name, anonymise)}`,
  )
  const differs = written.map(
    ([name, { anonymise }]) => sql`${column(name)} is distinct from ${value(name, anonymise)}`,
  )
  return countOf(
    await tx.execute(sql`
      update ${column(table.table)} set ${sql.join(sets, sql`, `)}
      where (${belongs}) and (${sql.join(differs, sql` or `)})
      returning 1`),
  )
}

/** The condition that picks a table's rows of the bookings in `scope`, by any of `rows`. */
export function belongsToBookings(rows: readonly BookingRows[], scope: Scope): SQL {
  return sql.join(
    rows.map((each) => sql`(${rowsOf(each, scope)})`),
    sql` or `,
  )
}

/** The condition that picks a table's rows of the bookings in `scope`. */
function rowsOf(rows: BookingRows, scope: Scope): SQL {
  switch (rows.by) {
    case 'column':
      return sql`${column(rows.column)} in (${listOf(scope.ids)})`
    case 'quote':
      return sql`${column('id')} in (
        select ${column('quote_id')} from ${column('bookings')}
          where ${column('id')} in (${listOf(scope.ids)})
        union
        select ${column('quote_id')} from ${column('booking_changes')}
          where ${column('booking_id')} in (${listOf(scope.ids)})
            and ${column('quote_id')} is not null)`
    case 'audit':
      return sql`${column('target_kind')} = 'booking' and ${column('target_id')} in (${listOf(scope.ids)})`
    case 'mentions-code': {
      // A booking code is eight letters and digits: nothing LIKE would read as a wildcard.
      const patterns = sql`array[${listOf(scope.codes.map((code) => `%${code}%`))}]::text[]`
      return sql.join(
        rows.columns.map((name) => sql`${column(name)} like any (${patterns})`),
        sql` or `,
      )
    }
  }
}

/**
 * The anonymised form of `value` (a column, named with its table so that no subquery's own
 * columns hide it), as SQL; anonymising it again gives the same.
 */
function anonymised(value: SQL, anonymise: Anonymisation): SQL {
  switch (anonymise.kind) {
    case 'replaced':
      return sql`case when ${value} is null or ${value} = '' then ${value} else ${anonymise.by}::text end`
    case 'null':
      return sql`null`
    case 'zero':
      return sql`case when ${value} is null then null else 0::double precision end`
    case 'json-empty':
      return sql`case when ${value} is null then null else '{}'::jsonb end`
    case 'json-keep': {
      const kept =
        anonymise.keep.length === 0 ? sql`false` : sql`entry.key in (${listOf(anonymise.keep)})`
      return sql`case
        when ${value} is null or jsonb_typeof(${value}) = 'null' then ${value}
        when jsonb_typeof(${value}) <> 'object' then to_jsonb(${erasedText})
        else coalesce((
          select jsonb_object_agg(entry.key, case
            when ${kept} or entry.value = 'null'::jsonb then entry.value
            else to_jsonb(${erasedText}) end)
          from jsonb_each(${value}) as entry), '{}'::jsonb)
        end`
    }
    case 'json-paths': {
      // One subquery per path, each reading the one inside it as `doc`: the expression grows
      // with the paths, where nesting jsonb_set calls would repeat the document at every level.
      let document = sql`select ${value} as doc`
      anonymise.paths.forEach((path, index) => {
        const at = sql`${`{${path.join(',')}}`}::text[]`
        document = sql`select case
            when doc #> ${at} is null or jsonb_typeof(doc #> ${at}) = 'null' then doc
            else jsonb_set(doc, ${at}, to_jsonb(${erasedText}), false) end as doc
          from (${document}) as ${sql.identifier(`level_${index}`)}`
      })
      return sql`(${document})`
    }
    case 'generated':
    case 'row-deleted':
      throw new Error(`A ${anonymise.kind} column is not written`)
  }
}

// Both drivers answer raw queries with node-postgres' result shape.
const countOf = (result: unknown) => (result as { rows: unknown[] }).rows.length

export type RetentionCandidate = {
  id: string
  status: (typeof bookingStatuses)[number]
  pickupTime: Date
  roundTripTime: Date | null
  durationHours: number | null
  days: number | null
  lastEventAt: Date | null
}

export type BookingPosition = { pickupTime: Date; id: string }

const after = (position: BookingPosition | null) =>
  position === null
    ? undefined
    : or(
        gt(bookings.pickupTime, position.pickupTime),
        and(eq(bookings.pickupTime, position.pickupTime), gt(bookings.id, position.id)),
      )

const candidateColumns = {
  id: bookings.id,
  status: bookings.bookingStatus,
  pickupTime: bookings.pickupTime,
  roundTripTime: bookings.roundTripTime,
  durationHours: bookings.durationHours,
  days: bookings.days,
}

/**
 * Up to `limit` finished bookings not yet anonymised whose pickup is before `cutoff`, in pickup
 * order from `from` on, with their newest timeline event: the retention rule
 * (isDueForAnonymisation) decides which of them are due. The partial index of bookings not yet
 * anonymised (bookings_retention_idx) keeps the years of anonymised ones out of the scan.
 */
export function finishedBookingsBefore(
  db: Database,
  cutoff: Date,
  from: BookingPosition | null,
  limit: number,
): Promise<RetentionCandidate[]> {
  return db
    .select({
      ...candidateColumns,
      lastEventAt: sql`(select max(${bookingEvents.at}) from ${bookingEvents}
        where ${bookingEvents.bookingId} = ${bookings.id})`.mapWith(bookingEvents.at),
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.bookingStatus, finalStatuses),
        isNull(bookings.anonymisedAt),
        lt(bookings.pickupTime, cutoff),
        after(from),
      ),
    )
    .orderBy(asc(bookings.pickupTime), asc(bookings.id))
    .limit(limit)
}

/**
 * Up to `limit` finished rides that hold driver positions recorded before `before`, in pickup
 * order from `from` on: locationPurgeAt decides which are past their week. Read from the
 * positions, which hold only the last weeks' rides, rather than from every finished booking.
 */
export function finishedRidesWithPositions(
  db: Database,
  before: Date,
  from: BookingPosition | null,
  limit: number,
) {
  const holding = db
    .selectDistinct({ id: driverLocations.bookingId })
    .from(driverLocations)
    .where(lt(driverLocations.recordedAt, before))
  return db
    .select(candidateColumns)
    .from(bookings)
    .where(
      and(
        inArray(bookings.bookingStatus, finalStatuses),
        inArray(bookings.id, holding),
        after(from),
      ),
    )
    .orderBy(asc(bookings.pickupTime), asc(bookings.id))
    .limit(limit)
}

/** Deletes the driver positions of these rides; answers how many went. */
export async function deleteDriverPositions(
  db: Database,
  bookingIds: readonly string[],
): Promise<number> {
  if (bookingIds.length === 0) return 0
  const deleted = await db
    .delete(driverLocations)
    .where(inArray(driverLocations.bookingId, [...bookingIds]))
    .returning({ id: driverLocations.id })
  return deleted.length
}
