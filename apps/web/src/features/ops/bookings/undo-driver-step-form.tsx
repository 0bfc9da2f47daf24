import { formatBookingStatus, stepBackFrom, type OpsBookingDetail } from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { ApiError } from '@/lib/api-client'
import { useBookingActionMutation, useReloadBooking } from '../api/ops-booking'
import { ActionFailure } from './action-panel'

type Props = { detail: OpsBookingDetail; onDone: () => void }

/** Takes back the driver's last step (a mistaken tap), with the reason kept on the timeline. */
export function UndoDriverStepForm({ detail, onDone }: Props) {
  const { booking } = detail
  const undo = useBookingActionMutation(booking.id, 'undo-driver-step')
  const reload = useReloadBooking(booking.id)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const back = stepBackFrom(booking.booking_status)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setReasonError(undefined)
    undo.mutate(
      { expected_version: detail.version, reason },
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
      <p className="text-ink-700">
        {`The booking goes back from ${formatBookingStatus(booking.booking_status)} to ${back ? formatBookingStatus(back) : '—'}; the driver can then take the step again.`}
      </p>
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
      />
      {undo.isError && !reasonError && (
        <ActionFailure
          error={undo.error}
          fallback="Failed to change the booking"
          onReload={reload}
        />
      )}
      <div>
        <Button type="submit" loading={undo.isPending}>
          Undo the driver’s step
        </Button>
      </div>
    </form>
  )
}
