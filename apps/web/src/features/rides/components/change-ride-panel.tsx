import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { REFUND_BUSINESS_DAYS, SETTLED_WITH_PARTNER_TEXT } from '@ridelane/domain'
import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { RideChangeRecord } from '../api/ride-change'
import type { PendingChange } from './change-payment-step'
import { formatRideTime, zoneName } from './ride-format'
import type { RideActionProps } from './ride-action-props'
import { formatPrice } from '@/i18n/format'

// The form (react-hook-form, zod, the place search) and the payment step are chunks of their own,
// fetched when the traveller starts a change (or points at the button), not with the ride page.
const loadForm = () => import('./change-ride-form-view')
const ChangeRideFormView = lazy(() => loadForm().then((m) => ({ default: m.ChangeRideFormView })))
const ChangePaymentStep = lazy(() =>
  import('./change-payment-step').then((m) => ({ default: m.ChangePaymentStep })),
)

const loading = (
  <p className="flex items-center gap-2 text-sm text-ink-700">
    <Spinner /> <Trans>Loading…</Trans>
  </p>
)

const usd = (amount: number) => formatPrice(amount, 'USD')

/** What the traveller is told once a change is applied without a card payment. */
function appliedMessage(change: RideChangeRecord): string {
  if (change.money_with_partner) {
    const settled = SETTLED_WITH_PARTNER_TEXT
    return t`Your ride is changed. ${settled}`
  }
  const total = usd(change.new_total)
  if (change.difference < 0) {
    const { min, max } = REFUND_BUSINESS_DAYS.other
    const refund = usd(-change.difference)
    return t`Your ride is changed. We refund ${refund} to your card; it reaches it within ${min} to ${max} business days. The new total is ${total}.`
  }
  if (change.difference > 0) {
    const extra = usd(change.difference)
    return t`Your ride is changed. The extra ${extra} is billed to your partner account. The new total is ${total}.`
  }
  return t`Your ride is changed. The price stays the same.`
}

/**
 * The ride page's Change ride: the one free change (until the deadline), priced as the traveller
 * edits, applied at once when it costs nothing more, else paid for by card first.
 */
export function ChangeRidePanel({ ride, access, onUpdated }: RideActionProps) {
  const headingId = useId()
  const [editing, setEditing] = useState(false)
  const [started, setStarted] = useState<PendingChange | null>(null)
  // Changes paid or dropped here, while the page reads the ride again.
  const [closedIds, setClosedIds] = useState<string[]>([])
  const [done, setDone] = useState<string | null>(null)

  const fromRide = ride.change.pending
  const pending = [started, fromRide].find(
    (change): change is PendingChange => change != null && !closedIds.includes(change.id),
  )
  const closeChange = (id: string) => {
    setClosedIds((ids) => [...ids, id])
    setStarted(null)
  }

  let body: ReactNode
  if (pending) {
    body = (
      <Suspense fallback={loading}>
        <ChangePaymentStep
          key={pending.id}
          access={access}
          change={pending}
          onPaid={() => {
            closeChange(pending.id)
            const total = usd(pending.new_total)
            setDone(t`Your ride is changed. The new total is ${total}.`)
            onUpdated()
          }}
          onAbandoned={(updated) => {
            closeChange(pending.id)
            setDone(t`Your booking stays as it was.`)
            onUpdated(updated)
          }}
        />
      </Suspense>
    )
  } else if (!ride.change.allowed) {
    body = ride.change.refused_message ? (
      <p className="text-sm text-ink-700">{ride.change.refused_message}</p>
    ) : null
  } else if (editing) {
    body = (
      <Suspense fallback={loading}>
        <ChangeRideFormView
          ride={ride}
          access={access}
          onCancel={() => setEditing(false)}
          onApplied={(change, updated) => {
            setEditing(false)
            setDone(appliedMessage(change))
            onUpdated(updated)
          }}
          onAwaitingPayment={(change, updated) => {
            setEditing(false)
            setStarted(change)
            onUpdated(updated)
          }}
        />
      </Suspense>
    )
  } else {
    const deadline = formatRideTime(ride.change.deadline, ride.trip.timezone)
    const zone = zoneName(ride.trip.timezone)
    body = (
      <div className="grid gap-2">
        <p className="text-sm text-ink-700">
          <Trans>
            You can change this ride once, free of charge, until {deadline} {zone}. A change that
            costs more is paid by card; one that costs less is refunded.
          </Trans>
        </p>
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
          onClick={() => {
            setDone(null)
            setEditing(true)
          }}
        >
          <Trans>Change ride</Trans>
        </Button>
      </div>
    )
  }

  if (!body && !done) return null
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        {pending ? t`Pay for your change` : t`Change your ride`}
      </h2>
      {done && <Alert tone="success">{done}</Alert>}
      {body}
    </section>
  )
}
