import { OFFER_EXPIRY_MINUTES, type BoardQuery, type BoardRow } from '@ridelane/domain'
import { Download } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { opsPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { offerRideToArea } from '../api/board-actions'
import {
  downloadBoardCsv,
  useBoardChoicesQuery,
  useBoardLiveUpdates,
  useBoardQuery,
  useRefreshBoard,
  type LiveStatus,
} from '../api/ops-board'
import { OpsPager } from '../components/ops-pager'
import { BoardFilters } from './board-filters'
import { forEachRide, offeredText, type OutcomeReport, type RideOutcome } from './board-outcomes'
import { useBoardDensity, type BoardDensity } from './board-preferences'
import { BoardResults } from './board-results'
import {
  boardSearchParams,
  changeBoardSearch,
  isBoardFiltered,
  readBoardSearch,
  viewSearch,
} from './board-search'
import { BoardTable } from './board-table'
import { BoardViewsMenu } from './board-views-menu'
import { BulkActions } from './bulk-actions'
import { InlineAssign } from './inline-assign'
import { KeyboardHelp } from './keyboard-help'
import { focusBoardRow, useBoardKeys } from './use-board-keys'

const liveText: Record<LiveStatus, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: new and changed bookings appear by themselves.',
  offline: 'Live updates paused; trying again.',
}

const densities: Array<[BoardDensity, string]> = [
  ['compact', 'Compact'],
  ['comfortable', 'Comfortable'],
]

function DensityToggle({
  density,
  onChange,
}: {
  density: BoardDensity
  onChange: (density: BoardDensity) => void
}) {
  return (
    <div
      role="group"
      aria-label="Density"
      className="inline-flex h-9 items-center rounded-control border border-ink-300 bg-white p-0.5"
    >
      {densities.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={density === value}
          onClick={() => onChange(value)}
          className={cn(
            'h-full rounded-[0.5rem] px-2.5 text-sm font-semibold',
            density === value ? 'bg-ink-900 text-white' : 'text-ink-800 hover:bg-ink-50',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  )
}

const noRows: BoardRow[] = []

const toggled = <T,>(set: ReadonlySet<T>, item: T, on = !set.has(item)) => {
  const next = new Set(set)
  if (on) next.add(item)
  else next.delete(item)
  return next
}

/**
 * /ops/bookings: every booking, filtered and sorted, kept live (docs/decisions/017-bookings-board.md),
 * and built for dispatching many rides (issue 32): one line a ride, saved views, rides selected
 * for offers and assignments in bulk, assignment on the row, and keys for each.
 */
export function OpsBookingsPage() {
  useDocumentTitle('Bookings')
  const [params, setParams] = useSearchParams()
  const query = readBoardSearch(params)
  const board = useBoardQuery(query)
  const choices = useBoardChoicesQuery()
  const live = useBoardLiveUpdates()
  const refreshBoard = useRefreshBoard()
  const navigate = useNavigate()
  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState<string>()
  const [density, setDensity] = useBoardDensity()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [activeId, setActiveId] = useState<string>()
  const [assigning, setAssigning] = useState<string>()
  const [offering, setOffering] = useState<ReadonlySet<string>>(new Set())
  const [notes, setNotes] = useState<ReadonlyMap<string, RideOutcome>>(new Map())
  const [report, setReport] = useState<OutcomeReport>()
  const [expiry, setExpiry] = useState<number>(OFFER_EXPIRY_MINUTES.default)
  const [helpOpen, setHelpOpen] = useState(false)

  // The address asked for last: a second change made before the first has rendered (a search,
  // then a quick tick) builds on it instead of on the stale address, so neither is lost.
  const requested = useRef(params.toString())
  useEffect(() => {
    requested.current = params.toString()
  }, [params])
  const change = (update: Partial<BoardQuery>) => {
    const latest = readBoardSearch(new URLSearchParams(requested.current))
    const next = boardSearchParams(changeBoardSearch(latest, update))
    requested.current = next.toString()
    setParams(next)
  }
  const replaceSearch = (search: string) => {
    requested.current = search
    setParams(new URLSearchParams(search))
  }
  const rows = board.data?.bookings ?? noRows
  const total = board.data?.pagination.total
  const selectedRows = rows.filter((row) => selected.has(row.id))

  // Where the focused ride was: when it leaves the list (assigned, under "unassigned"), the
  // ride now in its place takes the focus, so the next one is a key away.
  const activeIndex = useRef(0)
  const activeRow = rows.find((row) => row.id === activeId)
  const tabStop = activeRow?.id ?? rows[Math.min(activeIndex.current, rows.length - 1)]?.id
  useEffect(() => {
    if (!activeId || rows.some((row) => row.id === activeId) || !tabStop) return
    const focusLost = document.activeElement === null || document.activeElement === document.body
    if (focusLost) focusBoardRow(tabStop)
  }, [rows, activeId, tabStop])
  const activate = (id: string) => {
    setActiveId(id)
    activeIndex.current = Math.max(
      0,
      rows.findIndex((row) => row.id === id),
    )
  }

  const note = (outcome: RideOutcome) =>
    setNotes((before) => new Map(before).set(outcome.id, outcome))
  const report1 = (title: string, outcome: RideOutcome) => {
    note(outcome)
    setReport({ title, outcomes: [outcome] })
  }

  const offer = async (row: BoardRow) => {
    if (offering.has(row.id)) return
    setOffering((before) => toggled(before, row.id, true))
    const [outcome] = await forEachRide(
      [row],
      async (ride) => offeredText(await offerRideToArea(ride.id, expiry), expiry),
      'Failed to offer the ride',
    )
    setOffering((before) => toggled(before, row.id, false))
    report1(`Offered ${row.booking_code} to its area’s providers`, outcome!)
    void refreshBoard()
  }
  const closePanel = (outcome?: RideOutcome) => {
    const id = assigning
    setAssigning(undefined)
    if (id) focusBoardRow(id)
    if (outcome) report1(`Assigned ${outcome.code}`, outcome)
  }

  useBoardKeys({
    rows,
    activeId: tabStop,
    open: (row) => void navigate(opsPaths.bookingDetail(row.id)),
    assign: (row) => setAssigning(row.id),
    offer: (row) => void offer(row),
    toggle: (row) => setSelected((before) => toggled(before, row.id)),
    closePanel: () => {
      if (!assigning) return false
      closePanel()
      return true
    },
    help: () => setHelpOpen(true),
  })

  const exportCsv = async () => {
    setExporting(true)
    setExportError(undefined)
    try {
      await downloadBoardCsv(query)
    } catch (error) {
      setExportError(apiErrorMessage(error, 'The export failed. Please try again.'))
    } finally {
      setExporting(false)
    }
  }

  return (
    // Wider than the console's other pages on a large screen: every column on one line.
    <div className="lg:mx-[calc((100%_-_min(100vw_-_3.5rem,_90rem))_/_2)]">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-baseline gap-x-4">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">Bookings</h1>
          <p role="status" className="text-sm text-ink-600">
            {liveText[live]}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <BoardViewsMenu current={viewSearch(query)} onApply={replaceSearch} />
          <DensityToggle density={density} onChange={setDensity} />
          <KeyboardHelp
            open={helpOpen}
            onOpen={() => setHelpOpen(true)}
            onClose={() => setHelpOpen(false)}
          />
          <Button variant="outline" size="sm" onClick={() => void exportCsv()} disabled={exporting}>
            <Download className="size-4" aria-hidden="true" />
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        </div>
      </div>
      {exportError && (
        <Alert tone="danger" className="mt-3">
          {exportError}
        </Alert>
      )}

      <BoardFilters
        query={query}
        choices={choices.data}
        onChange={change}
        onClear={() => replaceSearch('')}
        summary={
          <p className="text-sm text-ink-700" aria-live="polite">
            {total === undefined
              ? null
              : `${total === 1 ? '1 booking' : `${total.toLocaleString('en-GB')} bookings`}${
                  isBoardFiltered(query) ? ' match' : ''
                }`}
          </p>
        }
      />

      {board.isError && (
        <Alert tone="danger" className="mt-4">
          {apiErrorMessage(board.error, 'Failed to load the bookings')}
        </Alert>
      )}
      {board.isPending && (
        <p role="status" className="mt-4 text-ink-700">
          Loading bookings…
        </p>
      )}
      {selectedRows.length > 0 && (
        <BulkActions
          rows={selectedRows}
          expiry={expiry}
          onExpiry={setExpiry}
          onReport={(done) => {
            setReport(done)
            setNotes((before) => {
              const next = new Map(before)
              for (const outcome of done.outcomes) next.set(outcome.id, outcome)
              return next
            })
            // What went through leaves the selection; what was refused stays for another try.
            setSelected((before) => {
              const next = new Set(before)
              for (const outcome of done.outcomes) if (outcome.done) next.delete(outcome.id)
              return next
            })
          }}
          onClear={() => setSelected(new Set())}
        />
      )}
      <BoardResults report={report} onDismiss={() => setReport(undefined)} />
      {board.isSuccess && rows.length === 0 && (
        <p className="mt-4 rounded-card bg-white p-6 text-ink-700 shadow-card">
          {isBoardFiltered(query)
            ? 'No booking matches this search and these filters.'
            : 'No bookings yet.'}
        </p>
      )}
      {rows.length > 0 && (
        <BoardTable
          rows={rows}
          query={query}
          density={density}
          onSort={(sort, dir) => change({ sort, dir })}
          selected={selected}
          onToggle={(id) => setSelected((before) => toggled(before, id))}
          onToggleAll={(on) =>
            setSelected((before) => {
              const next = new Set(before)
              for (const row of rows) {
                if (on) next.add(row.id)
                else next.delete(row.id)
              }
              return next
            })
          }
          activeId={tabStop}
          onActivate={activate}
          assigning={assigning}
          assignPanel={(row) => <InlineAssign row={row} onClose={closePanel} />}
          onAssign={(row) => setAssigning(assigning === row.id ? undefined : row.id)}
          onOffer={(row) => void offer(row)}
          offering={offering}
          notes={notes}
        />
      )}
      {board.data && (
        <OpsPager
          label="Bookings pages"
          pagination={board.data.pagination}
          onPageChange={(page) => change({ page })}
        />
      )}
    </div>
  )
}
