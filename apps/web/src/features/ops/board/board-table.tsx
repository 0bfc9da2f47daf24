import {
  formatBookingStatus,
  type BoardRow,
  type BoardQuery,
  type BoardSortField,
} from '@ridelane/domain'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import { opsPaths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format-date-time'
import { SandboxMark } from '../components/sandbox-mark'
import {
  ActionsCell,
  BoardTableContext,
  CodeCell,
  escalationText,
  FlightBadges,
  needsAssignmentText,
  PickupCell,
  pickupOf,
  Pill,
  priceOf,
  RouteCell,
  routeOf,
  routeTipId,
  SelectAllBox,
  SelectBox,
  Truncated,
} from './board-cells'
import type { RideOutcome } from './board-outcomes'
import type { BoardDensity } from './board-preferences'

const features = tableFeatures({})
const column = createColumnHelper<typeof features, BoardRow>()
const allColumns = column.columns([
  column.display({
    id: 'select',
    header: () => <SelectAllBox />,
    cell: ({ row }) => <SelectBox row={row.original} />,
  }),
  column.accessor('booking_code', {
    id: 'code',
    header: 'Code',
    cell: ({ row }) => <CodeCell row={row.original} />,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <Truncated text={formatBookingStatus(info.getValue())} />,
  }),
  column.accessor('pickup_time', {
    header: 'Pickup time',
    cell: ({ row }) => <PickupCell row={row.original} />,
  }),
  column.display({
    id: 'route',
    header: 'Route',
    cell: ({ row }) => <RouteCell row={row.original} />,
  }),
  column.accessor('vehicle_name', {
    header: 'Vehicle',
    cell: (info) => <Truncated text={info.getValue()} />,
  }),
  column.accessor('passenger_name', {
    header: 'Passenger',
    cell: (info) => <Truncated text={info.getValue()} />,
  }),
  column.accessor('partner_name', {
    header: 'Partner',
    cell: (info) => <Truncated text={info.getValue() ?? '–'} />,
  }),
  column.accessor('provider_name', {
    header: 'Provider',
    cell: (info) => <Truncated text={info.getValue() ?? 'Not assigned'} />,
  }),
  column.accessor('total_cents', {
    header: 'Price',
    cell: ({ row }) => priceOf(row.original),
  }),
  column.accessor('created_at', {
    id: 'created_at',
    header: 'Booked',
    cell: (info) => formatDateTime(info.getValue(), 'UTC'),
  }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <ActionsCell row={row.original} />,
  }),
])
// One line a ride leaves out when each was booked; comfortable shows it.
const compactColumns = allColumns.filter((c) => c.id !== 'created_at')
const sortable = new Set<string>(['code', 'status', 'pickup_time', 'created_at'])
/** Widths of compact's fixed layout; the route takes what is left. */
const compactWidths: Record<string, string> = {
  select: 'w-9',
  code: 'w-28',
  status: 'w-32',
  pickup_time: 'w-32',
  vehicle_name: 'w-24',
  passenger_name: 'w-40',
  partner_name: 'w-24',
  provider_name: 'w-28',
  total_cents: 'w-18',
  actions: 'w-18',
}

export type BoardTableProps = {
  rows: BoardRow[]
  query: BoardQuery
  density: BoardDensity
  onSort: (sort: BoardSortField, dir: 'asc' | 'desc') => void
  selected: ReadonlySet<string>
  onToggle: (id: string) => void
  onToggleAll: (on: boolean) => void
  /** The row that takes Tab into the table (roving focus). */
  activeId: string | undefined
  onActivate: (id: string) => void
  /** The ride whose assign panel is open under its row. */
  assigning: string | undefined
  assignPanel: (row: BoardRow) => ReactNode
  onAssign: (row: BoardRow) => void
  onOffer: (row: BoardRow) => void
  /** Rides being offered right now. */
  offering: ReadonlySet<string>
  /** The last outcome of an action on each ride, shown under its row. */
  notes: ReadonlyMap<string, RideOutcome>
}

/**
 * The board as a table on wide screens, one line a ride in compact density, and as cards on
 * phones; the server sorts and pages. Rows take focus in turn (the board's keys are in
 * use-board-keys.ts); the assign panel and the outcome of an action open under their row.
 */
export function BoardTable(props: BoardTableProps) {
  const { rows, query, density, onSort, activeId, onActivate, assigning, assignPanel, notes } =
    props
  const compact = density === 'compact'
  const table = useTable({
    features,
    columns: compact ? compactColumns : allColumns,
    data: rows,
    getRowId: (row) => row.id,
  })
  const span = (compact ? compactColumns : allColumns).length
  const tabStop = activeId ?? rows[0]?.id

  return (
    <BoardTableContext value={{ ...props, tabStop }}>
      <ul className="mt-3 space-y-3 md:hidden" aria-label="Bookings">
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
                <Pill tone="warning">{needsAssignmentText}</Pill>
              </div>
            )}
            {row.escalated && (
              <div>
                <Pill tone="danger">{escalationText(row)}</Pill>
              </div>
            )}
            <p className="mt-1 text-ink-900">{pickupOf(row)}</p>
            <FlightBadges flight={row.flight} />
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
      <div className="mt-2 hidden rounded-card bg-white shadow-card md:block">
        <table className={cn('w-full text-left', compact ? 'table-fixed text-xs' : 'text-sm')}>
          <caption className="sr-only">
            Bookings, sorted by {query.sort.replace('_', ' ')}{' '}
            {query.dir === 'asc' ? 'ascending' : 'descending'}
          </caption>
          {compact && (
            <colgroup>
              {table.getAllLeafColumns().map((c) => (
                <col key={c.id} className={compactWidths[c.id]} />
              ))}
            </colgroup>
          )}
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
                      className={cn('whitespace-nowrap', compact ? 'px-2 py-1.5' : 'p-3')}
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
            {table.getRowModel().rows.map((row) => {
              const ride = row.original
              const note = notes.get(ride.id)
              return (
                <Fragment key={row.id}>
                  <tr
                    data-board-row={ride.id}
                    tabIndex={ride.id === tabStop ? 0 : -1}
                    aria-describedby={compact ? routeTipId(ride) : undefined}
                    onFocus={() => onActivate(ride.id)}
                    className={cn(
                      'group/row border-b border-ink-100 last:border-0 focus-visible:bg-ink-50 focus-visible:[outline-offset:-3px]',
                      // One line a ride, every row the same height, buttons or none.
                      compact ? 'h-8 align-middle' : 'align-top',
                      ride.needs_assignment && 'bg-warning-50',
                    )}
                  >
                    {row.getAllCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={cn(
                          'text-ink-800',
                          compact ? 'px-2 py-0 whitespace-nowrap' : 'p-3',
                        )}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                  {note && (
                    <tr className="border-b border-ink-100">
                      <td
                        colSpan={span}
                        className={cn(
                          'px-3 py-1 text-xs',
                          note.done ? 'text-success-700' : 'text-danger-700',
                        )}
                      >
                        <span className="font-mono font-semibold">{note.code}</span>{' '}
                        {note.done ? '' : 'Refused: '}
                        {note.message}
                      </td>
                    </tr>
                  )}
                  {assigning === ride.id && (
                    <tr className="border-b border-ink-100 bg-ink-50">
                      <td colSpan={span} className="px-3 py-3">
                        {assignPanel(ride)}
                      </td>
                    </tr>
                  )}
                </Fragment>
              )
            })}
          </tbody>
        </table>
      </div>
    </BoardTableContext>
  )
}
