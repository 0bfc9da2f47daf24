import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import {
  BOOKING_FIELD_LIMITS,
  bookingFieldFormIssue,
  corporateFieldsShown,
  maskExample,
  maskInWords,
  type BookingFields,
  type CorporateValues,
} from '@ridelane/domain'
import { useId } from 'react'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'

export type CorporateFieldsProps = {
  settings: BookingFields
  values: CorporateValues
  onChange: (values: CorporateValues) => void
  /** Each field's message, shown once the partner left the field or tried to go on. */
  errors: Partial<Record<keyof CorporateValues, string>>
  onErrorsChange: (errors: Partial<Record<keyof CorporateValues, string>>) => void
}

/**
 * A partner's cost centre and booking reference (docs/decisions/045-corporate-booking-fields.md),
 * shown only for the fields its account uses, a required one marked with *.
 */
export function CorporateFields({
  settings,
  values,
  onChange,
  errors,
  onErrorsChange,
}: CorporateFieldsProps) {
  const shown = corporateFieldsShown(settings)
  const centreId = useId()
  if (!shown.costCentre && !shown.reference) return null
  const { cost_centre: centre, booking_reference: reference } = settings
  const maskWords = reference.mask ? maskInWords(reference.mask) : null
  const mark = (mode: string) => (mode === 'required' ? ' *' : ` ${t`(optional)`}`)
  const check = (field: keyof CorporateValues, value: string) =>
    onErrorsChange({ ...errors, [field]: bookingFieldFormIssue(settings, field, value) })
  const change = (field: keyof CorporateValues, value: string) => {
    onChange({ ...values, [field]: value })
    if (errors[field]) onErrorsChange({ ...errors, [field]: undefined })
  }

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-bold text-ink-900">
        <Trans>For your records</Trans>
      </legend>
      {shown.costCentre && (
        <div>
          <label htmlFor={centreId} className="block text-sm font-semibold text-ink-800">
            {centre.mode === 'required' ? t`Cost centre *` : t`Cost centre (optional)`}
          </label>
          <Select
            id={centreId}
            value={values.cost_centre}
            invalid={Boolean(errors.cost_centre)}
            aria-required={centre.mode === 'required' || undefined}
            aria-invalid={errors.cost_centre ? true : undefined}
            aria-describedby={errors.cost_centre ? `${centreId}-error` : undefined}
            onChange={(event) => {
              change('cost_centre', event.target.value)
              check('cost_centre', event.target.value)
            }}
          >
            <option value="">{centre.mode === 'required' ? t`Choose…` : t`None`}</option>
            {centre.centres.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name ? `${option.code} · ${option.name}` : option.code}
              </option>
            ))}
          </Select>
          {errors.cost_centre && (
            <p id={`${centreId}-error`} className="mt-1.5 text-sm text-danger-700">
              {errors.cost_centre}
            </p>
          )}
        </div>
      )}
      {shown.reference && (
        <div>
          <TextField
            label={`${reference.label}${mark(reference.mode)}`}
            value={values.booking_reference}
            aria-required={reference.mode === 'required' || undefined}
            placeholder={reference.mask ? maskExample(reference.mask) : undefined}
            maxLength={BOOKING_FIELD_LIMITS.referenceLength}
            error={errors.booking_reference}
            onChange={(event) => change('booking_reference', event.target.value)}
            onBlur={(event) => check('booking_reference', event.target.value)}
          />
          {maskWords && <p className="mt-1 text-xs text-ink-500">{t`Format: ${maskWords}`}</p>}
        </div>
      )}
    </fieldset>
  )
}
