import { OFFER_EXPIRY_MINUTES, type BoardRow } from '@ridelane/domain'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { assignRide, offerRideToArea } from '../api/board-actions'
import { useRefreshBoard } from '../api/ops-board'
import { useProvidersQuery } from '../api/providers-query'
import { forEachRide, offeredText, type OutcomeReport } from './board-outcomes'
import { lastProviderId, rememberProvider } from './board-preferences'

/** How long providers get to answer an offer from the board, in minutes. */
export const offerExpiryChoices = [15, OFFER_EXPIRY_MINUTES.default, 60, 120, 240] as const

const smallControl =
  'h-9 rounded-control border border-ink-200 bg-white px-2 pr-7 text-sm text-ink-900 hover:border-ink-300'

type Props = {
  /** The selected rides, in the board's order. */
  rows: BoardRow[]
  expiry: number
  onExpiry: (minutes: number) => void
  onReport: (report: OutcomeReport) => void
  onClear: () => void
}

/**
 * What the board does to every selected ride at once: offer each to its area's providers, or
 * give each to one provider. Ride by ride, so each answer, accepted or refused, is reported.
 */
export function BulkActions({ rows, expiry, onExpiry, onReport, onClear }: Props) {
  const providers = useProvidersQuery()
  const refreshBoard = useRefreshBoard()
  const [providerId, setProviderId] = useState(() => lastProviderId() ?? '')
  const [running, setRunning] = useState<'offer' | 'assign'>()
  const [providerError, setProviderError] = useState<string>()
  const expiryId = useId()
  const providerFieldId = useId()
  const active = providers.data?.providers.filter((p) => p.active) ?? []
  const count = rows.length === 1 ? '1 ride' : `${rows.length} rides`

  const run = async (
    kind: 'offer' | 'assign',
    title: string,
    action: (row: BoardRow) => Promise<string>,
    fallback: string,
  ) => {
    setRunning(kind)
    try {
      onReport({ title, outcomes: await forEachRide(rows, action, fallback) })
    } finally {
      setRunning(undefined)
      void refreshBoard()
    }
  }

  const offer = () =>
    run(
      'offer',
      `Offered to each area’s providers (${count})`,
      async (row) => offeredText(await offerRideToArea(row.id, expiry), expiry),
      'Failed to offer the ride',
    )

  const assign = () => {
    const provider = active.find((p) => p.id === providerId)
    if (!provider) {
      setProviderError('Choose a provider.')
      return
    }
    setProviderError(undefined)
    rememberProvider(provider.id)
    return run(
      'assign',
      `Assigned to ${provider.name} (${count})`,
      async (row) => {
        await assignRide(row.id, { expected_version: row.version, provider_id: provider.id })
        return `Assigned to ${provider.name}.`
      },
      'Failed to assign the ride',
    )
  }

  return (
    <section
      aria-label="Selected rides"
      className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-ink-200 bg-ink-50 px-3 py-2 text-sm"
    >
      <p className="font-semibold text-ink-900">{count} selected</p>
      <div className="flex items-center gap-2">
        <label htmlFor={expiryId} className="text-ink-700">
          Answer within
        </label>
        <select
          id={expiryId}
          className={smallControl}
          value={expiry}
          onChange={(event) => onExpiry(Number(event.target.value))}
        >
          {offerExpiryChoices.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes < 60 ? `${minutes} min` : `${minutes / 60} h`}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="outline"
          loading={running === 'offer'}
          disabled={running !== undefined}
          onClick={() => void offer()}
        >
          Offer to area’s providers
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={providerFieldId} className="text-ink-700">
          Provider
        </label>
        <select
          id={providerFieldId}
          className={smallControl}
          value={providerId}
          aria-invalid={providerError ? true : undefined}
          aria-describedby={providerError ? `${providerFieldId}-error` : undefined}
          onChange={(event) => {
            setProviderId(event.target.value)
            setProviderError(undefined)
          }}
        >
          <option value="">{providers.isPending ? 'Loading...' : 'Choose a provider'}</option>
          {active.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          loading={running === 'assign'}
          disabled={running !== undefined}
          onClick={() => void assign()}
        >
          Assign provider
        </Button>
        {providerError && (
          <p id={`${providerFieldId}-error`} role="alert" className="text-danger-700">
            {providerError}
          </p>
        )}
      </div>
      <Button size="sm" variant="ghost" onClick={onClear} disabled={running !== undefined}>
        Clear selection
      </Button>
    </section>
  )
}
