import type { BoardQuery } from '@ridelane/domain'
import { Download } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import {
  downloadBoardCsv,
  useBoardChoicesQuery,
  useBoardLiveUpdates,
  useBoardQuery,
  type LiveStatus,
} from '../api/ops-board'
import { OpsPager } from '../components/ops-pager'
import { BoardFilters } from './board-filters'
import {
  boardSearchParams,
  changeBoardSearch,
  isBoardFiltered,
  readBoardSearch,
} from './board-search'
import { BoardTable } from './board-table'

const liveText: Record<LiveStatus, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: new and changed bookings appear by themselves.',
  offline: 'Live updates paused; trying again.',
}

/** /ops/bookings: every booking, filtered and sorted, kept live (docs/decisions/017-bookings-board.md). */
export function OpsBookingsPage() {
  useDocumentTitle('Bookings')
  const [params, setParams] = useSearchParams()
  const query = readBoardSearch(params)
  const board = useBoardQuery(query)
  const choices = useBoardChoicesQuery()
  const live = useBoardLiveUpdates()
  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState<string>()

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
  const rows = board.data?.bookings ?? []
  const total = board.data?.pagination.total

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
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Bookings</h1>
          <p className="mt-2 text-ink-700">
            Every booking, with its pickup time on the pickup’s own clock.
          </p>
        </div>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
          <Download className="size-4" aria-hidden="true" />
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-ink-600">
        {liveText[live]}
      </p>
      {exportError && (
        <Alert tone="danger" className="mt-4">
          {exportError}
        </Alert>
      )}

      <BoardFilters
        query={query}
        choices={choices.data}
        onChange={change}
        onClear={() => {
          requested.current = ''
          setParams(new URLSearchParams())
        }}
      />

      {board.isError && (
        <Alert tone="danger" className="mt-6">
          {apiErrorMessage(board.error, 'Failed to load the bookings')}
        </Alert>
      )}
      {board.isPending && (
        <p role="status" className="mt-6 text-ink-700">
          Loading bookings…
        </p>
      )}
      {total !== undefined && (
        <p className="mt-6 text-sm text-ink-700" aria-live="polite">
          {total === 1 ? '1 booking' : `${total.toLocaleString('en-GB')} bookings`}
          {isBoardFiltered(query) ? ' match' : ''}
        </p>
      )}
      {board.isSuccess && rows.length === 0 && (
        <p className="mt-4 rounded-card bg-white p-6 text-ink-700 shadow-card">
          {isBoardFiltered(query)
            ? 'No booking matches this search and these filters.'
            : 'No bookings yet.'}
        </p>
      )}
      {rows.length > 0 && (
        <BoardTable rows={rows} query={query} onSort={(sort, dir) => change({ sort, dir })} />
      )}
      {board.data && (
        <OpsPager
          label="Bookings pages"
          pagination={board.data.pagination}
          onPageChange={(page) => change({ page })}
        />
      )}
    </>
  )
}
