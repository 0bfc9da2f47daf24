import { zodResolver } from '@hookform/resolvers/zod'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import {
  CHILD_SEAT_BOUNDS,
  LUGGAGE_BOUNDS,
  PASSENGER_BOUNDS,
  type RideView,
} from '@ridelane/domain'
import { useEffect, useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { PlaceCombobox } from '@/components/place-combobox'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, controlClasses } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useRideChangePreview } from '../api/preview-ride-change'
import { useRequestRideChangeMutation } from '../api/request-ride-change'
import type { RideChange, RideChangeRecord, RideChangePreview } from '../api/ride-change'
import { useAttemptKey } from '../attempt-key'
import type { RideAccess } from '../ride-access'
import {
  changeFromForm,
  changeRideFormSchema,
  formFromRide,
  keepDropoff,
  maxPassengers,
  type ChangeRideForm,
  type ChangeRideFormInput,
} from './change-ride-form'
import { domainText } from '@/i18n/catalogues'
import { formatPrice } from '@/i18n/format'

/** How long the form waits after the last keystroke before pricing the change. */
export const PREVIEW_DELAY_MS = 400

const usd = (amount: number) => formatPrice(amount, 'USD')

/** "You pay $12.00 more" / "We refund $8.00" / "No change to the price". */
export function differenceText(difference: number): string {
  if (difference > 0) {
    const amount = usd(difference)
    return t`You pay ${amount} more`
  }
  if (difference < 0) {
    const amount = usd(-difference)
    return t`We refund ${amount}`
  }
  return t`No change to the price`
}

const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, index) => min + index)

/** A value once it has stopped changing for `delayMs` (compared by its JSON). */
function useSettled<T>(value: T, delayMs: number): T {
  const text = JSON.stringify(value)
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs)
    return () => clearTimeout(timer)
  }, [text, delayMs])
  return useMemo(() => (settled === undefined ? undefined : JSON.parse(settled)) as T, [settled])
}

export type ChangeRideFormViewProps = {
  ride: RideView
  access: RideAccess
  onCancel: () => void
  onApplied: (change: RideChangeRecord, ride: RideView) => void
  onAwaitingPayment: (change: RideChangeRecord, ride: RideView) => void
}

export function ChangeRideFormView({
  ride,
  access,
  onCancel,
  onApplied,
  onAwaitingPayment,
}: ChangeRideFormViewProps) {
  const schema = useMemo(() => changeRideFormSchema(ride), [ride])
  const form = useForm<ChangeRideFormInput, unknown, ChangeRideForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: formFromRide(ride),
  })
  const { errors } = form.formState
  const values = useWatch({ control: form.control })
  const parsed = schema.safeParse(values)
  const change = parsed.success ? changeFromForm(ride, parsed.data) : null
  const settled = useSettled(change, PREVIEW_DELAY_MS)
  const preview = useRideChangePreview(access, settled)
  const request = useRequestRideChangeMutation(access)
  const attempt = useAttemptKey()
  const [nothingChanged, setNothingChanged] = useState(false)
  const childSeat = values.child_seat === true
  const number = { setValueAs: (value: string) => Number(value) }
  const timezone = ride.trip.timezone
  const dropoffNow = ride.trip.dropoff_location

  const submit = form.handleSubmit((data) => {
    const body = changeFromForm(ride, data)
    if (!body) {
      setNothingChanged(true)
      return
    }
    setNothingChanged(false)
    const idempotencyKey = attempt.keyFor({ body, version: ride.version })
    request.mutate(
      { change: body, expectedVersion: ride.version, idempotencyKey },
      {
        onSuccess: (answer) => {
          attempt.settle()
          if (answer.change.status === 'applied') onApplied(answer.change, answer.ride)
          else onAwaitingPayment(answer.change, answer.ride)
        },
        onError: (error) => attempt.settle(error),
      },
    )
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`Pickup date`}
          type="date"
          error={domainText(errors.date?.message)}
          {...form.register('date')}
        />
        <TextField
          label={t`Pickup time`}
          type="time"
          error={domainText(errors.time?.message)}
          {...form.register('time')}
        />
        <p className="-mt-1 text-xs text-ink-500 sm:col-span-2">
          <Trans>Local time at the pickup ({timezone}).</Trans>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t`Passengers`} error={domainText(errors.passengers?.message)}>
          {(control) => (
            <Select {...control} {...form.register('passengers', number)}>
              {range(PASSENGER_BOUNDS.min, maxPassengers(ride)).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t`Bags`} error={domainText(errors.luggage_count?.message)}>
          {(control) => (
            <Select {...control} {...form.register('luggage_count', number)}>
              {range(LUGGAGE_BOUNDS.min, LUGGAGE_BOUNDS.max).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {ride.change.dropoff_changeable && (
        <Controller
          control={form.control}
          name="dropoff"
          render={({ field, fieldState }) => (
            // The ride page has no coordinates of the pickup, so the search is not asked to
            // rank places near it.
            <div onBlur={field.onBlur}>
              <PlaceCombobox
                label={t`New dropoff (optional)`}
                name="dropoff"
                placeholder={t`Where are you going now?`}
                hint={
                  dropoffNow
                    ? t`Now: ${dropoffNow}. Leave empty to keep it.`
                    : t`Leave empty to keep the dropoff.`
                }
                location={{
                  address: field.value.address,
                  lat: field.value.lat,
                  lng: field.value.lng,
                }}
                error={domainText(fieldState.error?.message)}
                onTextChange={(address) =>
                  field.onChange(address.trim() === '' ? keepDropoff : { ...keepDropoff, address })
                }
                onChange={(location, place) => {
                  // Typing reports itself through onTextChange; only a pick is a new dropoff.
                  if (!place) return
                  field.onChange({
                    address: location.address,
                    lat: place.lat,
                    lng: place.lng,
                    place_id: place.id,
                    timezone: place.timezone,
                  })
                }}
              />
            </div>
          )}
        />
      )}
      <TextField
        label={t`Flight number (optional)`}
        autoComplete="off"
        placeholder={t`e.g. BA 117`}
        error={domainText(errors.flight_number?.message)}
        {...form.register('flight_number')}
      />
      <Field
        label={t`Notes for the driver (optional)`}
        error={domainText(errors.driver_instructions?.message)}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={`${controlClasses(Boolean(errors.driver_instructions))} h-auto py-2`}
            {...form.register('driver_instructions')}
          />
        )}
      </Field>
      <Checkbox
        label={t`Meet & greet`}
        description={t`The driver waits for you with a name sign.`}
        {...form.register('meet_greet')}
      />
      <Checkbox label={t`Child seats`} {...form.register('child_seat')} />
      {childSeat && (
        <Field
          label={t`Number of child seats`}
          error={domainText(errors.child_seat_count?.message)}
        >
          {(control) => (
            <Select {...control} {...form.register('child_seat_count', number)}>
              {range(CHILD_SEAT_BOUNDS.min, CHILD_SEAT_BOUNDS.max).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <PreviewBox
        change={change}
        settled={settled}
        preview={preview.data}
        fetching={preview.isFetching}
        error={preview.error}
      />
      {nothingChanged && !change && (
        <Alert tone="warning">
          <Trans>Change at least one detail before you save.</Trans>
        </Alert>
      )}
      {request.error && (
        <Alert tone="danger">
          {apiErrorMessage(request.error, t`We could not change your ride. Please try again.`)}
        </Alert>
      )}
      <div className="grid gap-2 sm:flex sm:flex-row-reverse sm:justify-start">
        <Button
          type="submit"
          loading={request.isPending}
          disabled={preview.data?.allowed === false && settled !== null}
        >
          <Trans>Save the change</Trans>
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={request.isPending}>
          <Trans>Never mind</Trans>
        </Button>
      </div>
    </form>
  )
}

type PreviewBoxProps = {
  change: RideChange | null
  settled: RideChange | null
  preview: RideChangePreview | undefined
  fetching: boolean
  error: unknown
}

/** The price of the change as it stands, asked for once the traveller stops typing. */
function PreviewBox({ change, settled, preview, fetching, error }: PreviewBoxProps) {
  if (!change) {
    return (
      <p className="text-sm text-ink-600">
        <Trans>Change a detail above to see the new price.</Trans>
      </p>
    )
  }
  if (error != null && !fetching) {
    return (
      <Alert tone="danger">
        {apiErrorMessage(error, t`We could not price this change. Please try again.`)}
      </Alert>
    )
  }
  if (!preview || !settled) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
        <Spinner />
        <Trans>Working out the new price…</Trans>
      </p>
    )
  }
  if (!preview.allowed) {
    return (
      <Alert tone="warning">
        {preview.message ?? t`This change cannot be made here. Please contact support.`}
      </Alert>
    )
  }
  // The last price stays on screen, marked busy, until the change's own price is in.
  const busy = fetching || JSON.stringify(change) !== JSON.stringify(settled)
  const newTotal = usd(preview.new_total)
  return (
    <div
      role="status"
      aria-busy={busy || undefined}
      className={cn('rounded-control bg-ink-50 p-3 text-sm text-ink-800', busy && 'opacity-60')}
    >
      {preview.money_with_partner ? (
        // A net-rate booking: the company that booked it settles any difference with the traveller.
        <>
          {preview.lines.length > 0 && (
            <p className="font-semibold text-ink-900">
              <Trans>New ride price: {newTotal}</Trans>
            </p>
          )}
          <p>{preview.message}</p>
        </>
      ) : (
        <>
          <p className="font-semibold text-ink-900">{differenceText(preview.difference)}</p>
          <p>
            <Trans>New total: {newTotal}</Trans>
          </p>
        </>
      )}
    </div>
  )
}
