import { wallClockInZone, type OpsBookingDetail } from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { ApiError } from '@/lib/api-client'
import { useBookingActionMutation, useReloadBooking } from '../api/ops-booking'
import { ActionFailure } from './action-panel'

type Props = { detail: OpsBookingDetail; onDone: () => void }
type Errors = Partial<Record<'date' | 'time' | 'reason', string>>

/** Moves the pickup, e.g. for a delayed flight: date and time on the pickup's own clock. */
export function MovePickupForm({ detail, onDone }: Props) {
  const { booking } = detail
  const move = useBookingActionMutation(booking.id, 'pickup-time')
  const reload = useReloadBooking(booking.id)
  const current = wallClockInZone(booking.pickup_time, booking.timezone)
  const [date, setDate] = useState(current.date)
  const [time, setTime] = useState(current.time)
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Errors>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing: Errors = {}
    if (!date) missing.date = 'Enter a valid date'
    if (!time) missing.time = 'Enter a valid time'
    if (!reason.trim()) missing.reason = 'Please say why.'
    setErrors(missing)
    if (Object.keys(missing).length > 0) return
    move.mutate(
      { expected_version: detail.version, date, time, reason },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])))
          }
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-3">
      <TextField
        label={`New date (${booking.timezone})`}
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={errors.date}
      />
      <TextField
        label={`New time (${booking.timezone})`}
        type="time"
        value={time}
        onChange={(event) => setTime(event.target.value)}
        error={errors.time}
      />
      <TextField
        label="Reason"
        placeholder="e.g. flight lands two hours late"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
      {move.isError && Object.keys(errors).length === 0 && (
        <div className="md:col-span-3">
          <ActionFailure
            error={move.error}
            fallback="Failed to move the pickup"
            onReload={reload}
          />
        </div>
      )}
      <div className="md:col-span-3">
        <Button type="submit" loading={move.isPending}>
          Move pickup and tell the traveller
        </Button>
      </div>
    </form>
  )
}
