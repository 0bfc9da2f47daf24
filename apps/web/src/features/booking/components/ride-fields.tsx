import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import {
  HOURLY_DURATION_BOUNDS,
  MULTIDAY_DAYS_BOUNDS,
  PASSENGER_BOUNDS,
  clampHourlyDuration,
  clampMultidayDays,
  clampPassengers,
  rideTypes,
  withRideType,
  withRoundTrip,
  type RideDetails,
  type RideType,
} from '@ridelane/domain'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, controlClasses } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import { todayIsoDate } from '../flow/browser-time-zone'
import { BoundedNumberField } from './bounded-number-field'
import { LazyPlaceFields } from './lazy-place-fields'

const rideTypeLabels: Record<RideType, MessageDescriptor> = {
  'one-way': msg`One-way`,
  hourly: msg`Hourly`,
  multiday: msg`Multi-day`,
}

type RideFieldsProps = {
  ride: RideDetails
  onRideChange: (ride: RideDetails, pickupTimeZone?: string | null) => void
  /** Two columns where there is room (the wizard), one in the narrow hero card. */
  wide?: boolean
}

/**
 * Every trip field of docs/product.md#booking-wizard, shared by the landing form and the wizard.
 */
export function RideFields({ ride, onRideChange, wide = false }: RideFieldsProps) {
  const set = (patch: Partial<RideDetails>) => onRideChange({ ...ride, ...patch })
  const today = todayIsoDate()
  const grid = cn('grid gap-4', wide && 'sm:grid-cols-2')
  const { min: hoursMin, max: hoursMax } = HOURLY_DURATION_BOUNDS
  const { min: daysMin, max: daysMax } = MULTIDAY_DAYS_BOUNDS
  return (
    <div className="grid gap-4">
      <fieldset>
        <legend className="text-sm font-semibold text-ink-800">
          <Trans>Ride type</Trans>
        </legend>
        <div className="mt-1.5 grid grid-cols-3 gap-1 rounded-control bg-ink-100 p-1">
          {rideTypes.map((type) => (
            <label
              key={type}
              className={cn(
                'cursor-pointer rounded-[0.5rem] px-2 py-2 text-center text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
                ride.rideType === type ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600',
              )}
            >
              <input
                type="radio"
                name="ride-type"
                value={type}
                className="sr-only"
                checked={ride.rideType === type}
                onChange={() => onRideChange(withRideType(ride, type))}
              />
              {i18n._(rideTypeLabels[type])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={grid}>
        <LazyPlaceFields ride={ride} onRideChange={onRideChange} />
      </div>
      <div className={cn('grid gap-4', wide ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-2')}>
        <Field label={t`Date`}>
          {(control) => (
            <input
              {...control}
              name="date"
              type="date"
              required
              min={today}
              className={controlClasses(false)}
              value={ride.date}
              onChange={(event) => set({ date: event.target.value })}
            />
          )}
        </Field>
        <Field label={t`Time`}>
          {(control) => (
            <input
              {...control}
              name="time"
              type="time"
              required
              className={controlClasses(false)}
              value={ride.time}
              onChange={(event) => set({ time: event.target.value })}
            />
          )}
        </Field>
        <BoundedNumberField
          label={t`Passengers`}
          name="passengers"
          value={ride.passengers}
          bounds={PASSENGER_BOUNDS}
          clamp={clampPassengers}
          onChange={(passengers) => set({ passengers })}
        />
        {ride.rideType === 'hourly' && (
          <BoundedNumberField
            label={t`Hours`}
            name="hours"
            value={ride.duration ?? HOURLY_DURATION_BOUNDS.min}
            bounds={HOURLY_DURATION_BOUNDS}
            clamp={clampHourlyDuration}
            onChange={(duration) => set({ duration })}
            hint={t`${hoursMin} to ${hoursMax} hours`}
          />
        )}
        {ride.rideType === 'multiday' && (
          <BoundedNumberField
            label={t`Days`}
            name="days"
            value={ride.days ?? MULTIDAY_DAYS_BOUNDS.min}
            bounds={MULTIDAY_DAYS_BOUNDS}
            clamp={clampMultidayDays}
            onChange={(days) => set({ days })}
            hint={t`${daysMin} to ${daysMax} days`}
          />
        )}
      </div>
      {ride.rideType === 'one-way' && (
        <Checkbox
          label={t`Round trip`}
          name="round-trip"
          description={t`Add a return ride on the same booking.`}
          checked={ride.isRoundTrip}
          onChange={(event) => onRideChange(withRoundTrip(ride, event.target.checked))}
        />
      )}
      {ride.rideType === 'one-way' && ride.isRoundTrip && (
        <div className="grid grid-cols-2 gap-4">
          <Field label={t`Return date`}>
            {(control) => (
              <input
                {...control}
                name="return-date"
                type="date"
                required
                min={ride.date || today}
                className={controlClasses(false)}
                value={ride.returnDate}
                onChange={(e) => set({ returnDate: e.target.value })}
              />
            )}
          </Field>
          <Field label={t`Return time`}>
            {(control) => (
              <input
                {...control}
                name="return-time"
                type="time"
                required
                className={controlClasses(false)}
                value={ride.returnTime}
                onChange={(e) => set({ returnTime: e.target.value })}
              />
            )}
          </Field>
        </div>
      )}
    </div>
  )
}
