import type { BoardRow, FlightSummary } from '@ridelane/domain'
import { AlertTriangle, Plane, Send, UserPlus } from 'lucide-react'
import { createContext, use, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Tooltip } from '@/components/ui/tooltip'
import { opsPaths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { flightIsOff, flightMismatchText } from '@/lib/flight-display'
import { formatDateTime } from '@/lib/format-date-time'
import { fullRoute, shortRoute } from '@/lib/short-route'
import { SandboxMark } from '../components/sandbox-mark'
import type { BoardDensity } from './board-preferences'

// The cells of the board's table in either density, reading the table's state from its context.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
export const priceOf = (row: BoardRow) => usd.format(row.total_cents / 100)
/** The pickup on its own clock, with the zone named: '15 Jan 2030, 09:30 GMT-5 (America/New_York)'. */
export const pickupOf = (row: BoardRow) =>
  `${formatDateTime(row.pickup_time, row.timezone)} (${row.timezone})`
/** The same, short enough for one line: '15 Jan, 09:30 GMT-5'. */
const pickupShortOf = (row: BoardRow) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone: row.timezone,
  }).format(new Date(row.pickup_time))
export const routeOf = (row: BoardRow) => fullRoute(row.pickup_location, row.dropoff_location)

export const needsAssignmentText = 'Starts within 24 h, nobody assigned'
export const escalatedText = 'No provider took it: assign by hand'
export const noDriverText = 'Its provider has no driver yet: call them or reassign'
export const flightEscalationText = 'Flight needs a look: decide the pickup'
const escalationTexts: Record<NonNullable<BoardRow['escalation_reason']>, string> = {
  no_provider: escalatedText,
  no_driver: noDriverText,
  flight: flightEscalationText,
}
/** What an escalated ride's flag says, by what it still lacks. */
export const escalationText = (row: BoardRow) =>
  escalationTexts[row.escalation_reason ?? 'no_provider']

/** Whether the board offers Assign and Offer on a ride (the API has the last word either way). */
export const canAssignFromBoard = (row: BoardRow) =>
  !row.sandbox && (row.status === 'confirmed' || row.status === 'assigned')
export const canOfferFromBoard = (row: BoardRow) =>
  !row.sandbox && row.status === 'confirmed' && row.provider_name === null

export function Pill({ tone, children }: { tone: 'warning' | 'danger'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'mt-1 inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        tone === 'warning'
          ? 'border-warning-300 bg-warning-50 text-warning-800'
          : 'border-danger-600/30 bg-danger-50 text-danger-700',
      )}
    >
      <AlertTriangle className="size-3.5" aria-hidden="true" />
      {children}
    </span>
  )
}

/** What the board says of a ride's flight: its label and any mismatch found at booking. */
function flightMarks(flight: FlightSummary | null): { text: string; warn: boolean }[] {
  if (!flight) return []
  const mismatch = flightMismatchText(flight)
  return [
    ...(flight.label ? [{ text: flight.label, warn: flightIsOff(flight) }] : []),
    ...(mismatch ? [{ text: mismatch, warn: true }] : []),
  ]
}

const flightTitle = (flight: FlightSummary) =>
  flight.origin_name ? `Flight ${flight.code} from ${flight.origin_name}` : `Flight ${flight.code}`

/** The flight's label ('flight +95 min') and any mismatch as small badges beside the pickup. */
export function FlightBadges({ flight }: { flight: FlightSummary | null }) {
  const marks = flightMarks(flight)
  if (!flight || marks.length === 0) return null
  return (
    <span className="mt-1 flex flex-wrap gap-1" title={flightTitle(flight)}>
      {marks.map((mark) => (
        <span
          key={mark.text}
          data-warn={mark.warn || undefined}
          className={cn(
            'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
            mark.warn
              ? 'border-warning-300 bg-warning-50 text-warning-800'
              : 'border-ink-200 bg-ink-50 text-ink-700',
          )}
        >
          <Plane className="size-3.5" aria-hidden="true" />
          {mark.text}
        </span>
      ))}
    </span>
  )
}

/** The same in one line: a plane, its words for screen readers and hover. */
function FlightIcon({ flight }: { flight: FlightSummary | null }) {
  const marks = flightMarks(flight)
  if (!flight || marks.length === 0) return null
  const text = `${flightTitle(flight)}: ${marks.map((mark) => mark.text).join(', ')}`
  return (
    <span title={text} className="inline-flex shrink-0">
      <Plane
        className={cn(
          'size-3.5',
          marks.some((mark) => mark.warn) ? 'text-warning-800' : 'text-ink-500',
        )}
        aria-hidden="true"
      />
      <span className="sr-only">{text}</span>
    </span>
  )
}

/** The same marks as a small icon each, for one line: the words for screen readers and hover. */
function MarkIcon({ tone, text }: { tone: 'warning' | 'danger'; text: string }) {
  return (
    <span title={text} className="inline-flex">
      <AlertTriangle
        className={cn('size-3.5', tone === 'warning' ? 'text-warning-800' : 'text-danger-700')}
        aria-hidden="true"
      />
      <span className="sr-only">{text}</span>
    </span>
  )
}

/** What the cells read of the table they are in. */
export type BoardCellsContextValue = {
  rows: BoardRow[]
  density: BoardDensity
  selected: ReadonlySet<string>
  onToggle: (id: string) => void
  onToggleAll: (on: boolean) => void
  /** The row that lets Tab into its controls. */
  tabStop: string | undefined
  /** The ride whose assign panel is open under its row. */
  assigning: string | undefined
  onAssign: (row: BoardRow) => void
  onOffer: (row: BoardRow) => void
  /** Rides being offered right now. */
  offering: ReadonlySet<string>
}
export const BoardTableContext = createContext<BoardCellsContextValue | null>(null)
const useBoardTable = () => use(BoardTableContext)!
/** Only the row that holds the Tab stop lets Tab into its controls (roving focus). */
const useTabIndex = (row: BoardRow) => (useBoardTable().tabStop === row.id ? 0 : -1)
/** The route's full text, which also describes its row while the row has focus. */
export const routeTipId = (row: BoardRow) => `board-route-${row.id}`

export function SelectAllBox() {
  const { rows, selected, onToggleAll } = useBoardTable()
  const all = rows.length > 0 && rows.every((row) => selected.has(row.id))
  const some = !all && rows.some((row) => selected.has(row.id))
  return (
    <input
      type="checkbox"
      aria-label="Select all on this page"
      className="size-4 accent-ink-900"
      checked={all}
      ref={(box) => {
        if (box) box.indeterminate = some
      }}
      onChange={(event) => onToggleAll(event.target.checked)}
    />
  )
}

export function SelectBox({ row }: { row: BoardRow }) {
  const { selected, onToggle } = useBoardTable()
  return (
    <input
      type="checkbox"
      tabIndex={useTabIndex(row)}
      aria-label={`Select ${row.booking_code}`}
      className="size-4 accent-ink-900"
      checked={selected.has(row.id)}
      onChange={() => onToggle(row.id)}
    />
  )
}

export function CodeCell({ row }: { row: BoardRow }) {
  const { density } = useBoardTable()
  const link = (
    <Link
      to={opsPaths.bookingDetail(row.id)}
      tabIndex={useTabIndex(row)}
      className="font-mono font-semibold text-ink-900 underline underline-offset-4"
    >
      {row.booking_code}
    </Link>
  )
  if (density === 'compact') {
    return (
      <span className="flex items-center gap-1">
        {link}
        {row.sandbox && <span className="sr-only"> Sandbox</span>}
        {row.sandbox && (
          <span
            aria-hidden="true"
            className="rounded-full border border-ink-300 px-1 text-[10px] font-semibold text-ink-800"
          >
            S
          </span>
        )}
        {row.needs_assignment && <MarkIcon tone="warning" text={needsAssignmentText} />}
        {row.escalated && <MarkIcon tone="danger" text={escalationText(row)} />}
      </span>
    )
  }
  return (
    <>
      {link}
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
    </>
  )
}

export function PickupCell({ row }: { row: BoardRow }) {
  const { density } = useBoardTable()
  if (density === 'comfortable') {
    return (
      <>
        {pickupOf(row)}
        <FlightBadges flight={row.flight} />
      </>
    )
  }
  return (
    <span className="flex items-center gap-1">
      <span className="block min-w-0 truncate" title={pickupOf(row)}>
        <span aria-hidden="true">{pickupShortOf(row)}</span>
        <span className="sr-only">{pickupOf(row)}</span>
      </span>
      <FlightIcon flight={row.flight} />
    </span>
  )
}

export function RouteCell({ row }: { row: BoardRow }) {
  const { density } = useBoardTable()
  const tabIndex = useTabIndex(row)
  if (density === 'comfortable') {
    return (
      <>
        {routeOf(row)}
        {row.service_area && <span className="block text-xs text-ink-600">{row.service_area}</span>}
      </>
    )
  }
  return (
    <Tooltip
      id={routeTipId(row)}
      tabIndex={tabIndex}
      tipClassName="group-focus-visible/row:visible"
      content={
        <>
          {routeOf(row)}
          {row.service_area && <span className="block text-ink-200">{row.service_area}</span>}
        </>
      }
    >
      {shortRoute(row.pickup_location, row.dropoff_location)}
    </Tooltip>
  )
}

export function Truncated({ text }: { text: string }) {
  const { density } = useBoardTable()
  return density === 'compact' ? (
    <span className="block truncate" title={text}>
      {text}
    </span>
  ) : (
    text
  )
}

export function ActionsCell({ row }: { row: BoardRow }) {
  const { density, onAssign, onOffer, assigning, offering } = useBoardTable()
  const tabIndex = useTabIndex(row)
  const compact = density === 'compact'
  const look = cn(
    'inline-flex items-center justify-center gap-1 rounded-control border border-ink-300 bg-white font-semibold text-ink-900 hover:border-ink-500 hover:bg-ink-50 disabled:opacity-55',
    compact ? 'size-6' : 'h-8 px-2.5 text-xs',
  )
  return (
    <span className="flex gap-1">
      {canAssignFromBoard(row) && (
        <button
          type="button"
          tabIndex={tabIndex}
          className={look}
          aria-expanded={assigning === row.id}
          aria-label={compact ? `Assign ${row.booking_code}` : undefined}
          title={compact ? 'Assign (a)' : undefined}
          onClick={() => onAssign(row)}
        >
          <UserPlus className="size-3.5" aria-hidden="true" />
          {!compact && 'Assign'}
        </button>
      )}
      {canOfferFromBoard(row) && (
        <button
          type="button"
          tabIndex={tabIndex}
          className={look}
          disabled={offering.has(row.id)}
          aria-label={compact ? `Offer ${row.booking_code} to the area’s providers` : undefined}
          title={compact ? 'Offer to the area’s providers (o)' : undefined}
          onClick={() => onOffer(row)}
        >
          <Send className="size-3.5" aria-hidden="true" />
          {!compact && 'Offer'}
        </button>
      )}
    </span>
  )
}
