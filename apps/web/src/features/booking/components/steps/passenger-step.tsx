import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  corporateFormIssues,
  fareForSelection,
  hasRequiredPassengerDetails,
  passengerDetailsSchema,
  typedSellingPrice,
  type BookingFlowState,
  type CorporateValues,
  type PassengerDetails,
  type PassengerDetailsInput,
  type Preferences,
  type VehicleOption,
} from '@ridelane/domain'
import { ArrowRight } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import type { FlightCheckPickup } from '../../api/check-flight'
import { StepPanel } from '../step-panel'
import { stepTitles } from '../wizard-frame'
import { AddOnFields } from './add-on-fields'
import { CorporateFields, type CorporateFieldsProps } from './corporate-fields'
import { RidePreferenceFields } from './ride-preference-fields'
import { netTotalCents, SellingPriceField } from './selling-price-field'
import { domainText } from '@/i18n/catalogues'
import { formatPrice } from '@/i18n/format'

type PassengerDraft = BookingFlowState['passengerDetails']

type PassengerStepProps = {
  vehicle: VehicleOption
  passengerDetails: PassengerDraft
  preferences: Preferences
  display: { currency: string; rate: number }
  onDraftChange: (passengerDetails: PassengerDraft) => void
  onPreferencesChange: (preferences: Preferences) => void
  onSubmit: (passengerDetails: PassengerDetails) => void
  submitting: boolean
  /** What went wrong with the last attempt, with what to do next. */
  failure?: ReactNode
  /** The pickup when it is an airport: a typed flight number is checked against it. */
  flightPickup?: FlightCheckPickup | null
  /** A partner's cost centre and booking reference, when its account uses them. */
  corporate?: Pick<CorporateFieldsProps, 'settings' | 'values' | 'onChange'> | undefined
  /** A net-rate partner's selling price as typed, when its travellers are shown prices. */
  selling?: { value: string; onChange: (value: string) => void } | undefined
}

const asDraft = (values: Partial<PassengerDetailsInput>): PassengerDraft => ({
  name: values.name ?? '',
  phone: values.phone ?? '',
  email: values.email ?? '',
  whatsapp: values.whatsapp ?? '',
  notes: values.notes ?? '',
})

/** Step 3 'Passenger Details': messages on leaving a field or on submit, cleared on editing. */
export function PassengerStep(props: PassengerStepProps) {
  const { vehicle, preferences, display, onDraftChange } = props
  const form = useForm<PassengerDetailsInput, unknown, PassengerDetails>({
    resolver: zodResolver(passengerDetailsSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: props.passengerDetails,
  })
  const { register, formState, clearErrors, watch } = form
  useEffect(() => {
    const subscription = watch((values) => onDraftChange(asDraft(values)))
    return () => subscription.unsubscribe()
  }, [watch, onDraftChange])

  const field = (name: keyof PassengerDetailsInput) =>
    register(name, { onChange: () => clearErrors(name) })
  const errors = formState.errors
  const fare = fareForSelection({ vehicle, preferences, ...display })
  const ready = hasRequiredPassengerDetails(asDraft(watch()))
  const { corporate } = props
  const [corporateErrors, setCorporateErrors] = useState<
    Partial<Record<keyof CorporateValues, string>>
  >({})
  /** The partner's fields are checked with the passenger's, on the same Continue. */
  const corporateReady = () => {
    if (!corporate) return true
    const issues = corporateFormIssues(corporate.settings, corporate.values)
    setCorporateErrors(issues)
    return Object.keys(issues).length === 0
  }
  const { selling } = props
  const sellingVehicle =
    selling && vehicle.netPlan ? { ...vehicle, netPlan: vehicle.netPlan } : null
  const [sellingError, setSellingError] = useState<string>()
  const sellingReady = () => {
    if (!selling || !sellingVehicle) return true
    const typed = typedSellingPrice(selling.value, netTotalCents(vehicle, preferences))
    setSellingError('issue' in typed ? typed.issue : undefined)
    return !('issue' in typed)
  }
  const partnerFieldsReady = () => {
    const corporateOk = corporateReady()
    return sellingReady() && corporateOk
  }
  const submit = form.handleSubmit(
    (details) => {
      if (partnerFieldsReady()) props.onSubmit(details)
    },
    () => void partnerFieldsReady(),
  )

  return (
    <StepPanel title={i18n._(stepTitles[3])}>
      <form noValidate onSubmit={submit} className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Full name`}
            autoComplete="name"
            error={domainText(errors.name?.message)}
            {...field('name')}
          />
          <TextField
            label={t`Phone number`}
            type="tel"
            autoComplete="tel"
            placeholder="+1234567890"
            error={domainText(errors.phone?.message)}
            {...field('phone')}
          />
          <TextField
            label={t`Email address`}
            type="email"
            autoComplete="email"
            error={domainText(errors.email?.message)}
            {...field('email')}
          />
          <TextField
            label={t`WhatsApp number (optional)`}
            type="tel"
            placeholder="+1234567890"
            error={domainText(errors.whatsapp?.message)}
            {...field('whatsapp')}
          />
        </div>
        {corporate && (
          <CorporateFields
            {...corporate}
            errors={corporateErrors}
            onErrorsChange={setCorporateErrors}
          />
        )}
        {selling && sellingVehicle && (
          <SellingPriceField
            vehicle={sellingVehicle}
            preferences={preferences}
            value={selling.value}
            onChange={(value) => {
              selling.onChange(value)
              setSellingError(undefined)
            }}
            error={sellingError}
            onBlur={() => void sellingReady()}
          />
        )}
        <label className="block text-sm font-semibold text-ink-800">
          <Trans>Additional notes (optional)</Trans>
          <textarea
            rows={2}
            className="mt-1.5 block w-full rounded-control border border-ink-200 px-3 py-2 font-normal"
            {...field('notes')}
          />
          {errors.notes?.message && (
            <span role="alert" className="mt-1.5 block font-normal text-danger-700">
              {domainText(errors.notes.message)}
            </span>
          )}
        </label>
        <RidePreferenceFields
          hold={vehicle.capacity}
          preferences={preferences}
          onChange={props.onPreferencesChange}
          flightPickup={props.flightPickup}
        />
        <AddOnFields
          vehicle={vehicle}
          preferences={preferences}
          display={display}
          onChange={props.onPreferencesChange}
        />
        <div className="flex flex-col gap-4 border-t border-ink-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p aria-live="polite" className="text-lg">
            <span className="text-ink-600">
              <Trans>Total price:</Trans>{' '}
            </span>
            <span className="font-extrabold text-ink-900">
              {formatPrice(fare.total, fare.currency)}
            </span>
          </p>
          <Button
            type="submit"
            variant="secondary"
            size="lg"
            disabled={!ready}
            loading={props.submitting}
          >
            <Trans>Continue to Review & Payment</Trans>
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        </div>
        {props.failure}
      </form>
    </StepPanel>
  )
}
