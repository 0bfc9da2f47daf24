import { awaitingAssignmentStatuses, type BoardQuery, type BoardSortField } from '@ridelane/domain'
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
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

function searchCondition(q: string): SQL | undefined {
  const contains = `%${escapeLike(q)}%`
  const digits = q.replace(/\D/g, '')
  return or(
    sql`upper(${bookings.bookingCode}) like ${`${escapeLike(q.toUpperCase())}%`}`,
    sql`${bookings.name} ilike ${contains}`,
    sql`${bookings.email} ilike ${contains}`,
    // Phone numbers are stored as +digits; a search of 3 digits or more matches inside them.
    digits.length >= 3 ? sql`${bookings.phoneNumber} like ${`%${digits}%`}` : undefined,
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

export async function countBoard(db: Database, filter: BoardFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(where(filter))
  return row?.total ?? 0
}

export function listBoard(
  db: Database,
  filter: BoardFilter,
  order: BoardOrder,
  offset: number,
  limit: number,
) {
  return boardRows(db)
    .where(where(filter))
    .orderBy(...orderBy(order))
    .offset(offset)
    .limit(limit)
}

/** The sort value of a row, to continue after it (keyset paging). */
function sortValue(row: BoardRecord, sort: BoardSortField): SQL {
  if (sort === 'pickup_time') return at(row.pickupTime)
  if (sort === 'created_at') return at(row.createdAt)
  return sql`${sort === 'code' ? row.bookingCode : row.status}`
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
    const after: SQL | undefined = last
      ? order.dir === 'asc'
        ? sql`(${sortColumns[order.sort]}, ${bookings.id}) > (${sortValue(last, order.sort)}, ${last.id})`
        : sql`(${sortColumns[order.sort]}, ${bookings.id}) < (${sortValue(last, order.sort)}, ${last.id})`
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
