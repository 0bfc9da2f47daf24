import { refundGatewayNotes, type OpsBookingDetail, type RefundChoice } from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { ApiError } from '@/lib/api-client'
import { useBookingActionMutation, useReloadBooking } from '../api/ops-booking'
import { ActionFailure } from './action-panel'
import { money } from './booking-format'

/** Where the money goes back: to the card at the gateway, or nowhere there (decision 026). */
function whereTheRefundGoes(detail: OpsBookingDetail): string {
  if (detail.on_account) return refundGatewayNotes.onAccount
  if (detail.money.paid > 0) return 'It goes back to the card through the payment gateway.'
  return refundGatewayNotes.notPaidAtGateway
}

type Props = { detail: OpsBookingDetail; isAdmin: boolean; onDone: () => void }

/**
 * Cancels the booking. The refund it will record is shown before the operator confirms: the
 * policy's share for this notice, or (admins only) the whole amount paid.
 */
export function CancelBookingForm({ detail, isAdmin, onDone }: Props) {
  const id = detail.booking.id
  const cancel = useBookingActionMutation(id, 'cancel')
  const reload = useReloadBooking(id)
  const [reason, setReason] = useState('')
  const [refund, setRefund] = useState<RefundChoice>('policy')
  const [reasonError, setReasonError] = useState<string>()
  const preview = detail.refund_if_cancelled_now
  if (!preview) return <p>This booking can no longer be cancelled.</p>
  const amount = refund === 'full' ? preview.full_amount : preview.policy_amount

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!reason.trim()) {
      setReasonError('Please say why.')
      return
    }
    setReasonError(undefined)
    cancel.mutate(
      { expected_version: detail.version, reason, refund },
      {
        onSuccess: onDone,
        onError: (error) => {
          const onReason =
            error instanceof ApiError && error.details.find((d) => d.path === 'reason')
          if (onReason) setReasonError(onReason.message)
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <section aria-labelledby="refund-heading" className="rounded-control bg-ink-50 p-4">
        <h3 id="refund-heading" className="font-bold text-ink-900">
          Refund if cancelled now
        </h3>
        <p className="mt-1 text-ink-700">
          Paid: {money(preview.paid)}. Notice before pickup: {preview.hours_notice} hours. By the
          cancellation policy: {preview.policy_percent}% of the ride
          {preview.add_ons_paid > 0 &&
            `, ${preview.add_on_percent}% of the ${money(preview.add_ons_paid)} paid for add-ons`}{' '}
          ({money(preview.policy_amount)}).
        </p>
        {isAdmin && (
          <fieldset className="mt-3">
            <legend className="text-sm font-semibold text-ink-800">Refund to record</legend>
            <label className="mt-2 flex items-center gap-2">
              <input
                type="radio"
                name="refund"
                value="policy"
                checked={refund === 'policy'}
                onChange={() => setRefund('policy')}
              />
              By the policy: {money(preview.policy_amount)}
            </label>
            <label className="mt-1 flex items-center gap-2">
              <input
                type="radio"
                name="refund"
                value="full"
                checked={refund === 'full'}
                onChange={() => setRefund('full')}
              />
              In full: {money(preview.full_amount)}
            </label>
          </fieldset>
        )}
        <p className="mt-3 font-semibold text-ink-900" aria-live="polite">
          The traveller will be told of a refund of {money(amount)}.
        </p>
        <p className="mt-1 text-sm text-ink-700">{whereTheRefundGoes(detail)}</p>
      </section>
      <TextField
        label="Reason for cancelling"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
      />
      {cancel.isError && !reasonError && (
        <ActionFailure
          error={cancel.error}
          fallback="Failed to cancel the booking"
          onReload={reload}
        />
      )}
      <div>
        <Button type="submit" loading={cancel.isPending}>
          Cancel booking, refund {money(amount)}
        </Button>
      </div>
    </form>
  )
}
