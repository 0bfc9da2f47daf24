import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ADDRESS_DETAIL_MAX_LENGTH, addressDetailMessages, type RideEnd } from '@ridelane/domain'
import { useState } from 'react'
import { Field, controlClasses } from '@/components/ui/field'
import { domainText } from '@/i18n/catalogues'

type AddressDetailFieldProps = {
  end: RideEnd
  value: string
  onChange: (value: string) => void
}

// A pasted line break or tab would make the address two lines in the driver's email.
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]/gu, ' ')

/**
 * The exact address beside a city or district: where in it the driver should stop. Required at
 * the pickup, a courtesy at the dropoff.
 */
export function AddressDetailField({ end, value, onChange }: AddressDetailFieldProps) {
  const required = end === 'pickup'
  const [leftBlank, setLeftBlank] = useState(false)
  // The domain's words, in the page's language.
  const error =
    required && leftBlank && value.trim() === ''
      ? domainText(addressDetailMessages.pickupRequired)
      : undefined
  return (
    <Field
      label={
        required ? (
          t`Exact pickup address`
        ) : (
          <Trans>
            Exact dropoff address <span className="font-normal text-ink-500">(optional)</span>
          </Trans>
        )
      }
      hint={t`Street and number, or hotel name and room`}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          name={`${end}-address-detail`}
          type="text"
          required={required}
          maxLength={ADDRESS_DETAIL_MAX_LENGTH}
          autoComplete="off"
          className={controlClasses(Boolean(error))}
          value={value}
          onChange={(event) => onChange(oneLine(event.target.value))}
          onBlur={(event) => setLeftBlank(event.target.value.trim() === '')}
          onFocus={() => setLeftBlank(false)}
        />
      )}
    </Field>
  )
}
