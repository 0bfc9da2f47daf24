import type { OpsBookingDetail } from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { ApiError } from '@/lib/api-client'
import { useBookingActionMutation, useReloadBooking } from '../api/ops-booking'
import { ActionFailure } from './action-panel'

type Props = { detail: OpsBookingDetail; action: 'no-show' | 'complete'; onDone: () => void }

/** Marks a no-show or a completed ride; the lifecycle decides whether it may happen now. */
export function FinishForm({ detail, action, onDone }: Props) {
  const id = detail.booking.id
  const finish = useBookingActionMutation(id, action)
  const reload = useReloadBooking(id)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setReasonError(undefined)
    finish.mutate(
      { expected_version: detail.version, ...(reason.trim() ? { reason } : {}) },
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
      <TextField
        label={action === 'no-show' ? 'Note (optional)' : 'Reason'}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
      />
      {finish.isError && !reasonError && (
        <ActionFailure
          error={finish.error}
          fallback="Failed to change the booking"
          onReload={reload}
        />
      )}
      <div>
        <Button type="submit" loading={finish.isPending}>
          {action === 'no-show' ? 'Mark as no-show' : 'Mark as completed'}
        </Button>
      </div>
    </form>
  )
}
