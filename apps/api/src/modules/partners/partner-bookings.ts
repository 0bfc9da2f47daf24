import {
  actsInSandboxOnly,
  bookingRouteText,
  centsText,
  formatBookingStatus,
  fromCents,
  paginationFor,
  partnerPaymentLabels,
  wallClockInZone,
  type PartnerActor,
  type PartnerBookingListItem,
  type PartnerBookingsFilter,
  type PartnerBookingsQuery,
  type PartnerBookingsResponse,
} from '@ridelane/domain'
import { stringify } from 'csv-stringify/sync'
import type { Database } from '../../db/client'
import { csvCell as cell } from '../../lib/csv-cell'
import {
  countFilteredBookings,
  filteredBookingsPage,
  type BookingCursor,
  type BookingsReach,
  type FilteredBookingRow,
} from './bookings-repository'

/** The partner whose bookings are read, and who reads them: a test key sees the sandbox's only. */
type Reader = { id: string; email: string; actor?: PartnerActor }

const reachOf = (reader: Reader): BookingsReach =>
  actsInSandboxOnly(reader.actor) ? 'sandbox' : 'all'

/** Who booked it: the label kept on the booking, else the account's own login (bookings from before teams). */
export const bookedByOrAccount = (bookedBy: string | null, accountEmail: string) =>
  bookedBy ?? accountEmail

function listItem(row: FilteredBookingRow, accountEmail: string): PartnerBookingListItem {
  return {
    id: row.id,
    booking_code: row.bookingCode,
    pickup_location: row.pickupLocation,
    dropoff_location: row.dropoffLocation ?? '',
    pickup_time: row.pickupTime.toISOString(),
    timezone: row.timezone,
    guest_name: row.name,
    vehicle_price: fromCents(row.totalCents),
    booking_status: row.bookingStatus,
    booked_by: bookedByOrAccount(row.bookedBy, accountEmail),
    cost_centre: row.costCentre,
    booking_reference: row.bookingReference,
    sandbox: row.sandbox,
  }
}

/** One page of the partner's own bookings that pass the filter, newest first; a page past the end is empty. */
export async function listPartnerBookings(
  db: Database,
  partner: Reader,
  { page, limit, ...filter }: PartnerBookingsQuery,
): Promise<PartnerBookingsResponse> {
  const reach = reachOf(partner)
  const [total, rows] = await Promise.all([
    countFilteredBookings(db, partner.id, filter, reach),
    filteredBookingsPage(db, partner.id, filter, reach, (page - 1) * limit, limit),
  ])
  return {
    bookings: rows.map((row) => listItem(row, partner.email)),
    pagination: paginationFor(total, page, limit),
  }
}

const csvHeader = [
  'Booking code',
  'Created (UTC)',
  'Pickup time (local)',
  'Time zone',
  'Status',
  'Payment',
  'Route',
  'Vehicle',
  'Passengers',
  'Traveller',
  'Booked by',
  'Cost centre',
  'Booking reference',
  'Gross',
  'Discount',
  'Net',
  'Currency',
  'Test booking',
]

function paymentWords(row: FilteredBookingRow): string {
  if (row.onAccount) return partnerPaymentLabels.on_account
  if (row.paymentStatus === 'success' || row.paymentStatus === 'refunded') {
    return partnerPaymentLabels.card
  }
  return row.paymentStatus === 'failed' ? 'Card payment failed' : 'Not paid'
}

function csvRow(row: FilteredBookingRow, accountEmail: string): string[] {
  const local = wallClockInZone(row.pickupTime, row.timezone)
  return [
    row.bookingCode,
    row.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    `${local.date} ${local.time}`,
    row.timezone,
    formatBookingStatus(row.bookingStatus),
    paymentWords(row),
    cell(bookingRouteText(row)),
    cell(row.vehicleName),
    String(row.passengers),
    cell(row.name),
    cell(bookedByOrAccount(row.bookedBy, accountEmail)),
    cell(row.costCentre ?? ''),
    cell(row.bookingReference ?? ''),
    centsText(row.totalCents + row.partnerDiscountCents),
    centsText(row.partnerDiscountCents),
    centsText(row.totalCents),
    'USD',
    row.sandbox ? 'Yes' : 'No',
  ]
}

/** Read in slices so a long history is never one huge query. */
const CSV_BATCH = 500

/**
 * Every booking that passes the filter, every page of it, as CSV. Amounts are USD (the currency
 * charged), written from whole cents; cells a traveller or partner typed are defused against
 * spreadsheet formulas.
 */
export async function partnerBookingsCsv(
  db: Database,
  partner: Reader,
  filter: PartnerBookingsFilter,
  batchSize = CSV_BATCH,
): Promise<string> {
  const reach = reachOf(partner)
  const rows: string[][] = [csvHeader]
  let after: BookingCursor | undefined
  for (;;) {
    const batch = await filteredBookingsPage(db, partner.id, filter, reach, 0, batchSize, after)
    rows.push(...batch.map((row) => csvRow(row, partner.email)))
    if (batch.length < batchSize) break
    const last = batch.at(-1)!
    after = { createdAt: last.exactCreatedAt, id: last.id }
  }
  return stringify(rows)
}
