import { awaitingAssignmentStatuses, type BoardQuery } from '@ridelane/domain'
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { bookings, partners, providers, quotes, serviceAreas } from '../../db/schema'

// The only file of the bookings board that touches Drizzle (docs/decisions/017-bookings-board.md).

export type BoardFilter = Omit<BoardQuery, 'sort' | 'dir' | 'page' | 'page_size'>
export type BoardOrder = Pick<BoardQuery, 'sort' | 'dir'>

const HOUR_MS = 3_600_000
/** No zone is more than 14 hours from UTC: a local day lies within its UTC day widened by that. */
const ZONE_REACH_MS = 14 * HOUR_MS

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`
const localPickupDay = sql`(${bookings.pickupTime} at time zone ${bookings.timezone})::date`
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Code, name, email and phone in one lower-case text: the expression of the trigram index
 * `bookings_search_idx` (drizzle/0006), which `like '%…%'` uses when it is written exactly so.
 */
const searchText = sql`lower(${bookings.bookingCode} || ' ' || ${bookings.name} || ' ' || ${bookings.email} || ' ' || ${bookings.phoneNumber})`

function searchCondition(q: string): SQL | undefined {
  // Phone numbers are stored as +digits: '+44 7700 900123' is searched as its digits too.
  const digits = q.replace(/\D/g, '')
  return or(
    sql`${searchText} like ${`%${escapeLike(q.toLowerCase())}%`}`,
    digits.length >= 3 && digits !== q ? sql`${searchText} like ${`%${digits}%`}` : undefined,
  )
}

function where(filter: BoardFilter): SQL | undefined {
  const { from, to, status, area, partner, provider, unassigned, q } = filter
  return and(
    from
      ? and(
          sql`${bookings.pickupTime} >= ${at(new Date(Date.parse(from) - ZONE_REACH_MS))}`,
          sql`${localPickupDay} >= ${from}::date`,
        )
      : undefined,
    to
      ? and(
          sql`${bookings.pickupTime} < ${at(new Date(Date.parse(to) + 24 * HOUR_MS + ZONE_REACH_MS))}`,
          sql`${localPickupDay} <= ${to}::date`,
        )
      : undefined,
    status && status.length > 0 ? inArray(bookings.bookingStatus, status) : undefined,
    area ? eq(quotes.areaId, area) : undefined,
    partner ? eq(bookings.partnerId, partner) : undefined,
    provider ? eq(bookings.providerId, provider) : undefined,
    unassigned
      ? and(
          isNull(bookings.providerId),
          isNull(bookings.driverId),
          inArray(bookings.bookingStatus, [...awaitingAssignmentStatuses]),
        )
      : undefined,
    q ? searchCondition(q) : undefined,
  )
}

const sortColumns = {
  pickup_time: bookings.pickupTime,
  created_at: bookings.createdAt,
  code: bookings.bookingCode,
  status: bookings.bookingStatus,
} as const

const rowColumns = {
  id: bookings.id,
  bookingCode: bookings.bookingCode,
  status: bookings.bookingStatus,
  pickupTime: bookings.pickupTime,
  timezone: bookings.timezone,
  pickupLocation: bookings.pickupLocation,
  dropoffLocation: bookings.dropoffLocation,
  serviceArea: serviceAreas.name,
  vehicleName: bookings.vehicleName,
  passengerName: bookings.name,
  partnerName: sql<string | null>`coalesce(${partners.businessName}, ${partners.email})`,
  providerName: providers.name,
  providerId: bookings.providerId,
  driverId: bookings.driverId,
  totalCents: bookings.totalCents,
  createdAt: bookings.createdAt,
}

function boardRows(db: Database) {
  return db
    .select(rowColumns)
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .leftJoin(serviceAreas, eq(serviceAreas.id, quotes.areaId))
    .leftJoin(partners, eq(partners.id, bookings.partnerId))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
}
export type BoardRecord = Awaited<ReturnType<ReturnType<typeof boardRows>['execute']>>[number]

function orderBy({ sort, dir }: BoardOrder) {
  const direction = dir === 'asc' ? asc : desc
  return [direction(sortColumns[sort]), direction(bookings.id)]
}

/** Joins each booking's quote only when the area filter needs it. */
function withArea<T extends PgSelect>(query: T, filter: BoardFilter): T {
  // The selection is explicit, so the join changes no row's shape: the cast only says so.
  return filter.area
    ? (query.innerJoin(quotes, eq(quotes.id, bookings.quoteId)) as unknown as T)
    : query
}

export async function countBoard(db: Database, filter: BoardFilter): Promise<number> {
  const [row] = await withArea(
    db.select({ total: count() }).from(bookings).$dynamic(),
    filter,
  ).where(where(filter))
  return row?.total ?? 0
}

/**
 * One page: the page's ids are found first, from bookings alone, and only those 50 or so rows
 * are joined to their quote, partner and provider (a join before the limit would join every
 * match).
 */
export function listBoard(
  db: Database,
  filter: BoardFilter,
  order: BoardOrder,
  offset: number,
  limit: number,
) {
  const page = withArea(db.select({ id: bookings.id }).from(bookings).$dynamic(), filter)
    .where(where(filter))
    .orderBy(...orderBy(order))
    .offset(offset)
    .limit(limit)
    .as('page')
  return boardRows(db)
    .innerJoin(page, eq(page.id, bookings.id))
    .orderBy(...orderBy(order))
}

/**
 * Every matching row in `batchSize` batches, each continuing after the last row of the one
 * before on the sort key and id, so memory stays at one batch and no batch skips an offset.
 */
export async function* boardBatches(
  db: Database,
  filter: BoardFilter,
  order: BoardOrder,
  batchSize = 1000,
): AsyncGenerator<BoardRecord[]> {
  let last: BoardRecord | undefined
  for (;;) {
    // The last row's sort value is read back from the table, not from JavaScript, whose Date
    // would drop the timestamp's microseconds and repeat or skip rows.
    const column = sortColumns[order.sort]
    const lastValue = last
      ? sql`(select ${sql.identifier(column.name)} from ${bookings} where ${bookings.id} = ${last.id})`
      : undefined
    const after: SQL | undefined = last
      ? order.dir === 'asc'
        ? sql`(${column}, ${bookings.id}) > (${lastValue}, ${last.id})`
        : sql`(${column}, ${bookings.id}) < (${lastValue}, ${last.id})`
      : undefined
    const batch = await boardRows(db)
      .where(and(where(filter), after))
      .orderBy(...orderBy(order))
      .limit(batchSize)
    if (batch.length > 0) yield batch
    if (batch.length < batchSize) return
    last = batch.at(-1)
  }
}

/** What the board's filters offer: areas, partners and providers by name. */
export async function boardChoices(db: Database) {
  const [areas, partnerRows, providerRows] = await Promise.all([
    db
      .select({ id: serviceAreas.id, name: serviceAreas.name })
      .from(serviceAreas)
      .orderBy(asc(serviceAreas.name)),
    db
      .select({
        id: partners.id,
        name: sql<string>`coalesce(${partners.businessName}, ${partners.email})`,
      })
      .from(partners)
      .orderBy(sql`2`)
      .limit(500),
    db
      .select({ id: providers.id, name: providers.name })
      .from(providers)
      .orderBy(asc(providers.name))
      .limit(500),
  ])
  return { service_areas: areas, partners: partnerRows, providers: providerRows }
}
