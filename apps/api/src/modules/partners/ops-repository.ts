import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { NetRate, PartnerStatus, RatePlanKind } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { areaVehicleRates, bookings, partners, serviceAreas } from '../../db/schema'

// The console's reads and writes of partners (docs/decisions/019-partner-approval.md).

export type PartnerListFilter = { status?: PartnerStatus; q?: string }

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

function where(filter: PartnerListFilter): SQL | undefined {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined
  return and(
    filter.status ? eq(partners.status, filter.status) : undefined,
    pattern ? or(ilike(partners.email, pattern), ilike(partners.businessName, pattern)) : undefined,
  )
}

export async function countPartners(db: Database, filter: PartnerListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(partners).where(where(filter))
  return row?.total ?? 0
}

const bookingTotals = (db: Database) =>
  db
    .select({
      partnerId: bookings.partnerId,
      bookingsCount: sql<number>`count(*)`.mapWith(Number).as('bookings_count'),
      revenueCents:
        sql<number>`coalesce(sum(${bookings.totalCents}) filter (where ${bookings.paymentStatus} = 'success'), 0)`
          .mapWith(Number)
          .as('revenue_cents'),
    })
    .from(bookings)
    .groupBy(bookings.partnerId)
    .as('totals')

/** A page of partners, newest first, with how many bookings each made and their revenue. */
export async function listPartnersWithTotals(
  db: Database,
  filter: PartnerListFilter,
  offset: number,
  limit: number,
) {
  const totals = bookingTotals(db)
  return db
    .select({
      partner: partners,
      bookingsCount: sql<number>`coalesce(${totals.bookingsCount}, 0)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(${totals.revenueCents}, 0)`.mapWith(Number),
    })
    .from(partners)
    .leftJoin(totals, eq(totals.partnerId, partners.id))
    .where(where(filter))
    .orderBy(desc(partners.createdAt), desc(partners.id))
    .offset(offset)
    .limit(limit)
}
export type PartnerWithTotals = Awaited<ReturnType<typeof listPartnersWithTotals>>[number]

export async function findPartnerWithTotals(db: Database, id: string) {
  const totals = bookingTotals(db)
  const [row] = await db
    .select({
      partner: partners,
      bookingsCount: sql<number>`coalesce(${totals.bookingsCount}, 0)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(${totals.revenueCents}, 0)`.mapWith(Number),
    })
    .from(partners)
    .leftJoin(totals, eq(totals.partnerId, partners.id))
    .where(eq(partners.id, id))
    .limit(1)
  return row
}

/** Locks the partner row for a status or discount change. */
export async function lockPartner(tx: Database, id: string) {
  const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update').limit(1)
  return row
}

export async function setPartnerStanding(
  tx: Database,
  id: string,
  change: {
    status?: PartnerStatus
    discountPercent?: number
    onAccountSince?: Date | null
    creditLimitCents?: number | null
    paidThrough?: string | null
    ratePlan?: RatePlanKind
    netPercent?: number
    markupPercent?: number
    hidePrices?: boolean
    netRates?: NetRate[]
  },
) {
  const [row] = await tx
    .update(partners)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(partners.id, id))
    .returning()
  return row!
}

/** The partner's newest bookings, with the discount each was booked with. */
export function recentPartnerBookings(db: Database, partnerId: string, limit: number) {
  return db
    .select({
      id: bookings.id,
      bookingCode: bookings.bookingCode,
      pickupLocation: bookings.pickupLocation,
      pickupTime: bookings.pickupTime,
      bookingStatus: bookings.bookingStatus,
      totalCents: bookings.totalCents,
      partnerDiscountPercent: bookings.partnerDiscountPercent,
    })
    .from(bookings)
    .where(eq(bookings.partnerId, partnerId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
}

/** Which of `areaIds` are service areas, and which "area:class" pairs the catalogue prices. */
export async function catalogueAreaClasses(tx: Database, areaIds: string[]) {
  if (areaIds.length === 0) return { areas: new Set<string>(), pairs: new Set<string>() }
  const [areas, rates] = await Promise.all([
    tx.select({ id: serviceAreas.id }).from(serviceAreas).where(inArray(serviceAreas.id, areaIds)),
    tx
      .select({ areaId: areaVehicleRates.areaId, classId: areaVehicleRates.vehicleClassId })
      .from(areaVehicleRates)
      .where(inArray(areaVehicleRates.areaId, areaIds)),
  ])
  return {
    areas: new Set(areas.map((a) => a.id)),
    pairs: new Set(rates.map((r) => `${r.areaId}:${r.classId}`)),
  }
}
