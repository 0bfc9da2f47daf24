import {
  DRIVER_NOTES_MAX_LENGTH,
  FLIGHT_NUMBER_MAX_LENGTH,
  LUGGAGE_BOUNDS,
  clampLuggageCount,
  type Preferences,
} from '@ridelane/domain'
import { Field, controlClasses } from '@/components/ui/field'
import { BoundedNumberField } from '../bounded-number-field'

type RidePreferenceFieldsProps = {
  preferences: Preferences
  onChange: (preferences: Preferences) => void
}

/** Flight number, luggage and the driver's instructions. */
export function RidePreferenceFields({ preferences, onChange }: RidePreferenceFieldsProps) {
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
        bounds={LUGGAGE_BOUNDS}
        clamp={clampLuggageCount}
        onChange={(luggageCount) => onChange({ ...preferences, luggageCount })}
        hint={`${LUGGAGE_BOUNDS.min} to ${LUGGAGE_BOUNDS.max} bags`}
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
