import { pipeline, Readable } from 'node:stream'
import { wallClockInZone, type BoardQuery } from '@ridelane/domain'
import { stringify } from 'csv-stringify'
import type { Database } from '../../db/client'
import { csvCell as cell } from '../../lib/csv-cell'
import { boardRowView } from './board-view'
import { boardBatches, type BoardFilter } from './repository'

const header = [
  'Booking code',
  'Status',
  'Pickup date',
  'Pickup time',
  'Time zone',
  'Pickup',
  'Drop-off',
  'Service area',
  'Vehicle',
  'Passenger',
  'Partner',
  'Provider',
  'Price (USD)',
  'Booked at (UTC)',
  'Needs assignment',
  'Sandbox',
]

/**
 * The board's filtered bookings as CSV, read in batches and written as the client takes them:
 * memory holds one batch, whatever the number of rows (docs/decisions/017-bookings-board.md).
 */
export function boardCsv(db: Database, query: BoardQuery, now = new Date()): Readable {
  const { sort, dir, page: _page, page_size: _size, ...filter } = query
  async function* records() {
    yield header
    for await (const batch of boardBatches(db, filter satisfies BoardFilter, { sort, dir })) {
      for (const record of batch) {
        const row = boardRowView(record, now)
        const local = wallClockInZone(row.pickup_time, row.timezone)
        yield [
          row.booking_code,
          row.status,
          local.date,
          local.time,
          row.timezone,
          cell(row.pickup_location),
          cell(row.dropoff_location),
          cell(row.service_area),
          cell(row.vehicle_name),
          cell(row.passenger_name),
          cell(row.partner_name),
          cell(row.provider_name),
          (row.total_cents / 100).toFixed(2),
          row.created_at,
          row.needs_assignment ? 'yes' : 'no',
          row.sandbox ? 'yes' : 'no',
        ]
      }
    }
  }
  // pipeline, not pipe: a database error ends the response instead of leaving it open.
  return pipeline(Readable.from(records()), stringify(), () => {})
}
