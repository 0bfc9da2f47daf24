import {
  DRIVER_NOTES_MAX_LENGTH,
  FLIGHT_NUMBER_MAX_LENGTH,
  clampLuggageFor,
  luggageBoundsFor,
  type Preferences,
  type VehicleHold,
} from '@ridelane/domain'
import { Field, controlClasses } from '@/components/ui/field'
import { BoundedNumberField } from '../bounded-number-field'

type RidePreferenceFieldsProps = {
  /** The chosen vehicle's seats and bags: luggage stops at what it holds. */
  hold: VehicleHold
  preferences: Preferences
  onChange: (preferences: Preferences) => void
}

/** Flight number, luggage and the driver's instructions. */
export function RidePreferenceFields({ hold, preferences, onChange }: RidePreferenceFieldsProps) {
  const luggage = luggageBoundsFor(hold)
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Flight number (optional)" hint="We track it and adjust your pickup to delays.">
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={FLIGHT_NUMBER_MAX_LENGTH}
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
      <BoundedNumberField
        label="Luggage"
        value={preferences.luggageCount}
        bounds={luggage}
        clamp={(value) => clampLuggageFor(value, hold)}
        onChange={(luggageCount) => onChange({ ...preferences, luggageCount })}
        hint={`${luggage.min} to ${luggage.max} bags in this vehicle`}
      />
      <Field label="Special instructions for the driver (optional)" className="sm:col-span-2">
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
