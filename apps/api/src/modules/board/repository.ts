import { awaitingAssignmentStatuses, type BoardQuery } from '@ridelane/domain'
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookingFlights, bookings, partners, providers, serviceAreas } from '../../db/schema'

// The only file of the bookings board that touches Drizzle (docs/decisions/017-bookings-board.md).

export type BoardFilter = Omit<BoardQuery, 'sort' | 'dir' | 'page' | 'page_size'>
export type BoardOrder = Pick<BoardQuery, 'sort' | 'dir'>

const HOUR_MS = 3_600_000
/** No zone is more than 14 hours from UTC: a local day lies within its UTC day widened by that. */
const ZONE_REACH_MS = 14 * HOUR_MS

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`
const localPickupDay = sql`(${bookings.pickupTime} at time zone ${bookings.timezone})::date`
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Code, name, email and phone in lower case: the stored column the trigram index covers. */
const searchText = bookings.searchText

const looksLikePhone = (q: string) => /^[+\d\s().-]+$/.test(q.trim())

function searchCondition(q: string): SQL | undefined {
  // Phone numbers are stored as +digits: '+44 7700 900123' is searched as its digits too. Only
  // a search written like a phone number is: a booking code's digits ('AB7MBG72') are no phone.
  const digits = looksLikePhone(q) ? q.replace(/\D/g, '') : ''
  return or(
    sql`${searchText} like ${`%${escapeLike(q.toLowerCase())}%`}`,
    digits.length >= 3 && digits !== q ? sql`${searchText} like ${`%${digits}%`}` : undefined,
  )
}

function where(filter: BoardFilter): SQL | undefined {
  const { from, to, status, area, partner, provider, unassigned, sandbox, q } = filter
  return and(
    // Test keys' bookings are not real rides: out of sight unless asked for.
    sandbox === 'include' ? undefined : eq(bookings.sandbox, sandbox === 'only'),
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
    area ? eq(bookings.areaId, area) : undefined,
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
  areaId: bookings.areaId,
  serviceArea: serviceAreas.name,
  vehicleName: bookings.vehicleName,
  passengerName: bookings.name,
  partnerName: sql<string | null>`coalesce(${partners.businessName}, ${partners.email})`,
  providerName: providers.name,
  providerId: bookings.providerId,
  driverId: bookings.driverId,
  sandbox: bookings.sandbox,
  dispatchEscalatedAt: bookings.dispatchEscalatedAt,
  totalCents: bookings.totalCents,
  createdAt: bookings.createdAt,
  version: bookings.version,
  flightCode: bookingFlights.code,
  flightOriginName: bookingFlights.originName,
  flightScheduledArrival: bookingFlights.scheduledArrival,
  flightArrivalAt: bookingFlights.arrivalAt,
  flightState: bookingFlights.state,
  flightMismatch: bookingFlights.mismatch,
  flightEscalatedAt: bookingFlights.escalatedAt,
}

/** Bookings with their area's, partner's and provider's names, and the `extra` columns. */
function boardRowsWith<Extra extends Record<string, SQL>>(
  db: Pick<Database, 'select'>,
  extra: Extra,
) {
  return db
    .select({ ...rowColumns, ...extra })
    .from(bookings)
    .leftJoin(serviceAreas, eq(serviceAreas.id, bookings.areaId))
    .leftJoin(partners, eq(partners.id, bookings.partnerId))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(bookingFlights, eq(bookingFlights.bookingId, bookings.id))
}
const boardRows = (db: Database) => boardRowsWith(db, {})
export type BoardRecord = Awaited<ReturnType<ReturnType<typeof boardRows>['execute']>>[number]

function orderBy({ sort, dir }: BoardOrder) {
  const direction = dir === 'asc' ? asc : desc
  return [direction(sortColumns[sort]), direction(bookings.id)]
}

export async function countBoard(db: Database, filter: BoardFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bookings).where(where(filter))
  return row?.total ?? 0
}

/**
 * One page: the page's ids are found first, from bookings alone, and only those 50 or so rows
 * are joined to their area, partner and provider (a join before the limit would join every
 * match).
 */
export function listBoard(
  db: Database,
  filter: BoardFilter,
  order: BoardOrder,
  offset: number,
  limit: number,
) {
  const page = db
    .select({ id: bookings.id })
    .from(bookings)
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
 * A search's page and total from one reading of its matches. The trigram index finds the few
 * hundred or thousand matches, which PostgreSQL keeps (a CTE used twice is materialised), counts
 * and sorts; asked separately, the page would rather walk a sort index and test every row it
 * passes against the search, and the count would search a second time.
 */
export async function searchBoard(
  db: Database,
  filter: BoardFilter,
  order: BoardOrder,
  offset: number,
  limit: number,
): Promise<{ rows: BoardRecord[]; total: number }> {
  const sortColumn = sortColumns[order.sort]
  const matches = db
    .$with('matches')
    .as(db.select({ id: bookings.id, key: sortColumn }).from(bookings).where(where(filter)))
  const direction = order.dir === 'asc' ? asc : desc
  // Only the outer query says WITH: a second WITH here would be a second, separate CTE.
  const page = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(direction(matches.key), direction(matches.id))
    .offset(offset)
    .limit(limit)
    .as('page')
  const total = sql<number>`(select count(*) from ${matches})::int`
  const records = await boardRowsWith(db.with(matches), { total })
    .innerJoin(page, eq(page.id, bookings.id))
    .orderBy(...orderBy(order))
  // A page past the last match has no row to carry the total.
  const count = records[0]?.total ?? (await countBoard(db, filter))
  return { rows: records.map(({ total: _total, ...row }) => row), total: count }
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
