import { t } from '@lingui/core/macro'
import {
  OFFERED_CURRENCY_CODES,
  currencyNames,
  currencySymbol,
  type CurrencyCode,
} from '@ridelane/domain'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import type { DisplayCurrency } from '../hooks/use-display-currency'

type CurrencySelectProps = {
  display: DisplayCurrency
  onChange: (currency: CurrencyCode) => void
}

/** The currencies of docs/product.md#currencies; without rates only US dollars can be shown. */
export function CurrencySelect({ display, onChange }: CurrencySelectProps) {
  const available = new Set(display.offered.map((currency) => currency.code))
  return (
    <Field
      label={t`Currency`}
      className="w-full sm:w-56"
      hint={
        display.ratesUnavailable
          ? t`Exchange rates are unavailable right now, so prices are shown in US dollars.`
          : undefined
      }
    >
      {(control) => (
        <Select
          {...control}
          value={display.currency}
          disabled={display.ratesUnavailable}
          onChange={(event) => onChange(event.target.value as CurrencyCode)}
        >
          {OFFERED_CURRENCY_CODES.filter((code) => code === 'USD' || available.has(code)).map(
            (code) => (
              <option key={code} value={code}>
                {code} ({currencySymbol(code)}) {currencyNames[code]}
              </option>
            ),
          )}
        </Select>
      )}
    </Field>
  )
}
