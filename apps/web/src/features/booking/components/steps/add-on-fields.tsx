import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import {
  addOnPriceNote,
  childSeatBoundsFor,
  clampChildSeatsFor,
  isAddOnOffered,
  type Preferences,
  type VehicleOption,
} from '@ridelane/domain'
import { Checkbox } from '@/components/ui/checkbox'
import { domainTranslator } from '@/i18n/catalogues'
import { BoundedNumberField } from '../bounded-number-field'

type AddOnFieldsProps = {
  vehicle: VehicleOption
  preferences: Preferences
  display: { currency: string; rate: number }
  onChange: (preferences: Preferences) => void
}

/** Child seat and meet & greet, shown only where the service area offers them. */
export function AddOnFields({ vehicle, preferences, display, onChange }: AddOnFieldsProps) {
  const childSeat = isAddOnOffered(vehicle.childSeatMode)
  const meetGreet = isAddOnOffered(vehicle.meetGreetMode)
  if (!childSeat && !meetGreet) return null
  const meetGreetPrice = addOnPriceNote(
    vehicle.meetGreetMode,
    vehicle.meetGreetChargeAmount,
    display,
    '',
    domainTranslator,
  )
  return (
    <fieldset className="grid gap-4">
      <legend className="text-sm font-semibold text-ink-800">
        <Trans>Special services</Trans>
      </legend>
      {childSeat && (
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-start">
          <Checkbox
            label={t`Child seat`}
            description={addOnPriceNote(
              vehicle.childSeatMode,
              vehicle.childSeatChargeAmount,
              display,
              ` ${t`per seat`}`,
              domainTranslator,
            )}
            checked={preferences.childSeat}
            onChange={(e) => onChange({ ...preferences, childSeat: e.target.checked })}
          />
          {preferences.childSeat && (
            <BoundedNumberField
              label={t`Child seats`}
              value={preferences.childSeatCount}
              bounds={childSeatBoundsFor(vehicle.capacity)}
              clamp={(value) => clampChildSeatsFor(value, vehicle.capacity)}
              onChange={(childSeatCount) => onChange({ ...preferences, childSeatCount })}
            />
          )}
        </div>
      )}
      {meetGreet && (
        <Checkbox
          label={t`Meet & greet`}
          description={t`Your driver waits inside with a name sign. ${meetGreetPrice}`}
          checked={preferences.meetGreet}
          onChange={(e) => onChange({ ...preferences, meetGreet: e.target.checked })}
        />
      )}
    </fieldset>
  )
}
