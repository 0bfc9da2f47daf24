import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { REFUND_BUSINESS_DAYS, type RideView } from '@ridelane/domain'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/api-client'
import { useCancelRideMutation } from '../api/cancel-ride'
import type { RideActionProps } from './ride-action-props'
import { RideDialog } from './ride-dialog'
import { formatPrice } from '@/i18n/format'

const usd = (amount: number) => formatPrice(amount, 'USD')

type RefundNow = NonNullable<RideView['cancellation']['refund_now']>

/** What cancelling now gives back, in the words the dialog shows. */
export function refundLines(refund: RefundNow, ride: Pick<RideView, 'on_account' | 'viewer'>) {
  if (ride.on_account && refund.paid === 0) {
    return [
      ride.viewer === 'partner'
        ? t`Nothing was charged by card: this ride is billed to your partner account.`
        : t`Nothing was charged by card for this ride.`,
    ]
  }
  const amount = usd(refund.amount)
  const percent = refund.percent
  const extrasPercent = refund.add_on_percent
  const lines =
    refund.amount > 0
      ? [t`We refund ${amount}: ${percent}% of the ride.`]
      : [t`No refund applies if you cancel now.`]
  if (extrasPercent !== percent) {
    lines.push(t`Add-ons such as meet & greet and child seats are refunded at ${extrasPercent}%.`)
  }
  if (refund.amount > 0) {
    const { min, max } = REFUND_BUSINESS_DAYS.cancellation
    lines.push(
      t`The money goes back to the card you paid with and reaches it within ${min} to ${max} business days.`,
    )
  }
  return lines
}

/**
 * The ride page's Cancel ride: the refund that applies at this moment, then a confirmation. The
 * server cancels at the policy's refund at its own clock and only for the version shown here.
 */
export function CancelRideDialog({ ride, access, onUpdated }: RideActionProps) {
  const [open, setOpen] = useState(false)
  const cancel = useCancelRideMutation(access)
  const { cancellation } = ride

  // The cancellation card beside it says why, when it cannot be cancelled.
  if (!cancellation.allowed) return null

  const close = () => {
    setOpen(false)
    cancel.reset()
  }
  const confirm = () =>
    cancel.mutate(ride.version, {
      onSuccess: (updated) => {
        setOpen(false)
        onUpdated(updated)
      },
    })

  return (
    <>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <Trans>Cancel ride</Trans>
      </Button>
      <RideDialog open={open} onClose={close} title={t`Cancel this ride?`} busy={cancel.isPending}>
        <div className="grid gap-2 text-sm text-ink-800">
          {cancellation.refund_now ? (
            refundLines(cancellation.refund_now, ride).map((line) => <p key={line}>{line}</p>)
          ) : (
            <p>
              <Trans>Your ride will be cancelled.</Trans>
            </p>
          )}
          {cancellation.free_until_text && (
            <p className="text-ink-600">{cancellation.free_until_text}</p>
          )}
        </div>
        {cancel.error && (
          <Alert tone="danger">
            {apiErrorMessage(cancel.error, t`We could not cancel your ride. Please try again.`)}
          </Alert>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={close} disabled={cancel.isPending}>
            <Trans>Keep my ride</Trans>
          </Button>
          <Button loading={cancel.isPending} onClick={confirm}>
            <Trans>Yes, cancel the ride</Trans>
          </Button>
        </div>
      </RideDialog>
    </>
  )
}
