import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import {
  fareForSelection,
  fromCents,
  toCents,
  withMarkupCents,
  type Preferences,
  type VehicleOption,
} from '@ridelane/domain'
import { useId } from 'react'
import { TextField } from '@/components/ui/text-field'
import { formatPrice } from '@/i18n/format'

/** What a net-rate partner pays for the chosen vehicle and add-ons, in USD cents. */
export function netTotalCents(vehicle: VehicleOption, preferences: Preferences): number {
  return toCents(fareForSelection({ vehicle, preferences, currency: 'USD', rate: 1 }).total)
}

export type SellingPriceFieldProps = {
  vehicle: VehicleOption & { netPlan: NonNullable<VehicleOption['netPlan']> }
  preferences: Preferences
  value: string
  onChange: (value: string) => void
  /** Shown once the partner left the field or tried to go on. */
  error: string | undefined
  onBlur: () => void
}

/**
 * A net-rate partner's price for its traveller (docs/decisions/043-partner-rate-plans.md): what it
 * pays, and the price the traveller's mails and ride page show, its own or the net plus its
 * mark-up when left empty. Amounts are in US dollars, the currency bookings keep.
 */
export function SellingPriceField({
  vehicle,
  preferences,
  value,
  onChange,
  error,
  onBlur,
}: SellingPriceFieldProps) {
  const hintId = useId()
  const inputId = useId()
  const netCents = netTotalCents(vehicle, preferences)
  const usd = (cents: number) => formatPrice(fromCents(cents), 'USD')
  const markedUp = withMarkupCents(netCents, vehicle.netPlan.markupPercent)
  const netPrice = usd(netCents)
  const markedUpPrice = usd(markedUp)
  const { markupPercent } = vehicle.netPlan

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-bold text-ink-900">
        <Trans>Your price to the traveller</Trans>
      </legend>
      <p className="text-sm text-ink-700">{t`You pay ${netPrice} (your net rate).`}</p>
      <TextField
        id={inputId}
        label={t`Selling price in USD (optional)`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={fromCents(markedUp).toFixed(2)}
        value={value}
        error={error}
        aria-describedby={[hintId, error ? `${inputId}-error` : null].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="sm:max-w-xs"
      />
      <p id={hintId} className="text-xs text-ink-500">
        {t`Left empty, the traveller is shown ${markedUpPrice}: your net plus your ${markupPercent}% mark-up.`}
      </p>
    </fieldset>
  )
}
