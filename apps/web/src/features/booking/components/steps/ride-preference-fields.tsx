import { t } from '@lingui/core/macro'
import {
  DRIVER_NOTES_MAX_LENGTH,
  FLIGHT_NUMBER_MAX_LENGTH,
  clampLuggageFor,
  luggageBoundsFor,
  type Preferences,
  type VehicleHold,
} from '@ridelane/domain'
import { useId } from 'react'
import { Field, controlClasses } from '@/components/ui/field'
import type { FlightCheckPickup } from '../../api/check-flight'
import { BoundedNumberField } from '../bounded-number-field'
import { FlightCheckNote } from './flight-check-note'

type RidePreferenceFieldsProps = {
  /** The chosen vehicle's seats and bags: luggage stops at what it holds. */
  hold: VehicleHold
  preferences: Preferences
  onChange: (preferences: Preferences) => void
  /** The pickup when it is an airport: the typed flight is checked against it. */
  flightPickup?: FlightCheckPickup | null
}

/** Flight number, luggage and the driver's instructions. */
export function RidePreferenceFields(props: RidePreferenceFieldsProps) {
  const { hold, preferences, onChange, flightPickup } = props
  const luggage = luggageBoundsFor(hold)
  const { min: minBags, max: maxBags } = luggage
  const flightNoteId = useId()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="min-w-0">
        <Field
          label={t`Flight number (optional)`}
          hint={t`We track it and adjust your pickup to delays.`}
        >
          {(control) => (
            <input
              {...control}
              aria-describedby={
                flightPickup
                  ? [control['aria-describedby'], flightNoteId].filter(Boolean).join(' ')
                  : control['aria-describedby']
              }
              type="text"
              maxLength={FLIGHT_NUMBER_MAX_LENGTH}
              // eslint-disable-next-line lingui/no-unlocalized-strings -- a flight number
              placeholder="BA 117"
              className={controlClasses(false)}
              value={preferences.flightNumber}
              // Only letters, digits and spaces make a flight number.
              onChange={(e) =>
                onChange({
                  ...preferences,
                  flightNumber: e.target.value.toUpperCase().replace(/[^A-Z0-9 ]/g, ''),
                })
              }
            />
          )}
        </Field>
        {flightPickup && (
          <FlightCheckNote
            id={flightNoteId}
            flightNumber={preferences.flightNumber}
            pickup={flightPickup}
          />
        )}
      </div>
      <BoundedNumberField
        label={t`Luggage`}
        value={preferences.luggageCount}
        bounds={luggage}
        clamp={(value) => clampLuggageFor(value, hold)}
        onChange={(luggageCount) => onChange({ ...preferences, luggageCount })}
        hint={t`${minBags} to ${maxBags} bags in this vehicle`}
      />
      <Field label={t`Special instructions for the driver (optional)`} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={DRIVER_NOTES_MAX_LENGTH}
            className="mt-1.5 block w-full rounded-control border border-ink-200 px-3 py-2"
            value={preferences.notes}
            onChange={(e) => onChange({ ...preferences, notes: e.target.value })}
          />
        )}
      </Field>
    </div>
  )
}
