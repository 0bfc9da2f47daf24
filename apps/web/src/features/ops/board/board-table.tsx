import {
  formatBookingStatus,
  type BoardRow,
  type BoardQuery,
  type BoardSortField,
} from '@ridelane/domain'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { AlertTriangle, ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { Link } from 'react-router'
import { opsPaths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format-date-time'
import { SandboxMark } from '../components/sandbox-mark'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
export const priceOf = (row: BoardRow) => usd.format(row.total_cents / 100)
/** The pickup on its own clock, with the zone named: '15 Jan 2030, 09:30 GMT-5 (America/New_York)'. */
export const pickupOf = (row: BoardRow) =>
  `${formatDateTime(row.pickup_time, row.timezone)} (${row.timezone})`
const routeOf = (row: BoardRow) =>
  row.dropoff_location ? `${row.pickup_location} → ${row.dropoff_location}` : row.pickup_location

function NeedsAssignment() {
  return (
    <span className="mt-1 inline-flex items-center gap-1 rounded-full border border-warning-300 bg-warning-50 px-2 py-0.5 text-xs font-semibold text-warning-800">
      <AlertTriangle className="size-3.5" aria-hidden="true" />
      Starts within 24 h, nobody assigned
    </span>
  )
}

/** Automatic dispatch found no provider: the ride waits for an operator. */
function Escalated() {
  return (
    <span className="mt-1 inline-flex items-center gap-1 rounded-full border border-danger-600/30 bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
      <AlertTriangle className="size-3.5" aria-hidden="true" />
      No provider took it: assign by hand
    </span>
  )
}

const features = tableFeatures({})
const column = createColumnHelper<typeof features, BoardRow>()
const columns = column.columns([
  column.accessor('booking_code', {
    id: 'code',
    header: 'Code',
    cell: ({ row }) => (
      <>
        <Link
          to={opsPaths.bookingDetail(row.original.id)}
          className="font-mono font-semibold text-ink-900 underline underline-offset-4"
        >
          {row.original.booking_code}
        </Link>
        {row.original.sandbox && (
          <div className="mt-1">
            <SandboxMark />
          </div>
        )}
        {row.original.needs_assignment && (
          <div>
            <NeedsAssignment />
          </div>
        )}
        {row.original.escalated && (
          <div>
            <Escalated />
          </div>
        )}
      </>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => formatBookingStatus(info.getValue()),
  }),
  column.accessor('pickup_time', {
    header: 'Pickup time',
    cell: ({ row }) => pickupOf(row.original),
  }),
  column.display({
    id: 'route',
    header: 'Route',
    cell: ({ row }) => (
      <>
        {routeOf(row.original)}
        {row.original.service_area && (
          <span className="block text-xs text-ink-600">{row.original.service_area}</span>
        )}
      </>
    ),
  }),
  column.accessor('vehicle_name', { header: 'Vehicle' }),
  column.accessor('passenger_name', { header: 'Passenger' }),
  column.accessor('partner_name', {
    header: 'Partner',
    cell: (info) => info.getValue() ?? '–',
  }),
  column.accessor('provider_name', {
    header: 'Provider',
    cell: (info) => info.getValue() ?? 'Not assigned',
  }),
  column.accessor('total_cents', {
    header: 'Price',
    cell: ({ row }) => priceOf(row.original),
  }),
  column.accessor('created_at', {
    header: 'Booked',
    cell: (info) => formatDateTime(info.getValue(), 'UTC'),
  }),
])
const sortable = new Set<string>(['code', 'status', 'pickup_time', 'created_at'])

type BoardTableProps = {
  rows: BoardRow[]
  query: BoardQuery
  onSort: (sort: BoardSortField, dir: 'asc' | 'desc') => void
}

/** The board as a table on wide screens and as cards on phones; the server sorts and pages. */
export function BoardTable({ rows, query, onSort }: BoardTableProps) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.id })

  return (
    <>
      <ul className="mt-6 space-y-3 md:hidden" aria-label="Bookings">
        {rows.map((row) => (
          <li
            key={row.id}
            className={cn(
              'rounded-card bg-white p-4 text-sm shadow-card',
              row.needs_assignment && 'border-l-4 border-warning-300',
            )}
          >
            <Link
              to={opsPaths.bookingDetail(row.id)}
              className="font-mono font-semibold text-ink-900 underline underline-offset-4"
            >
              {row.booking_code}
            </Link>{' '}
            <span className="text-ink-700">· {formatBookingStatus(row.status)}</span>
            {row.sandbox && (
              <div className="mt-1">
                <SandboxMark />
              </div>
            )}
            {row.needs_assignment && (
              <div>
                <NeedsAssignment />
              </div>
            )}
            {row.escalated && (
              <div>
                <Escalated />
              </div>
            )}
            <p className="mt-1 text-ink-900">{pickupOf(row)}</p>
            <p className="break-words text-ink-700">{routeOf(row)}</p>
            <p className="text-ink-700">
              {row.passenger_name} · {row.vehicle_name} · {priceOf(row)}
            </p>
            <p className="text-ink-700">
              Partner: {row.partner_name ?? '–'} · Provider: {row.provider_name ?? 'Not assigned'}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-6 hidden overflow-x-auto rounded-card bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Bookings, sorted by {query.sort.replace('_', ' ')}{' '}
            {query.dir === 'asc' ? 'ascending' : 'descending'}
          </caption>
          <thead className="border-b border-ink-100 text-ink-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const id = header.column.id
                  const active = query.sort === id
                  const label = <table.FlexRender header={header} />
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="p-3 whitespace-nowrap"
                      aria-sort={
                        active ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                    >
                      {sortable.has(id) ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 font-semibold hover:text-ink-900"
                          onClick={() =>
                            onSort(
                              id as BoardSortField,
                              active && query.dir === 'asc' ? 'desc' : 'asc',
                            )
                          }
                        >
                          {label}
                          {active ? (
                            query.dir === 'asc' ? (
                              <ArrowUp className="size-3.5" aria-hidden="true" />
                            ) : (
                              <ArrowDown className="size-3.5" aria-hidden="true" />
                            )
                          ) : (
                            <ArrowUpDown className="size-3.5 text-ink-400" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={cn(
                  'border-b border-ink-100 align-top last:border-0',
                  row.original.needs_assignment && 'bg-warning-50',
                )}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="p-3 text-ink-800">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
